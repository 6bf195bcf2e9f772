import { data } from "react-router";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskPage } from "~/components/admin/desk-page";
import { SiteSettings } from "~/components/site-settings/site-settings";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import type { SiteSettingsAnswer } from "~/lib/site-settings-answer";
import { answerDeskPost } from "~/server/http/desk-post-answer.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { log } from "~/server/log.server";
import { getRuntime } from "~/server/runtime.server";
import {
  applySection,
  baseOf,
  problemsByField,
  type SectionId,
  sectionIds,
  typedValues,
} from "~/server/site-settings/settings-forms.server";
import {
  currentProfile,
  settingsPageData,
  requireSiteAdmin,
} from "~/server/site-settings/settings-page.server";
import { publishAndApply } from "~/server/site-settings/publish.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/site";

const copy = adminCopy.siteSettings;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `${copy.title} | ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** /admin/site: the business's site, one form per part, each published at once. Admins only. */
export async function loader({ request }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const admin = await requireSiteAdmin(request, page.cookies);
  const { database } = await getRuntime();
  const { profile, version } = await currentProfile(database.db);
  return data(
    { email: admin.email, role: admin.role, notice: page.notice, version, ...settingsPageData(profile) },
    { headers: page.headers() },
  );
}

const isSection = (value: unknown): value is SectionId => sectionIds.includes(value as SectionId);

/**
 * One section published: its form applied to the live profile, the whole profile checked and
 * published as a new version. Not published, the form comes back as typed with each problem by its
 * field. A form filled from a version that is no longer the live one publishes nothing (it would
 * undo what was published since), and keeps what was typed. Without JavaScript a publish is sent back
 * to the page with its notice; with it, the page stays and shows the notice.
 */
export async function action({ request }: Route.ActionArgs) {
  const cookies = new Headers();
  const admin = await requireSiteAdmin(request, cookies);
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = await request.formData();
  const section = form.get("section");
  const answer = isSection(section) ? await publishSection(section, form, admin.email) : unknownSection();
  // A testimonial's or a quote template's Remove is a form of its own beside the section's.
  if ((section === "testimonials" || section === "quotes") && form.get("intent") === "remove")
    answer.form = `${section}-remove`;
  const status = answer.version ? 200 : answer.conflict ? 409 : answer.problems ? 400 : 500;
  // Published without JavaScript: to the top, where the notice shows.
  const notice = answer.version ? answer.toast : undefined;
  return answerDeskPost(request, cookies, { body: answer, status, notice, to: deskPaths.site });
}

const unknownSection = (): SiteSettingsAnswer => ({
  toast: { title: copy.error, text: copy.chooseSection, tone: "error" },
  problems: { fields: {}, summary: [] },
});

async function publishSection(section: SectionId, form: FormData, by: string): Promise<SiteSettingsAnswer> {
  const values = typedValues(form);
  const notPublished = (problems: SiteSettingsAnswer["problems"]): SiteSettingsAnswer => ({
    section,
    toast: { title: copy.notPublished, text: copy.fixBelow, tone: "error" },
    problems,
    values,
  });
  const changedSince = (): SiteSettingsAnswer => ({
    section,
    conflict: true,
    toast: { title: copy.notPublished, text: copy.conflict, tone: "error" },
    problems: { fields: {}, summary: [] },
    values,
  });
  try {
    const { database } = await getRuntime();
    const base = baseOf(form);
    const { profile, version: live } = await currentProfile(database.db);
    if (base !== undefined && live !== null && base !== live) return changedSince();
    const outcome = applySection(section, form, profile);
    if (!outcome.ok) return notPublished(outcome.problems);
    // Publishing refuses, too, a site changed between this read and the publish.
    const meta = { by, source: "desk" as const, basedOn: base };
    const result = await publishAndApply(database.db, outcome.profile, meta);
    if ("conflict" in result && result.conflict) return changedSince();
    if (!result.ok) return notPublished(problemsByField(section, result.problems, outcome.order));
    const version = result.version.id;
    log("info", "site_published", { section, version, by });
    const text = fillTemplate(copy.publishedVersion, { version: String(version) });
    return { section, version, toast: { title: copy.published, text, tone: "success" } };
  } catch (error) {
    log("error", "site_publish_failed", {
      section,
      error: error instanceof Error ? error.message : String(error),
    });
    return { section, toast: { title: copy.notPublished, text: adminCopy.tryAgain, tone: "error" }, values };
  }
}

/** With JavaScript: the answer, or the failure notice when the server cannot be reached. */
export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.notPublished);

export default function SiteSettingsPage({ loaderData }: Route.ComponentProps) {
  return (
    <DeskPage
      email={loaderData.email}
      role={loaderData.role}
      notice={loaderData.notice}
      title={copy.title}
      intro={copy.intro}
    >
      <SiteSettings data={loaderData} />
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} notFound={copy.notFound} />;
}
