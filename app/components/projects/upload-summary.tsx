import { adminCopy } from "~/lib/admin-copy";
import { fillTemplate } from "~/lib/links";

const copy = adminCopy.projects;

/** What a form upload (without JavaScript) added, and each file it refused with why. */
export function UploadSummary({
  upload,
}: {
  upload: { added: number; refused: { name: string; message: string }[] };
}) {
  const text = fillTemplate(copy.notices.uploaded.text, {
    added: String(upload.added),
    refused: String(upload.refused.length),
  });
  return (
    <div role="status" className="rounded-xl border border-wood-200 bg-white p-4 text-wood-950">
      <p className="font-semibold">{copy.notices.uploaded.title}</p>
      <p>{text}</p>
      {upload.refused.length > 0 ? (
        <ul className="mt-2 space-y-1 text-red-900">
          {upload.refused.map((file) => (
            <li key={file.name}>
              <strong>{file.name}</strong>: {file.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
