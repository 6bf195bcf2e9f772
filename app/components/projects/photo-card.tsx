import { ArrowDown, ArrowUp, Star, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { Field, inputClass } from "~/components/forms/field";
import { staffButtonClass } from "~/components/admin/staff-styles";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";
import type { Toast } from "~/lib/toast";
import { PhotoThumb } from "./photo-thumb";

const copy = adminCopy.projects.photos;

export type DeskPhoto = {
  id: string;
  alt: string;
  pair: "before" | "after" | null;
  pairWith: string | null;
  hash: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
};

type Answer = { toast?: Toast; errors?: Record<string, string>; photoId?: string };

const smallButton =
  "inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border-2 border-wood-700 px-3 py-1.5 text-sm font-semibold text-wood-800 hover:bg-wood-100 disabled:opacity-40";

/** The select's value for the photo's pair: "before:{after's id}", "after:{before's id}" or "". */
function pairingValue(photo: DeskPhoto, photos: DeskPhoto[]) {
  if (photo.pair === "before" && photo.pairWith) return `before:${photo.pairWith}`;
  const before = photos.find((other) => other.pair === "before" && other.pairWith === photo.id);
  return before ? `after:${before.id}` : "";
}

/** One small form of a photo: a button and what it asks. Each its own fetcher, so they never cancel each other. */
function PhotoAction({
  photoId,
  intent,
  disabled,
  children,
  className = smallButton,
}: {
  photoId: string;
  intent: string;
  disabled?: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  const fetcher = useFetcher<Answer>();
  useToastOn(fetcher.data);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photoId" value={photoId} />
      <button type="submit" disabled={disabled || fetcher.state !== "idle"} className={className}>
        {children}
      </button>
    </fetcher.Form>
  );
}

/**
 * One photo on a project's page: its thumbnail, its description and pair (saved together), the
 * buttons that move it, make it the cover, and remove it (after asking).
 */
export function PhotoCard({
  photo,
  index,
  photos,
  cover,
  answer,
}: {
  photo: DeskPhoto;
  index: number;
  photos: DeskPhoto[];
  cover: boolean;
  /** The page's answer, when it was about this photo (without JavaScript). */
  answer?: Answer;
}) {
  const fetcher = useFetcher<Answer>();
  useToastOn(fetcher.data);
  const said = fetcher.data ?? (answer?.photoId === photo.id ? answer : undefined);
  const errors = said?.errors ?? {};
  const number = index + 1;
  const label = fillTemplate(copy.number, { number: String(number), count: String(photos.length) });
  return (
    <li className="overflow-hidden rounded-2xl border border-wood-200 bg-white shadow-sm" aria-label={label}>
      <div className="relative">
        <PhotoThumb
          photo={photo}
          alt={photo.alt || fillTemplate(copy.thumbnail, { number: String(number) })}
          className="aspect-[4/3] h-auto w-full"
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/95 px-2.5 py-1 text-sm font-semibold text-wood-950 shadow">
          {number}
        </span>
        {cover ? (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-wood-700 px-2.5 py-1 text-sm font-semibold text-white shadow">
            <Star aria-hidden="true" className="size-4" />
            {copy.cover}
          </span>
        ) : null}
      </div>
      <div className="space-y-4 p-4">
        <fetcher.Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="photo" />
          <input type="hidden" name="photoId" value={photo.id} />
          <Field label={copy.alt} hint={copy.altHint} error={errors.alt}>
            {(props) => (
              <textarea
                {...props}
                name="alt"
                rows={2}
                maxLength={300}
                defaultValue={photo.alt}
                className={inputClass}
              />
            )}
          </Field>
          <Field label={copy.pair} error={errors.pairWith ?? errors.pair}>
            {(props) => (
              <select
                {...props}
                name="pairing"
                defaultValue={pairingValue(photo, photos)}
                className={inputClass}
              >
                <option value="">{copy.notPaired}</option>
                {photos.map((other, i) =>
                  other.id === photo.id ? null : (
                    <optgroup key={other.id} label={fillTemplate(copy.thumbnail, { number: String(i + 1) })}>
                      <option value={`before:${other.id}`}>
                        {fillTemplate(copy.beforeOf, { number: String(i + 1) })}
                      </option>
                      <option value={`after:${other.id}`}>
                        {fillTemplate(copy.afterOf, { number: String(i + 1) })}
                      </option>
                    </optgroup>
                  ),
                )}
              </select>
            )}
          </Field>
          <button type="submit" disabled={fetcher.state !== "idle"} className={staffButtonClass.primary}>
            {copy.save}
          </button>
        </fetcher.Form>
        <div className="flex flex-wrap gap-2 border-t border-wood-100 pt-4">
          <PhotoAction photoId={photo.id} intent="up" disabled={index === 0}>
            <ArrowUp aria-hidden="true" className="size-4" />
            {copy.moveUp}
            <span className="sr-only"> ({label})</span>
          </PhotoAction>
          <PhotoAction photoId={photo.id} intent="down" disabled={index === photos.length - 1}>
            <ArrowDown aria-hidden="true" className="size-4" />
            {copy.moveDown}
            <span className="sr-only"> ({label})</span>
          </PhotoAction>
          {cover ? null : (
            <PhotoAction photoId={photo.id} intent="cover">
              <Star aria-hidden="true" className="size-4" />
              {copy.makeCover}
              <span className="sr-only"> ({label})</span>
            </PhotoAction>
          )}
          <details className="w-full">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-lg border-2 border-red-700 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
              <Trash2 aria-hidden="true" className="size-4" />
              {copy.remove}
              <span className="sr-only"> ({label})</span>
            </summary>
            <div className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
              <p>{copy.confirmRemove}</p>
              <div className="mt-3">
                <PhotoAction
                  photoId={photo.id}
                  intent="remove-photo"
                  className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
                >
                  {copy.confirmRemoveButton}
                </PhotoAction>
              </div>
            </div>
          </details>
        </div>
      </div>
    </li>
  );
}
