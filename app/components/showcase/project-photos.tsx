import type { ShowcasePhoto } from "~/lib/showcase";
import { fullSizeUrl, photoRows, workTexts } from "~/lib/work";
import { useSite } from "~/lib/site";
import { ProjectPhoto } from "./project-photo";

/** A photo alone spans the column; a pair shares it, side by side from a tablet up, stacked on a phone. */
const soloSizes = "(min-width: 1152px) 1104px, 100vw";
/** A portrait photo alone is kept narrower, so it fits a wide screen's height. */
const portraitSizes = "(min-width: 672px) 672px, 100vw";
const isPortrait = (photo: ShowcasePhoto) => photo.height > photo.width;
const pairSizes = "(min-width: 1152px) 544px, (min-width: 640px) 50vw, 100vw";

/**
 * A project's photos in the owner's order, each a plain link to its largest JPEG (full size with no
 * script at all); the page's script opens it in a viewer instead (app/client/photo-viewer.ts).
 */
export function ProjectPhotos({ photos }: { photos: readonly ShowcasePhoto[] }) {
  const site = useSite();
  const work = workTexts(site);
  const label = { before: work.beforeLabel, after: work.afterLabel };
  return (
    <ul className="grid gap-6" data-photo-viewer="" data-close-label={work.closeLabel}>
      {photoRows(photos).map((row, rowIndex) => (
        <li
          key={row[0]!.id}
          className={
            row.length > 1
              ? "grid gap-4 sm:grid-cols-2"
              : isPortrait(row[0]!)
                ? "mx-auto w-full max-w-2xl"
                : undefined
          }
        >
          {row.map((photo) => (
            <figure key={photo.id}>
              <a
                href={fullSizeUrl(photo)}
                title={work.openLabel}
                className="block overflow-hidden rounded-2xl"
                data-photo=""
              >
                <ProjectPhoto
                  photo={photo}
                  sizes={row.length > 1 ? pairSizes : isPortrait(photo) ? portraitSizes : soloSizes}
                  first={rowIndex === 0 && photo === row[0]}
                />
              </a>
              {row.length > 1 && photo.pair ? (
                <figcaption className="mt-2 text-sm font-semibold tracking-widest text-wood-700 uppercase">
                  {label[photo.pair]}
                </figcaption>
              ) : null}
            </figure>
          ))}
        </li>
      ))}
    </ul>
  );
}
