import { data, redirect } from "react-router";
import { ApproveForm, ChangesForm } from "~/components/quotes/customer/quote-respond";
import { QuoteFrame } from "~/components/quotes/customer/quote-frame";
import { QuoteHeading } from "~/components/quotes/customer/quote-heading";
import { QuoteNotice } from "~/components/quotes/customer/quote-notice";
import { QuoteSections } from "~/components/quotes/customer/quote-sections";
import { QuoteTerms, QuoteTotals } from "~/components/quotes/customer/quote-totals";
import { documentOnly } from "~/lib/hydration";
import { figuresOnly, jsonForScript, readCustomerResponse } from "~/lib/quotes/customer-choice";
import { customerCopy } from "~/lib/quotes/customer-copy";
import { formatLeadDate } from "~/lib/format-date";
import { formatInr } from "~/lib/quotes/money";
import { formatQuoteDate } from "~/lib/quotes/quote-date-format";
import { quoteFigures } from "~/lib/quotes/quote-figures";
import { customerQuotePage, respondToQuote } from "~/server/quote-pages/customer-page.server";
import type { Route } from "./+types/customer-quote";

// A customer's quotation at /quote/{token}: no account, the token is the key. A document like the
// public pages (no React in the browser; one small script works the totals out as options are
// ticked), never cached or indexed, and its address never sent on to another site.

export const handle = documentOnly;

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  // The token is in the address: no other site is told it. Not "no-referrer": a browser then sends
  // the page's own form posts with "Origin: null", which the cross-site check refuses.
  "Referrer-Policy": "same-origin",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData && loaderData.kind === "quote"
        ? customerCopy.pageTitle(loaderData.quote.document.number, loaderData.quote.document.business.name)
        : customerCopy.notFound.heading,
  },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const page = await customerQuotePage(params.token);
  return page.kind === "gone" ? data(page, { status: 404 }) : page;
}

export async function action({ request, params }: Route.ActionArgs) {
  const response = readCustomerResponse(await request.formData());
  const answer = await respondToQuote(params.token, response);
  if (answer.kind === "done") return redirect(new URL(request.url).pathname, 303);
  if (answer.kind === "gone") return data(answer, { status: 404 });
  return data(answer, { status: answer.kind === "invalid" ? 400 : 200 });
}

export default function CustomerQuote({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "gone") {
    return (
      <QuoteFrame contact={loaderData.contact}>
        <QuoteNotice
          heading={customerCopy.notFound.heading}
          text={customerCopy.notFound.text}
          contact={loaderData.contact}
        />
      </QuoteFrame>
    );
  }
  const { quote, contact } = loaderData;
  const doc = quote.document;
  const approved = quote.state === "approved" ? quote.approval : null;
  // The ticks shown: the approved ones, else those just posted, else none.
  const included = approved?.included ?? (actionData && "included" in actionData ? actionData.included : []);
  const figures = quoteFigures(doc, included);
  const open = quote.state === "open";
  const answer = actionData && actionData.kind === "invalid" ? actionData.answer : undefined;
  return (
    <QuoteFrame contact={contact}>
      {approved ? (
        <QuoteNotice
          tone="done"
          heading={customerCopy.approvedHeading}
          text={customerCopy.approved(
            approved.name ?? "",
            formatLeadDate(approved.at),
            formatInr(figures.totalPaise),
          )}
        />
      ) : null}
      {quote.state === "expired" ? (
        <QuoteNotice
          heading={customerCopy.states.expired.heading}
          text={customerCopy.states.expired.text(formatQuoteDate(doc.validUntil))}
          contact={contact}
        />
      ) : null}
      {quote.state === "superseded" ? (
        <QuoteNotice
          heading={customerCopy.states.superseded.heading}
          text={customerCopy.states.superseded.text}
          contact={contact}
        />
      ) : null}
      {open && quote.changesAskedAt ? (
        <QuoteNotice tone="done" heading={customerCopy.changes.heading} text={customerCopy.changes.thanks} />
      ) : null}
      <QuoteHeading doc={doc} />
      {open && doc.sections.some((section) => section.lines.some((line) => line.optional)) ? (
        <p className="text-wood-800">{customerCopy.optionalHint}</p>
      ) : null}
      <QuoteSections doc={doc} included={figures.included} choosing={open} form="quote-form" />
      <QuoteTotals doc={doc} figures={figures} />
      <QuoteTerms doc={doc} />
      <p>
        <a
          href={`/quote/${encodeURIComponent(quote.token)}/pdf`}
          className="inline-flex min-h-12 items-center rounded-lg border-2 border-wood-700 px-5 py-3 font-semibold text-wood-800 hover:bg-wood-100"
        >
          {customerCopy.pdf}
        </a>
      </p>
      {open ? (
        <>
          <ApproveForm total={formatInr(figures.totalPaise)} answer={answer} />
          <ChangesForm answer={answer} />
          <script
            type="application/json"
            id="quote-figures-input"
            dangerouslySetInnerHTML={{ __html: jsonForScript(figuresOnly(doc)) }}
          />
        </>
      ) : null}
    </QuoteFrame>
  );
}
