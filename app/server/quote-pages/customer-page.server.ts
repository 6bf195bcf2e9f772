import type { CustomerResponse, RespondAnswer } from "~/lib/quotes/customer-choice";
import { customerCopy } from "~/lib/quotes/customer-copy";
import { telHref, whatsappHref } from "~/lib/links";
import type { CustomerQuote } from "~/lib/quotes/quote-view";
import { notifyAddresses } from "~/server/leads/lead-writes.server";
import { approveQuote, askForChanges } from "~/server/quotes/quote-customer-answers.server";
import { openCustomerQuote, type CustomerDeps } from "~/server/quotes/quote-customer.server";
import { nudgeMail } from "~/server/quotes/quote-runtime.server";
import { getRuntime } from "~/server/runtime.server";
import { getConfig } from "~/server/site.server";
import { currentSite } from "~/server/site-settings/live-site.server";

// What the customer's page at /quote/{token} loads and does, over the quote store's customer side.

/** The business's call and chat links, the chat opening with the quote's number when there is one. */
export type QuotePageContact = { tel: string; whatsapp: string };

export type CustomerQuotePage =
  | { kind: "quote"; quote: CustomerQuote; contact: QuotePageContact }
  | { kind: "gone"; contact: QuotePageContact };

/** A token as links carry it (the store checks it exactly): anything else is not looked up. */
const tokenShape = /^[A-Za-z0-9_-]{20,100}$/;

function contactFor(number?: string, numbers?: CustomerQuote["business"]): QuotePageContact {
  const { business } = currentSite();
  const phone = numbers?.phone ?? business.phone;
  const chat = numbers?.whatsapp ?? business.whatsapp ?? business.phone;
  return {
    tel: telHref(phone),
    whatsapp: whatsappHref(chat, number ? customerCopy.whatsappText(number) : undefined),
  };
}

async function customerDeps(): Promise<CustomerDeps> {
  const { database, now } = await getRuntime();
  // Opening, approving and asking for changes alert whoever a new lead would; the alert goes at once.
  return {
    db: database.db,
    now: now(),
    site: currentSite(),
    notify: notifyAddresses(getConfig()),
    alerted: nudgeMail,
  };
}

/**
 * The quote a token opens (its view recorded by the store), or "gone": an unknown or revoked token
 * and a withdrawn quote look the same, so a link reveals nothing once it stops working.
 */
export async function customerQuotePage(token: string): Promise<CustomerQuotePage> {
  if (!tokenShape.test(token)) return { kind: "gone", contact: contactFor() };
  const quote = await openCustomerQuote(await customerDeps(), token);
  if (!quote || quote.state === "withdrawn") return { kind: "gone", contact: contactFor() };
  return { kind: "quote", quote, contact: contactFor(quote.document.number, quote.business) };
}

export type RespondOutcome =
  | { kind: "done" }
  | { kind: "gone"; contact: QuotePageContact }
  | { kind: "totals"; included: string[] }
  | { kind: "invalid"; included: string[]; answer: RespondAnswer };

/**
 * What the page's forms post: the ticks (shown again with their totals), an approval (a typed
 * name and the confirming tick) or a request for changes (a message). A problem names its field
 * and keeps what was typed.
 */
export async function respondToQuote(token: string, response: CustomerResponse): Promise<RespondOutcome> {
  if (!tokenShape.test(token)) return { kind: "gone", contact: contactFor() };
  const included = response.include;
  if (response.intent === "totals") return { kind: "totals", included };
  const values = { name: response.name, confirmed: response.confirmed === "yes", message: response.message };
  const invalid = (errors: RespondAnswer["errors"]): RespondOutcome => ({
    kind: "invalid",
    included,
    answer: { intent: response.intent === "approve" ? "approve" : "changes", errors, values },
  });
  if (response.intent === "approve") {
    const errors: RespondAnswer["errors"] = {};
    if (!values.name) errors.name = customerCopy.approve.nameMissing;
    if (!values.confirmed) errors.confirmed = customerCopy.approve.confirmMissing;
    if (errors.name || errors.confirmed) return invalid(errors);
    const result = await approveQuote(await customerDeps(), token, {
      name: values.name,
      confirmed: true,
      included,
    });
    if (result.kind === "not-found") return { kind: "gone", contact: contactFor() };
    if (result.kind === "invalid")
      return invalid({
        name: result.errors.name,
        confirmed: result.errors.confirmed,
        ...(result.errors.name || result.errors.confirmed ? {} : { name: Object.values(result.errors)[0] }),
      });
    // Approved, or no longer open (expired, revised, already approved): the page says which.
    return { kind: "done" };
  }
  if (!values.message) return invalid({ message: customerCopy.changes.messageMissing });
  const result = await askForChanges(await customerDeps(), token, { message: values.message });
  if (result.kind === "not-found") return { kind: "gone", contact: contactFor() };
  if (result.kind === "invalid") return invalid({ message: Object.values(result.errors)[0] });
  return { kind: "done" };
}
