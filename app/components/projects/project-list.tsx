import { ImageOff, Plus } from "lucide-react";
import { Link } from "react-router";
import { staffButtonClass, staffCardClass } from "~/components/admin/staff-styles";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { PhotoThumb } from "./photo-thumb";
import { ProjectStatus } from "./project-status";

const copy = adminCopy.projects;

export type ProjectListRow = {
  id: string;
  title: string;
  status: "draft" | "published";
  month: string;
  photoCount: number;
  cover: { hash: string; widths: number[]; alt: string } | null;
};

/** "2026-09" as people read it: "September 2026". */
export const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-IN", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

const photoCount = (count: number) =>
  count === 1 ? copy.photoCount.one : fillTemplate(copy.photoCount.many, { count: String(count) });

/** Every project as a card: its cover, title, status, month and photo count; "New project" above. */
export function ProjectList({ projects }: { projects: ProjectListRow[] }) {
  return (
    <div className="space-y-4">
      <Link to={deskPaths.newProject} className={staffButtonClass.primary}>
        <Plus aria-hidden="true" className="size-5" />
        {copy.newProject}
      </Link>
      {projects.length === 0 ? (
        <p className={`p-6 text-wood-800 ${staffCardClass}`}>{copy.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id} className={`overflow-hidden ${staffCardClass}`}>
              <Link to={deskPaths.project(project.id)} className="group flex gap-4 p-3 sm:flex-col sm:p-0">
                {project.cover ? (
                  <PhotoThumb
                    photo={project.cover}
                    alt=""
                    className="aspect-[4/3] h-auto w-28 shrink-0 rounded-lg sm:w-full sm:rounded-none"
                  />
                ) : (
                  <span className="flex aspect-[4/3] w-28 shrink-0 flex-col items-center justify-center gap-1 rounded-lg bg-wood-100 text-xs text-wood-700 sm:w-full sm:rounded-none">
                    <ImageOff aria-hidden="true" className="size-6" />
                    {copy.noPhoto}
                  </span>
                )}
                <span className="min-w-0 space-y-1.5 sm:px-4 sm:pb-4">
                  <span className="block font-semibold text-wood-950 group-hover:underline">
                    {project.title}
                  </span>
                  <ProjectStatus status={project.status} />
                  <span className="block text-sm text-wood-800">
                    {monthName(project.month)} · {photoCount(project.photoCount)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
