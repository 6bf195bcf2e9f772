import { adminCopy } from "~/lib/admin-copy";

const copy = adminCopy.projects;

const tone = {
  draft: "bg-amber-50 text-amber-900 ring-amber-600/30",
  published: "bg-green-50 text-green-900 ring-green-600/30",
};

/** Draft or Published, as a small badge. */
export function ProjectStatus({ status }: { status: "draft" | "published" }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone[status]}`}
    >
      {copy.status[status]}
    </span>
  );
}
