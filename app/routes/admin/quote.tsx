import { ArrowLeft } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { deskClientAction } from "~/components/admin/desk-action";
import { DeskErrorPage } from "~/components/admin/desk-error-page";
import { DeskHeader } from "~/components/admin/desk-header";
import { PageNotice } from "~/components/admin/page-notice";
import { staffPageClass } from "~/components/admin/staff-styles";
import { QuoteActions } from "~/components/quotes/quote-actions";
import { QuoteHistory } from "~/components/quotes/quote-history";
import { QuoteSheet } from "~/components/quotes/quote-sheet";
import { QuoteBadge, quoteBadgeState } from "~/components/quotes/quote-status";
import { adminCopy } from "~/lib/admin-copy";
import { deskPaths } from "~/lib/desk-paths";
import { fillTemplate } from "~/lib/links";
import { formatInr } from "~/lib/quotes/money";
import type { Toast } from "~/lib/toast";
import { pageRefusal, requireDesk } from "~/server/auth/require-role.server";
import { flashNotice } from "~/server/http/flash-notice.server";
import { requireSameOrigin } from "~/server/http/same-origin.server";
import { staffHeaders, startStaffPage } from "~/server/http/staff-headers.server";
import { storeDeps } from "~/server/quotes/desk-quote-forms.server";
import {
  getQuote,
  getQuoteVersion,
  reviseQuote,
  revokeQuoteLink,
  sendQuote,
  quoteWhatsappUrl,
} from "~/server/quotes/quote-store.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import type { Route } from "./+types/quote";

const copy = adminCopy.quotes;

export const headers = () => staffHeaders;
export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `${loaded?.quote.number ?? copy.heading} | ${adminCopy.title}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** /admin/quotes/:id: a quote's newest version (or `?version=N`), sending it, its versions and answers. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const page = startStaffPage(request);
  const member = await requireDesk(request, { refuse: pageRefusal, cookies: page.cookies });
  const { database } = await getRuntime();
  const quote = await getQuote(database.db, member, params.id);
  if (!quote) throw data(null, { status: 404, headers: staffHeaders });
  const asked = Number(new URL(request.url).searchParams.get("version"));
  const older = Number.isInteger(asked) && asked >= 1 && asked < quote.version ? asked : null;
  const document = older ? await getQuoteVersion(database.db, member, quote.id, older) : quote.document;
  if (!document) throw data(null, { status: 404, headers: staffHeaders });
  // Just sent by WhatsApp: the chat to open, with the message and the customer's link in it.
  const whatsappUrl =
    new URL(request.url).searchParams.has("whatsapp") && quote.shareUrl && quote.sentVersion
      ? quoteWhatsappUrl(getConfig().site, quote.document.customer, quote.number, quote.shareUrl)
      : null;
  return data(
    { email: member.email, role: member.role, notice: page.notice, quote, document, older, whatsappUrl },
    { headers: page.headers() },
  );
}

const intents = ["send-whatsapp", "send-email", "send-link", "revise", "revoke"] as const;
type Intent = (typeof intents)[number];

/**
 * Sending, revising and revoking. Each comes back to the quote (a revision to its builder) with a
 * notice; sent by WhatsApp, the quote then offers the chat to open, the customer's link in its message.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireDesk(request, { refuse: pageRefusal });
  const { site } = getConfig();
  requireSameOrigin(request, site.publicUrl);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!intents.includes(intent as Intent)) throw data(null, { status: 400, headers: staffHeaders });
  const { database, now } = await getRuntime();
  const deps = storeDeps(database.db, now(), member, site);
  const back = (to: string, toast: Toast) => {
    throw redirect(to, { status: 303, headers: flashNotice(toast) });
  };
  switch (intent as Intent) {
    case "send-whatsapp":
    case "send-email":
    case "send-link": {
      const channel = intent === "send-whatsapp" ? "whatsapp" : intent === "send-email" ? "email" : "link";
      const result = await sendQuote(deps, params.id, channel);
      if (result.kind === "not-found") throw data(null, { status: 404, headers: staffHeaders });
      if (result.kind !== "done") return failed(result);
      // Back to the quote, where WhatsApp opens from a link: the desk's pages may not send a form's
      // answer on to another site (their Content-Security-Policy's form-action).
      if (channel === "whatsapp")
        return back(`${deskPaths.quote(params.id)}?whatsapp`, {
          title: copy.notices.sent.title,
          text: fillTemplate(copy.notices.sent.text, { number: result.value.number }),
          tone: "success",
        });
      const notice = channel === "email" && result.value.emailed ? copy.notices.emailed : copy.notices.sent;
      const text = fillTemplate(notice.text, { number: result.value.number });
      return back(deskPaths.quote(params.id), { title: notice.title, text, tone: "success" });
    }
    case "revise": {
      const result = await reviseQuote(deps, params.id);
      if (result.kind === "not-found") throw data(null, { status: 404, headers: staffHeaders });
      if (result.kind !== "done") return failed(result);
      const text = fillTemplate(copy.notices.revised.text, { version: String(result.value.version) });
      return back(deskPaths.quoteEdit(params.id), {
        title: copy.notices.revised.title,
        text,
        tone: "success",
      });
    }
    case "revoke": {
      const result = await revokeQuoteLink(deps, params.id);
      if (result.kind === "not-found") throw data(null, { status: 404, headers: staffHeaders });
      if (result.kind !== "done") return failed(result);
      return back(deskPaths.quote(params.id), { ...copy.notices.revoked, tone: "success" });
    }
  }
}

function failed(result: { kind: string; error?: string; errors?: Record<string, string> }) {
  const text = result.error ?? Object.values(result.errors ?? {})[0] ?? adminCopy.tryAgain;
  const toast: Toast = { title: copy.notices.error, text, tone: "error" };
  return data({ toast }, { status: 409, headers: staffHeaders });
}

export const clientAction = (args: Route.ClientActionArgs) => deskClientAction(args, copy.notices.error);

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, document, older } = loaderData;
  const state = quoteBadgeState(quote.status, Boolean(quote.link?.firstViewedAt));
  const answer = actionData && "toast" in actionData ? actionData.toast : undefined;
  return (
    <div className={staffPageClass}>
      <DeskHeader email={loaderData.email} role={loaderData.role} />
      <main id="main" className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        {quote.leadId ? (
          <Link
            to={deskPaths.lead(quote.leadId)}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-wood-700 underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {fillTemplate(copy.forLead, { name: quote.document.customer.name })}
          </Link>
        ) : null}
        {loaderData.notice ? <PageNotice notice={loaderData.notice} /> : null}
        {answer ? <PageNotice notice={answer} /> : null}
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="font-display text-3xl font-semibold text-wood-950">{quote.number}</h1>
          <QuoteBadge state={state} />
          <span className="text-wood-800">
            {fillTemplate(copy.page.version, { version: String(quote.version) })} ·{" "}
            {formatInr(quote.document.figures.totalPaise)}
          </span>
        </div>
        {older ? (
          <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
            {fillTemplate(copy.page.oldVersion, { version: String(older) })}{" "}
            <Link to={deskPaths.quote(quote.id)} className="font-semibold underline underline-offset-4">
              {copy.page.newest}
            </Link>
          </p>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            <QuoteSheet doc={document} />
          </div>
          <div className="space-y-6">
            <QuoteActions quote={quote} whatsappUrl={loaderData.whatsappUrl} />
            <QuoteHistory quote={quote} />
          </div>
        </div>
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DeskErrorPage error={error} notFound={copy.page.notFound} />;
}
