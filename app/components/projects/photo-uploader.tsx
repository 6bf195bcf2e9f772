import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { useHydrated } from "~/components/admin/use-hydrated";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";

const copy = adminCopy.projects.photos;

/** What a phone offers for these: its gallery and its camera. HEIC is taken to say "convert" in words. */
const accept = "image/jpeg,image/png,image/webp,image/heic,image/heif";

type Upload = {
  key: number;
  name: string;
  state: "waiting" | "uploading" | "processing" | "added" | "failed";
  percent: number;
  message?: string;
};

/** Two at a time: a phone's connection is shared fairly, and the server processes a few at once. */
const parallel = 2;

/** Sends one file on its own request, reporting progress; resolves with its outcome. */
function send(
  url: string,
  file: File,
  progress: (change: Partial<Upload>) => void,
): Promise<Partial<Upload>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) progress({ percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => progress({ state: "processing", percent: 100 });
    xhr.onload = () => {
      if (xhr.status === 201) return resolve({ state: "added" });
      let message: string = adminCopy.tryAgain;
      try {
        const body = JSON.parse(xhr.responseText) as { errors?: { photo?: string }; error?: string };
        message = body.errors?.photo ?? body.error ?? message;
      } catch {
        // Not JSON (a proxy's page): the general words stand.
      }
      resolve({ state: "failed", message });
    };
    xhr.onerror = () => resolve({ state: "failed", message: copy.unreachable });
    const body = new FormData();
    body.append("photo", file);
    xhr.send(body);
  });
}

/**
 * Adding photos. Without JavaScript: one form that sends every chosen file and comes back with what
 * was added and what was refused. With it: each chosen file is sent at once on its own request, with
 * its progress, then "Processing…", then added or why not; the others go on.
 */
export function PhotoUploader({
  formAction,
  uploadUrl,
  maxMegabytes,
}: {
  formAction: string;
  uploadUrl: string;
  maxMegabytes: string;
}) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function start(files: File[]) {
    const queue = files.map((file) => ({ file, key: next.current++ }));
    setUploads((list) => [
      ...list.filter((item) => item.state !== "added"),
      ...queue.map(({ file, key }) => ({ key, name: file.name, state: "waiting" as const, percent: 0 })),
    ]);
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const { file, key } = job;
        update(key, { state: "uploading" });
        const outcome = await send(uploadUrl, file, (change) => update(key, change));
        update(key, outcome);
        if (outcome.state === "added") void revalidator.revalidate();
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  }

  return (
    <div className={`space-y-4 p-5 ${staffCardClass}`}>
      <form
        method="post"
        action={formAction}
        encType="multipart/form-data"
        className="space-y-3"
        onSubmit={(event) => {
          // With JavaScript the files went as they were chosen.
          event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        <label htmlFor="project-photos" className="block font-semibold text-wood-950">
          {copy.choose}
        </label>
        <p id="project-photos-hint" className="text-sm text-wood-800">
          {fillTemplate(copy.intro, { size: maxMegabytes })}
        </p>
        <input
          id="project-photos"
          type="file"
          name="photo"
          multiple
          accept={accept}
          aria-describedby="project-photos-hint"
          className="block w-full min-h-12 cursor-pointer rounded-lg border border-dashed border-wood-400 bg-wood-50 p-2 text-wood-900 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-wood-700 file:px-4 file:font-semibold file:text-white"
          onChange={(event) => {
            if (!hydrated) return;
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = "";
            if (files.length > 0) void start(files);
          }}
        />
        {hydrated ? null : (
          <button type="submit" className={staffButtonClass.primary}>
            {copy.upload}
          </button>
        )}
      </form>
      {uploads.length > 0 ? (
        <ul aria-label={copy.title} className="space-y-2">
          {uploads.map((item) => (
            <UploadRow key={item.key} item={item} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function UploadRow({ item }: { item: Upload }) {
  const words =
    item.state === "uploading" || item.state === "waiting"
      ? fillTemplate(copy.uploading, { percent: String(item.percent) })
      : item.state === "processing"
        ? copy.processing
        : item.state === "added"
          ? copy.added
          : `${copy.failed}: ${item.message ?? ""}`;
  return (
    <li
      data-state={item.state}
      className={`rounded-lg border p-3 text-sm ${item.state === "failed" ? "border-red-200 bg-red-50 text-red-900" : "border-wood-200 bg-white text-wood-900"}`}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 truncate font-medium">{item.name}</span>
        <span role="status" className="shrink-0">
          {item.state === "failed" ? copy.failed : words}
        </span>
      </div>
      {item.state === "uploading" || item.state === "waiting" || item.state === "processing" ? (
        <progress
          max={100}
          value={item.state === "processing" ? undefined : item.percent}
          aria-label={`${item.name}: ${words}`}
          className="mt-2 h-2 w-full accent-wood-700"
        />
      ) : null}
      {item.state === "failed" ? <p className="mt-1">{item.message}</p> : null}
    </li>
  );
}
