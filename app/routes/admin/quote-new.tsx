import { ArrowLeft, FilePlus2, LayoutTemplate } from "lucide-react";
import { data, Link } from "react-router";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskHeader } from "~/components/admin/desk-header";
import { PageNotice } from "~/components/admin/page-notice";
import { staffCardClass, staffPageClass } from "~/components/admin/staff-styles";
import { QuoteBuilder } from "~/components/quotes/quote-builder";
import { lineDefaults, newDraft, type BuilderDraft } from "~/lib/quotes/builder-draft";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { getLead } from "~/server/leads/lead-record.server";
import {
  businessGstinOf,
  leadServiceId,
  quoteSettingsOf,
  builderAction,
  storeDeps,
} from "~/server/quotes/desk-quote-forms.server";
import { createQuote } from "~/server/quotes/quote-store.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/quote-new";

const copy = adminCopy.quotes;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = () => [
  { title: `${copy.newTitle} | ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

const indiaDate = (now: Date) => new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * /admin/leads/:id/quotes/new: the templates to start from (the lead's service's first), then, with
 * `?template=` (a template's id, or "blank"), the builder filled from it. Staff for their own leads,
 * admins for any.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const member = await requireDesk(request, { refuse: pageRefusal, cookies: page.cookies });
  const { database, now } = await getRuntime();
  const found = await getLead(database.db, params.id, member);
  if (!found) throw data(null, { status: 404, headers: staffHeaders });
  const { site } = getConfig();
  const settings = quoteSettingsOf(site);
  const service = leadServiceId(site, found.lead.service);
  const chosen = new URL(request.url).searchParams.get("template");
  const template = settings.templates.find((one) => one.id === chosen) ?? null;
  const draft =
    chosen === "blank" || template
      ? newDraft(settings, { template, service, today: indiaDate(now()) })
      : null;
  const ordered = [
    ...settings.templates.filter((one) => one.service === service),
    ...settings.templates.filter((one) => one.service !== service),
  ];
  return data(
    {
      email: member.email,
      role: member.role,
      notice: page.notice,
      lead: { id: found.lead.id, name: found.lead.name, service: found.lead.service },
      service,
      templates: ordered.map((one) => ({
        id: one.id,
        title: one.title,
        forLead: one.service === service,
        lines: one.sections.reduce((sum, section) => sum + section.lines.length, 0),
        sections: one.sections.map((section) => section.title),
      })),
      chosen: draft ? (chosen ?? "blank") : null,
      draft,
      defaults: lineDefaults(settings, draft?.service || service),
      businessGstin: businessGstinOf(site),
    },
    { headers: page.headers() },
  );
}

/**
 * The builder's form: a row button comes back with the change (nothing typed is lost); Save makes the
 * quote (version 1, a draft) and opens it, or comes back with each problem by its field.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireDesk(request, { refuse: pageRefusal });
  const { site } = getConfig();
  requireSameOrigin(request, site.publicUrl);
  const { database, now } = await getRuntime();
  // Not the member's lead (or none): as if the page were not there, whatever the form asks.
  if (!(await getLead(database.db, params.id, member)))
    throw data(null, { status: 404, headers: staffHeaders });
  const form = await request.formData();
  return builderAction(form, site, (input) =>
    createQuote(storeDeps(database.db, now(), member, site), params.id, input),
  );
}

export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.notices.error);

export default function NewQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  useToastOn(actionData && "toast" in actionData ? actionData : undefined);
  const { lead } = loaderData;
  const answered = actionData && "draft" in actionData ? actionData : undefined;
  const draft: BuilderDraft | null = answered?.draft ?? loaderData.draft;
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.email} role={loaderData.role} />
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <Link
          to={deskPaths.lead(lead.id)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-wood-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {fillTemplate(copy.forLead, { name: lead.name })}
        </Link>
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        <div>
          <h1 className="font-display text-3xl font-semibold text-wood-950">{copy.newTitle}</h1>
          <p className="mt-2 max-w-3xl text-wood-800">
            {fillTemplate(copy.forLead, { name: lead.name })} · {lead.service}
          </p>
        </div>
        {draft ? (
          <QuoteBuilder
            // A row change without JavaScript comes back as a new draft: the builder starts from it.
            key={JSON.stringify(answered?.draft ?? loaderData.chosen)}
            initial={draft}
            errors={answered?.errors ?? {}}
            defaults={loaderData.defaults}
            businessGstin={loaderData.businessGstin}
          />
        ) : (
          <TemplateChoice leadId={lead.id} templates={loaderData.templates} />
        )}
      </main>
    </div>
  );
}

type TemplateItem = { id: string; title: string; forLead: boolean; lines: number; sections: string[] };

/** The templates as one-tap choices: the lead's service's first, then the others, then a blank quote. */
function TemplateChoice({ leadId, templates }: { leadId: string; templates: TemplateItem[] }) {
  const start = copy.start;
  const href = (id: string) => `${deskPaths.newQuote(leadId)}?template=${encodeURIComponent(id)}`;
  const lines = (n: number) =>
    n === 1 ? start.lines.one : fillTemplate(start.lines.many, { count: String(n) });
  const card = `flex min-h-16 items-start gap-3 p-4 hover:border-wood-500 hover:bg-wood-50 ${staffCardClass}`;
  return (
    <section aria-labelledby="start-h" className="space-y-3">
      <h2 id="start-h" className="font-display text-xl font-semibold text-wood-950">
        {start.heading}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {templates.map((one) => (
          <li key={one.id}>
            <Link to={href(one.id)} className={card}>
              <LayoutTemplate aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-wood-700" />
              <span>
                <span className="block font-semibold text-wood-950">{one.title}</span>
                <span className="block text-sm text-wood-800">
                  {one.sections.join(", ")} · {lines(one.lines)}
                </span>
                {one.forLead ? (
                  <span className="mt-1 inline-flex rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-200 ring-inset">
                    {start.leadServiceBadge}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={href("blank")} className={card}>
            <FilePlus2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-wood-700" />
            <span>
              <span className="block font-semibold text-wood-950">{start.blank}</span>
              <span className="block text-sm text-wood-800">{start.blankText}</span>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} />;
}
