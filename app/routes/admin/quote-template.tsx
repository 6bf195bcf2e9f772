import { data, redirect } from "react-router";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskPage } from "~/components/admin/desk-page";
import { TemplateEditor } from "~/components/quotes/template-editor";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy } from "~/lib/admin-copy";
import { quoteTemplateCopy } from "~/lib/desk-copy/quote-settings";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { quoteSettingsOf } from "~/lib/quotes/quote-input";
import { type TemplateDraft, templateDraft } from "~/lib/quotes/template-draft";
import type { Toast } from "~/lib/toast";
import { flashNotice } from "~/server/http/flash-notice.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { log } from "~/server/log.server";
import { getRuntime } from "~/server/runtime.server";
import { publishAndApply } from "~/server/site-settings/publish.server";
import {
  newTemplateId,
  readTemplatePost,
  saveTemplate,
  templateProblems,
} from "~/server/site-settings/quote-templates.server";
import { baseOf } from "~/server/site-settings/settings-forms.server";
import { currentProfile, requireSiteAdmin } from "~/server/site-settings/settings-page.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/quote-template";

const copy = quoteTemplateCopy;
const siteCopy = adminCopy.siteSettings;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.heading ?? copy.newTitle} | ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * /admin/site/quote-templates/:id (`new` for a new one): a quote template's title, service, rooms
 * and lines, edited with the quote builder's sections editor. Admins only; staff get 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const admin = await requireSiteAdmin(request, page.cookies);
  const { database } = await getRuntime();
  const { profile, version } = await currentProfile(database.db);
  const isNew = params.id === newTemplateId;
  const template = quoteSettingsOf(profile).templates.find((one) => one.id === params.id) ?? null;
  if (!isNew && !template) throw data(null, { status: 404, headers: staffHeaders });
  return data(
    {
      email: admin.email,
      role: admin.role,
      notice: page.notice,
      version,
      heading: template ? fillTemplate(copy.editTitle, { title: template.title }) : copy.newTitle,
      draft: templateDraft(template, profile.services[0]?.id ?? ""),
      services: profile.services.map((service) => ({ id: service.id, title: service.title })),
    },
    { headers: page.headers() },
  );
}

type Answer = { draft: TemplateDraft; errors: Record<string, string>; toast?: Toast; conflict?: true };

/**
 * A row button comes back with the change (nothing typed is lost). Save checks the template, puts it
 * in the live profile's quote settings and publishes the whole site as a new version (refused when
 * the site changed since the page was opened), then goes back to the quote settings with the notice.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireSiteAdmin(request, new Headers());
  requireSameOrigin(request, getConfig().site.publicUrl);
  const form = await request.formData();
  const post = readTemplatePost(form);
  const answer = (errors: Record<string, string>, status: number, text: string = siteCopy.fixBelow) =>
    data<Answer>(
      {
        draft: post.draft,
        errors,
        toast: { title: siteCopy.notPublished, text, tone: "error" },
        ...(status === 409 ? { conflict: true as const } : {}),
      },
      { status, headers: staffHeaders },
    );
  if (post.kind === "rows") return data<Answer>({ draft: post.draft, errors: {} }, { headers: staffHeaders });
  const { database } = await getRuntime();
  const base = baseOf(form);
  const { profile, version: live } = await currentProfile(database.db);
  if (base !== undefined && live !== null && base !== live) return answer({}, 409, siteCopy.conflict);
  const id = params.id === newTemplateId ? null : params.id;
  const saved = saveTemplate(profile, id, post.draft);
  if (!saved.ok) return answer(saved.errors, 400);
  const meta = { by: admin.email, source: "desk" as const, basedOn: base };
  const result = await publishAndApply(database.db, saved.profile, meta);
  if ("conflict" in result && result.conflict) return answer({}, 409, siteCopy.conflict);
  if (!result.ok) {
    const index = quoteSettingsOf(saved.profile).templates.findIndex((one) => one.id === saved.id);
    return answer(templateProblems(result.problems, index), 400);
  }
  const version = String(result.version.id);
  log("info", "site_published", { section: "quote-template", version: result.version.id, by: admin.email });
  const text = fillTemplate(siteCopy.publishedVersion, { version });
  throw redirect(`${deskPaths.site}#quotes`, {
    status: 303,
    headers: flashNotice({ title: siteCopy.published, text, tone: "success" }),
  });
}

export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, siteCopy.notPublished);

export default function QuoteTemplatePage({ loaderData, actionData }: Route.ComponentProps) {
  useToastOn(actionData && "toast" in actionData ? actionData : undefined);
  const answered = actionData && "draft" in actionData ? actionData : undefined;
  return (
    <DeskPage
      email={loaderData.email}
      role={loaderData.role}
      notice={loaderData.notice}
      title={loaderData.heading}
      intro={copy.intro}
    >
      <TemplateEditor
        // A row change without JavaScript comes back as a new draft: the editor starts from it.
        key={JSON.stringify(answered?.draft ?? null)}
        initial={answered?.draft ?? loaderData.draft}
        errors={answered?.errors ?? {}}
        conflict={Boolean(answered?.conflict)}
        services={loaderData.services}
        version={loaderData.version}
      />
    </DeskPage>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} notFound={copy.notFound} />;
}
