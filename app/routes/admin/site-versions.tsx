import { data } from "react-router";
import { z } from "zod";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskPage } from "~/components/admin/desk-page";
import { SiteVersions } from "~/components/site-settings/site-versions";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import type { Toast } from "~/lib/toast";
import { answerDeskPost } from "~/server/http/desk-post-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { log } from "~/server/log.server";
import { getRuntime } from "~/server/runtime.server";
import { requireSiteAdmin } from "~/server/site-settings/settings-page.server";
import { versionDiff } from "~/server/site-settings/version-diff.server";
import { restoreAndApply } from "~/server/site-settings/publish.server";
import { baseOf } from "~/server/site-settings/settings-forms.server";
import {
  getVersion,
  listVersions,
  publishedVersion,
  versionIdSchema,
} from "~/server/site-settings/site-versions.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/site-versions";

const copy = adminCopy.siteSettings.versions;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} | ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

const compareQuery = z.object({ from: versionIdSchema, to: versionIdSchema });

/**
 * /admin/site/versions: every published version, newest first, and what changed between two
 * (`?from=3&to=5`; the newest two unless chosen). Admins only.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const admin = await requireSiteAdmin(request, page.cookies);
  const { database } = await getRuntime();
  const versions = await listVersions(database.db);
  const search = new URL(request.url).searchParams;
  const asked = compareQuery.safeParse({ from: search.get("from"), to: search.get("to") });
  const pair = asked.success
    ? asked.data
    : versions.length > 1
      ? { from: versions[1]!.id, to: versions[0]!.id }
      : null;
  let compared = null;
  if (pair) {
    const [from, to] = await Promise.all([
      getVersion(database.db, pair.from),
      getVersion(database.db, pair.to),
    ]);
    if (from && to) compared = { ...pair, changes: versionDiff(from.profile, to.profile) };
  }
  return data(
    { email: admin.email, role: admin.role, notice: page.notice, versions, compared },
    { headers: page.headers() },
  );
}

/**
 * "Restore this version": a copy of it published as the newest; refused when the page showed another
 * live version than the one live now (the restore would undo what was published since).
 */
export async function action({ request }: Route.ActionArgs) {
  const cookies = new Headers();
  const admin = await requireSiteAdmin(request, cookies);
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = await request.formData();
  const id = versionIdSchema.safeParse(form.get("version"));
  let status = 200;
  let toast: Toast;
  const failed = (code: number, text: string) => {
    status = code;
    toast = { title: copy.error, text, tone: "error" };
  };
  if (!id.success) failed(404, copy.notFound);
  else {
    try {
      const { database } = await getRuntime();
      const base = baseOf(form);
      const live = base === undefined ? undefined : await publishedVersion(database.db);
      const result =
        live && live.id !== base ? "changed" : await restoreAndApply(database.db, id.data, admin.email);
      if (result === "changed") failed(409, adminCopy.siteSettings.conflict);
      else if (!result) failed(404, copy.notFound);
      else if (!result.ok)
        failed(409, result.problems.map((problem) => `${problem.path}: ${problem.message}`).join(" "));
      else {
        log("info", "site_restored", { from: id.data, version: result.version.id, by: admin.email });
        toast = {
          title: fillTemplate(copy.restored, { from: String(id.data) }),
          text: fillTemplate(copy.restoredText, { version: String(result.version.id) }),
          tone: "success",
        };
      }
    } catch (error) {
      log("error", "site_restore_failed", { error: error instanceof Error ? error.message : String(error) });
      failed(500, adminCopy.tryAgain);
    }
  }
  return answerDeskPost(request, cookies, {
    body: { toast: toast! },
    status,
    notice: toast!,
    to: deskPaths.siteVersions,
  });
}

/** With JavaScript: the answer, or the failure notice when the server cannot be reached. */
export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.error);

export default function SiteVersionsPage({ loaderData, actionData }: Route.ComponentProps) {
  useToastOn(actionData);
  return (
    <DeskPage
      email={loaderData.email}
      role={loaderData.role}
      notice={loaderData.notice}
      title={copy.title}
      intro={copy.intro}
    >
      <SiteVersions versions={loaderData.versions} compared={loaderData.compared} />
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} notFound={adminCopy.siteSettings.notFound} />;
}
