import { data } from "react-router";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskPage } from "~/components/admin/desk-page";
import { ProjectList } from "~/components/projects/project-list";
import { adminCopy } from "~/lib/admin-copy";
import { pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { listProjects } from "~/server/projects/project-read.server";
import { getRuntime } from "~/server/runtime.server";
import type { Route } from "./+types/projects";

const copy = adminCopy.projects;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} | ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** /admin/projects: every project, drafts included, with its cover. Every desk member. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const member = await requireDesk(request, { refuse: pageRefusal, cookies: page.cookies });
  const { database } = await getRuntime();
  const projects = await listProjects(database.db);
  return data(
    { email: member.email, role: member.role, notice: page.notice, projects },
    { headers: page.headers() },
  );
}

export default function ProjectsPage({ loaderData }: Route.ComponentProps) {
  return (
    <DeskPage
      email={loaderData.email}
      role={loaderData.role}
      notice={loaderData.notice}
      title={copy.title}
      intro={copy.intro}
    >
      <ProjectList projects={loaderData.projects} />
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} />;
}
