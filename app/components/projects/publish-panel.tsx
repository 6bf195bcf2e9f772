import { ExternalLink } from "lucide-react";
import { Form } from "react-router";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { projectPath } from "~/lib/showcase";
import { ProjectStatus } from "./project-status";

const copy = adminCopy.projects;

/**
 * Whether visitors see the project, and for an admin the button that changes it; what stops it
 * from being published, when something does. Staff are told an admin publishes it.
 */
export function PublishPanel({
  status,
  slug,
  isAdmin,
  problems,
}: {
  status: "draft" | "published";
  slug: string;
  isAdmin: boolean;
  problems: string[];
}) {
  const published = status === "published";
  return (
    <section aria-labelledby="publishing" className={`space-y-3 p-5 ${staffCardClass}`}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="publishing" className="font-display text-xl font-semibold text-wood-950">
          {copy.publish.title}
        </h2>
        <ProjectStatus status={status} />
      </div>
      <p className="text-wood-800">{published ? copy.publish.published : copy.publish.draft}</p>
      {published ? (
        <a
          href={projectPath(slug)}
          className="inline-flex items-center gap-1.5 font-semibold text-wood-700 underline"
        >
          {copy.publish.view}
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      ) : null}
      {!published && problems.length > 0 ? (
        <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">{copy.publish.cannot}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {isAdmin ? (
        <Form method="post">
          <input type="hidden" name="intent" value={published ? "unpublish" : "publish"} />
          <button type="submit" className={published ? staffButtonClass.outline : staffButtonClass.primary}>
            {published ? copy.publish.unpublish : copy.publish.publish}
          </button>
        </Form>
      ) : (
        <p className="font-semibold text-wood-900">{copy.publish.adminOnly}</p>
      )}
    </section>
  );
}
