import type { Kysely } from "kysely";
import { rupees } from "~/lib/quotes/money";
import type { CustomerQuote, CustomerQuoteState } from "~/lib/quotes/quote-view";
import type { Site } from "~/lib/site";
import type { Db } from "../db/connect.server";
import type { Database } from "../db/schema.server";
import { istDate } from "./quote-numbers.server";
import { parseDocument } from "./quote-read.server";

// A customer's link, read: the version it was made for, the quote's state as the customer sees it
// (open, approved, expired, revised, withdrawn) and the page's view of it. A withdrawn link, or one
// of a version never sent, reads as nothing (undefined: not found).

/**
 * What the customer's side needs: the database, now, the live site, and who hears of what
 * the customer did besides the desk members (`notify`). `alerted` runs once an alert about an
 * opening or an answer is committed, so the mail goes at once rather than at the queue's next poll.
 */
export type CustomerDeps = {
  db: Db;
  now: Date;
  site: Site;
  notify?: readonly string[];
  alerted?: () => void | Promise<void>;
};

/** Tokens are 43 base64url characters: anything else is looked up nowhere. */
const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The link a token names, with its version's document and its quote; undefined when it opens nothing. */
export async function linkAndQuote(db: Kysely<Database>, token: string) {
  if (!isToken(token)) return undefined;
  const link = await db
    .selectFrom("quote_links")
    .innerJoin("quotes", "quotes.id", "quote_links.quote_id")
    .innerJoin("quote_versions", (join) =>
      join
        .onRef("quote_versions.quote_id", "=", "quote_links.quote_id")
        .onRef("quote_versions.version", "=", "quote_links.version"),
    )
    .select([
      "quote_links.token",
      "quote_links.version",
      "quote_links.revoked_at",
      "quote_links.first_viewed_at",
      "quote_versions.document",
      "quote_versions.sent_at as version_sent_at",
      "quotes.id as quote_id",
      "quotes.lead_id",
      "quotes.number",
      "quotes.status",
      "quotes.sent_version",
      "quotes.approved_version",
      "quotes.approved_name",
      "quotes.approved_at",
      "quotes.approved_total_paise",
      "quotes.erased_at",
    ])
    .where("quote_links.token", "=", token)
    .executeTakeFirst();
  if (!link || link.revoked_at !== null || link.version_sent_at === null || link.erased_at !== null)
    return undefined;
  return link;
}

export type Link = NonNullable<Awaited<ReturnType<typeof linkAndQuote>>>;

export function stateOf(link: Link, today: string, validUntil: string): CustomerQuoteState {
  if (link.approved_version === link.version) return "approved";
  if (link.status === "withdrawn") return "withdrawn";
  if (link.approved_version !== null || (link.sent_version !== null && link.sent_version > link.version))
    return "superseded";
  if (validUntil < today) return "expired";
  return "open";
}

export async function customerQuoteOf(
  db: Kysely<Database>,
  link: Link,
  deps: CustomerDeps,
): Promise<CustomerQuote> {
  const document = parseDocument(link.document);
  const responses = await db
    .selectFrom("quote_responses")
    .select(["kind", "included", "created_at"])
    .where("quote_id", "=", link.quote_id)
    .where("version", "=", link.version)
    .orderBy("created_at", "desc")
    .execute();
  const approved = responses.find((response) => response.kind === "approved");
  const changes = responses.find((response) => response.kind === "changes");
  return {
    state: stateOf(link, istDate(deps.now), document.validUntil),
    document,
    quoteId: link.quote_id,
    version: link.version,
    token: link.token,
    approval:
      link.approved_version === link.version && link.approved_at !== null
        ? {
            name: link.approved_name,
            at: link.approved_at,
            version: link.version,
            total: rupees(Number(link.approved_total_paise ?? 0)),
            included: approved?.included ? (JSON.parse(approved.included) as string[]) : [],
          }
        : null,
    changesAskedAt: changes?.created_at ?? null,
    business: {
      name: deps.site.business.name,
      phone: deps.site.business.phone,
      whatsapp: deps.site.business.whatsapp ?? deps.site.business.phone,
    },
  };
}
