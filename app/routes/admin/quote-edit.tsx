import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskHeader } from "~/components/admin/desk-header";
import { PageNotice } from "~/components/admin/page-notice";
import { staffPageClass } from "~/components/admin/staff-styles";
import { QuoteBuilder } from "~/components/quotes/quote-builder";
import { draftFromDocument, lineDefaults } from "~/lib/quotes/builder-draft";
import { useToastOn } from "~/components/ui/use-toast-on";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import {
  businessGstinOf,
  quoteSettingsOf,
  builderAction,
  storeDeps,
} from "~/server/quotes/desk-quote-forms.server";
import { getQuote, updateQuote } from "~/server/quotes/quote-store.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/quote-edit";

const copy = adminCopy.quotes;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${fillTemplate(copy.editTitle, { number: loaded?.number ?? "" })} | ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** /admin/quotes/:id/edit: the builder for the newest version while it is unsent; once sent, Revise. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const member = await requireDesk(request, { refuse: pageRefusal, cookies: page.cookies });
  const { database } = await getRuntime();
  const quote = await getQuote(database.db, member, params.id);
  if (!quote) throw data(null, { status: 404, headers: staffHeaders });
  if (quote.sentVersion === quote.version || quote.status === "approved")
    throw redirect(deskPaths.quote(quote.id), { headers: staffHeaders });
  const { site } = getConfig();
  return data(
    {
      email: member.email,
      role: member.role,
      notice: page.notice,
      id: quote.id,
      number: quote.number,
      version: quote.version,
      draft: draftFromDocument(quote.document),
      defaults: lineDefaults(quoteSettingsOf(site), quote.document.service),
      businessGstin: businessGstinOf(site),
    },
    { headers: page.headers() },
  );
}

/** A row button comes back with the change; Save stores the version and opens the quote. */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireDesk(request, { refuse: pageRefusal });
  const { site } = getConfig();
  requireSameOrigin(request, site.publicUrl);
  const form = await request.formData();
  const { database, now } = await getRuntime();
  return builderAction(form, site, (input) =>
    updateQuote(storeDeps(database.db, now(), member, site), params.id, input),
  );
}

export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.notices.error);

export default function EditQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  useToastOn(actionData && "toast" in actionData ? actionData : undefined);
  const answered = actionData && "draft" in actionData ? actionData : undefined;
  const title = fillTemplate(copy.editTitle, { number: loaderData.number });
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.email} role={loaderData.role} />
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <Link
          to={deskPaths.quote(loaderData.id)}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-wood-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {loaderData.number}
        </Link>
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        <div>
          <h1 className="font-display text-3xl font-semibold text-wood-950">{title}</h1>
          <p className="mt-2 text-wood-800">
            {fillTemplate(copy.page.version, { version: String(loaderData.version) })}
          </p>
        </div>
        <QuoteBuilder
          key={JSON.stringify(answered?.draft ?? null)}
          initial={answered?.draft ?? loaderData.draft}
          errors={answered?.errors ?? {}}
          defaults={loaderData.defaults}
          businessGstin={loaderData.businessGstin}
        />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} notFound={copy.page.notFound} />;
}
