import { ArrowLeft, Trash2 } from "lucide-react";
import { data, Link, redirect, useFetcher } from "react-router";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskHeader } from "~/components/admin/desk-header";
import { PageNotice } from "~/components/admin/page-notice";
import { staffButtonClass, staffCardClass, staffPageClass } from "~/components/admin/staff-styles";
import { PhotoCard } from "~/components/projects/photo-card";
import { PhotoUploader } from "~/components/projects/photo-uploader";
import { ProjectFields } from "~/components/projects/project-fields";
import { PublishPanel } from "~/components/projects/publish-panel";
import { UploadSummary } from "~/components/projects/upload-summary";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { answerDeskPost } from "~/server/http/desk-post-answer.server";
import { flashNotice } from "~/server/http/flash-notice.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { maxPhotoBytes } from "~/server/media/photo-service.server";
import { type ProjectFormOutcome, projectForm } from "~/server/projects/project-forms.server";
import { megabytes } from "~/server/projects/project-uploads.server";
import { projectChoices } from "~/server/projects/project-work.server";
import { getProject } from "~/server/projects/project-read.server";
import { istMonth, publishProblems } from "~/server/projects/projects.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/projects-edit";

const copy = adminCopy.projects;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.project.title ?? copy.title} | ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** /admin/projects/:id: a project's details, photos and publishing. Every desk member reads it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const member = await requireDesk(request, { refuse: pageRefusal, cookies: page.cookies });
  const { database, now } = await getRuntime();
  const project = await getProject(database.db, params.id);
  if (!project) throw data(null, { status: 404, headers: staffHeaders });
  const problems = Object.values(await publishProblems(database.db, params.id));
  return data(
    {
      email: member.email,
      role: member.role,
      notice: page.notice,
      project,
      problems,
      choices: projectChoices(),
      maxMonth: istMonth(now()),
      maxMegabytes: megabytes(maxPhotoBytes),
    },
    { headers: page.headers() },
  );
}

/**
 * Every form of the page: details, publishing, each photo's changes, and (without JavaScript)
 * the upload of several photos at once. With JavaScript the page stays and shows the notice;
 * without it a change is sent back here with its notice, and a refusal or an upload shows on the page.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const cookies = new Headers();
  const member = await requireDesk(request, { refuse: pageRefusal, cookies });
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = await request.formData();
  const outcome: ProjectFormOutcome = await projectForm(member, params.id, form);
  if (outcome.deleted) {
    throw redirect(deskPaths.projects, { status: 303, headers: flashNotice(outcome.toast) });
  }
  const shownHere = outcome.upload !== undefined || outcome.errors !== undefined;
  return answerDeskPost(request, cookies, {
    body: outcome,
    status: outcome.status,
    notice: shownHere ? undefined : outcome.toast,
    to: deskPaths.project(params.id),
  });
}

export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.notices.error);

export default function ProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { project } = loaderData;
  const details = useFetcher<ProjectFormOutcome>();
  useToastOn(actionData);
  useToastOn(details.data);
  const answer = actionData && "status" in actionData ? actionData : undefined;
  const detailErrors = details.data?.errors ?? (answer && !answer.photoId ? (answer.errors ?? {}) : {});
  const isAdmin = loaderData.role === "admin";
  const editable = isAdmin || project.status === "draft";
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.email} role={loaderData.role} />
      <main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <Link
          to={deskPaths.projects}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-wood-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {copy.backToList}
        </Link>
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        <h1 className="font-display text-3xl font-semibold break-words text-wood-950">{project.title}</h1>
        <PublishPanel
          status={project.status}
          slug={project.slug}
          isAdmin={isAdmin}
          problems={loaderData.problems}
        />
        <section aria-labelledby="photos" className="space-y-4">
          <h2 id="photos" className="font-display text-2xl font-semibold text-wood-950">
            {copy.photos.title}
          </h2>
          {answer?.upload ? <UploadSummary upload={answer.upload} /> : null}
          {editable ? (
            <PhotoUploader
              formAction={deskPaths.project(project.id)}
              uploadUrl={`/api/projects/${encodeURIComponent(project.id)}/photos`}
              maxMegabytes={loaderData.maxMegabytes}
            />
          ) : null}
          {project.photos.length === 0 ? (
            <p className="text-wood-800">{copy.photos.empty}</p>
          ) : (
            <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {project.photos.map((photo, index) => (
                <PhotoCard
                  key={photo.id}
                  photo={photo}
                  index={index}
                  photos={project.photos}
                  cover={photo.id === project.coverPhotoId}
                  answer={answer}
                />
              ))}
            </ol>
          )}
        </section>
        <section aria-labelledby="details" className={`space-y-5 p-5 ${staffCardClass}`}>
          <h2 id="details" className="font-display text-2xl font-semibold text-wood-950">
            {copy.details.title}
          </h2>
          <details.Form method="post" className="space-y-5">
            <input type="hidden" name="intent" value="details" />
            <ProjectFields
              values={project}
              errors={detailErrors}
              choices={loaderData.choices}
              maxMonth={loaderData.maxMonth}
            />
            <button type="submit" disabled={details.state !== "idle"} className={staffButtonClass.primary}>
              {copy.details.save}
            </button>
          </details.Form>
        </section>
        {isAdmin ? <DeleteProject /> : null}
      </main>
    </div>
  );
}

function DeleteProject() {
  return (
    <details className={`p-5 ${staffCardClass}`}>
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg border-2 border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden">
        <Trash2 aria-hidden="true" className="size-4" />
        {copy.remove.button}
      </summary>
      <div className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-950">
        <p>{copy.remove.confirm}</p>
        <form method="post" className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
          >
            {copy.remove.confirmButton}
          </button>
        </form>
      </div>
    </details>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} notFound={copy.notFound} />;
}
