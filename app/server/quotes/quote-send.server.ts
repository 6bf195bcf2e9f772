import { quoteMessages as copy } from "~/lib/desk-copy/quote-messages";
import { fillTemplate, whatsappHref } from "~/lib/links";
import { formatInr } from "~/lib/quotes/money";
import type { QuoteView, SentQuote } from "~/lib/quotes/quote-view";
import type { Site } from "~/lib/site";
import { queueWrittenMail } from "../alerts/mail-queue.server";
import { moveLead, readLead, recordOnLead } from "./quote-lead-effects.server";
import { parseDocument, shareUrlOf } from "./quote-read.server";
import type { QuoteDeps, QuoteResult } from "./quote-store.server";
import {
  conflict,
  done,
  lockedQuote,
  makeLink,
  newestVersion,
  notFound,
  viewOf,
} from "./quote-write-steps.server";

// Sending a quote to its customer (by WhatsApp, e-mail or a link to pass on) and withdrawing its
// links.

/**
 * Sends the newest version: marks it sent (the version customers are shown from now on), makes a
 * link if the last was withdrawn, records it on the lead's timeline and moves a new lead to
 * contacted. By e-mail, queues the message with the link to the lead's address.
 */
export async function sendQuote(
  deps: QuoteDeps,
  quoteId: string,
  channel: "whatsapp" | "email" | "link",
): Promise<QuoteResult<SentQuote>> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedQuote(trx, deps, quoteId);
    if (!row) return notFound;
    if (row.erased_at !== null || row.lead_id === null) return conflict(copy.errors.erased);
    if (row.status === "approved") return conflict(copy.errors.approved);
    const lead = await readLead(trx, row.lead_id);
    if (!lead) return notFound;
    if (channel === "email" && !lead.email)
      return { kind: "invalid", errors: { channel: copy.errors.noEmail } } as const;
    const newest = await newestVersion(trx, row);
    const document = parseDocument(newest.document);
    const at = deps.now.toISOString();

    const live = await trx
      .selectFrom("quote_links")
      .select("token")
      .where("quote_id", "=", row.id)
      .where("version", "=", row.version)
      .where("revoked_at", "is", null)
      .orderBy("created_at", "desc")
      .executeTakeFirst();
    const token = live?.token ?? (await makeLink(trx, row.id, row.version, deps));
    const url = shareUrlOf(deps.site.publicUrl, token);

    if (newest.sent_at === null)
      await trx
        .updateTable("quote_versions")
        .set({ sent_at: at })
        .where("quote_id", "=", row.id)
        .where("version", "=", row.version)
        .execute();
    await trx
      .updateTable("quotes")
      .set({
        status: "sent",
        sent_version: row.version,
        sent_at: at,
        first_sent_at: row.first_sent_at ?? at,
        updated_at: at,
      })
      .where("id", "=", row.id)
      .execute();

    const total = formatInr(document.figures.totalPaise);
    const moved = await moveLead(trx, lead, "contacted", deps.actor, deps.now);
    await recordOnLead(trx, lead.id, deps.actor, deps.now, [
      ...moved,
      {
        kind: "quote",
        text:
          row.version === 1
            ? fillTemplate(copy.timeline.sent, { number: row.number, total })
            : fillTemplate(copy.timeline.sentAgain, {
                number: row.number,
                version: String(row.version),
                total,
              }),
      },
    ]);

    const values = {
      name: lead.name,
      number: row.number,
      business: deps.site.business.name,
      url,
      total,
      validUntil: document.validUntil,
      phone: deps.site.phoneDisplay,
    };
    let emailed = false;
    if (channel === "email" && lead.email) {
      const text = fillTemplate(copy.share.email, values);
      await queueWrittenMail(
        trx,
        [
          {
            recipient: lead.email,
            subject: fillTemplate(copy.share.emailSubject, values),
            text,
            html: textAsHtml(text),
          },
        ],
        deps.now,
        "quote",
      );
      emailed = true;
    }
    const view = await viewOf(trx, row.id, deps.site);
    return done({
      ...view,
      whatsappUrl: quoteWhatsappUrl(deps.site, lead, row.number, url),
      emailed,
    });
  });
}

/** WhatsApp's link to the customer's chat, with a message that names the quote and gives its link. */
export function quoteWhatsappUrl(
  site: Site,
  customer: { name: string; phone: string },
  number: string,
  url: string,
): string {
  const message = fillTemplate(copy.share.whatsapp, {
    name: customer.name,
    number,
    business: site.business.name,
    url,
  });
  return whatsappHref(customer.phone, message);
}

/** Plain text as a simple HTML message: escaped, its lines kept, its one link made a link. */
function textAsHtml(text: string) {
  const escaped = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const linked = escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;white-space:pre-wrap">${linked}</body></html>`;
}

/** Withdraws every live link of the quote: the customer's page stops showing it; the next send makes a new one. */
export async function revokeQuoteLink(deps: QuoteDeps, quoteId: string): Promise<QuoteResult<QuoteView>> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockedQuote(trx, deps, quoteId);
    if (!row) return notFound;
    const result = await trx
      .updateTable("quote_links")
      .set({ revoked_at: deps.now.toISOString(), revoked_by: deps.actor.email })
      .where("quote_id", "=", row.id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0 && row.lead_id !== null)
      await recordOnLead(trx, row.lead_id, deps.actor, deps.now, [
        { kind: "quote", text: fillTemplate(copy.timeline.revoked, { number: row.number }) },
      ]);
    return done(await viewOf(trx, row.id, deps.site));
  });
}
