import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import { cleanLine, cleanText } from "~/lib/clean-text";
import { quoteMessages as copy } from "~/lib/desk-copy/quote-messages";
import { fillTemplate } from "~/lib/links";
import { formatInr, rupees } from "~/lib/quotes/money";
import type { QuoteFigures } from "~/lib/quotes/quote-document";
import { quoteFigures } from "~/lib/quotes/quote-figures";
import type { CustomerQuote, CustomerQuoteState } from "~/lib/quotes/quote-view";
import type { Site } from "~/lib/site";
import type { Db } from "../db/connect.server";
import type { Database } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import { alertOwner, moveLead, readLead, recordOnLead } from "./quote-lead-effects.server";
import { istDate } from "./quote-numbers.server";
import { parseDocument } from "./quote-read.server";
import type { QuoteResult } from "./quote-store.server";

// The customer's side: no account, only the link's token. A link shows the version it was made for;
// a withdrawn link, or one of a version never sent, shows nothing (null: not found). Opening,
// approving and asking for changes each go on the lead's timeline and alert its owner.

export type CustomerDeps = { db: Db; now: Date; site: Site; notify?: readonly string[] };

/** Tokens are 43 base64url characters: anything else is looked up nowhere. */
const isToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

async function linkAndQuote(db: Kysely<Database>, token: string) {
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

type Link = NonNullable<Awaited<ReturnType<typeof linkAndQuote>>>;

function stateOf(link: Link, today: string, validUntil: string): CustomerQuoteState {
  if (link.approved_version === link.version) return "approved";
  if (link.status === "withdrawn") return "withdrawn";
  if (link.approved_version !== null || (link.sent_version !== null && link.sent_version > link.version))
    return "superseded";
  if (validUntil < today) return "expired";
  return "open";
}

async function customerQuoteOf(db: Kysely<Database>, link: Link, deps: CustomerDeps): Promise<CustomerQuote> {
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

/** The figures with the optional lines the customer ticked (unknown keys are ignored). */
export const customerFigures = (
  quote: Pick<CustomerQuote, "document">,
  included: readonly string[],
): QuoteFigures => quoteFigures(quote.document, included);

/** The quote a link shows, or null; the first opening goes on the lead's timeline and alerts its owner. */
export async function openCustomerQuote(deps: CustomerDeps, token: string): Promise<CustomerQuote | null> {
  const link = await linkAndQuote(deps.db, token);
  if (!link) return null;
  const at = deps.now.toISOString();
  if (link.first_viewed_at !== null) {
    await deps.db.updateTable("quote_links").set({ last_viewed_at: at }).where("token", "=", token).execute();
    return customerQuoteOf(deps.db, link, deps);
  }
  return deps.db.transaction().execute(async (trx) => {
    // Only the request that sets first_viewed_at records the opening: two at once record it once.
    const first = await trx
      .updateTable("quote_links")
      .set({ first_viewed_at: at, last_viewed_at: at })
      .where("token", "=", token)
      .where("first_viewed_at", "is", null)
      .executeTakeFirst();
    const lead = link.lead_id ? await readLead(trx, link.lead_id) : undefined;
    if (Number(first.numUpdatedRows) === 1 && lead) {
      await recordOnLead(trx, lead.id, null, deps.now, [
        { kind: "quote", text: fillTemplate(copy.timeline.opened, { number: link.number }) },
      ]);
      await alertOwner(trx, {
        site: deps.site,
        now: deps.now,
        lead,
        notify: deps.notify,
        subject: fillTemplate(copy.alert.openedSubject, { name: lead.name, number: link.number }),
        lines: [fillTemplate(copy.timeline.opened, { number: link.number })],
      });
    }
    return customerQuoteOf(trx, link, deps);
  });
}

const approvalSchema = z.object({
  name: z
    .string({ error: copy.errors.name })
    .transform(cleanLine)
    .pipe(z.string().min(1, { error: copy.errors.name }).max(100, { error: "at most 100 characters" })),
  confirmed: z.literal(true, { error: copy.errors.confirm }),
  included: z.array(z.string().max(20)).max(200).default([]),
});

const changesSchema = z.object({
  message: z
    .string({ error: copy.errors.message })
    .transform(cleanText)
    .pipe(z.string().min(1, { error: copy.errors.message }).max(2000, { error: "at most 2000 characters" })),
});

const fieldErrors = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
};

/** The link, read again under the quote's lock, while it may still be answered. */
async function openLink(trx: Kysely<Database>, token: string, deps: CustomerDeps) {
  const before = await linkAndQuote(trx, token);
  if (!before) return undefined;
  await lockWritesFor<Database>(trx, `quote:${before.quote_id}`);
  const link = await linkAndQuote(trx, token);
  if (!link) return undefined;
  return { link, document: parseDocument(link.document), today: istDate(deps.now) };
}

/**
 * The customer approves the version their link shows, with the options they ticked: the quote is
 * approved at that total, the lead converted, its timeline says the value, and its owner hears.
 */
export async function approveQuote(
  deps: CustomerDeps,
  token: string,
  answer: { name: unknown; confirmed: unknown; included?: unknown },
): Promise<QuoteResult<CustomerQuote>> {
  const parsed = approvalSchema.safeParse(answer);
  if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error.issues) };
  return deps.db.transaction().execute(async (trx) => {
    const opened = await openLink(trx, token, deps);
    if (!opened) return { kind: "not-found" } as const;
    const { link, document, today } = opened;
    if (stateOf(link, today, document.validUntil) !== "open")
      return { kind: "conflict", error: copy.errors.notOpen } as const;
    const optional = new Set(
      document.sections.flatMap((section) => section.lines.filter((l) => l.optional).map((l) => l.key)),
    );
    if (parsed.data.included.some((key) => !optional.has(key)))
      return { kind: "invalid", errors: { included: copy.errors.included } } as const;
    const figures = quoteFigures(document, parsed.data.included);
    const at = deps.now.toISOString();
    await trx
      .insertInto("quote_responses")
      .values({
        id: randomUUID(),
        quote_id: link.quote_id,
        version: link.version,
        token,
        kind: "approved",
        name: parsed.data.name,
        included: JSON.stringify(figures.included),
        figures: JSON.stringify(figures),
        created_at: at,
      })
      .execute();
    await trx
      .updateTable("quotes")
      .set({
        status: "approved",
        approved_total_paise: figures.totalPaise,
        approved_version: link.version,
        approved_name: parsed.data.name,
        approved_at: at,
        updated_at: at,
      })
      .where("id", "=", link.quote_id)
      .execute();
    const lead = link.lead_id ? await readLead(trx, link.lead_id) : undefined;
    if (lead) {
      const text = fillTemplate(copy.timeline.approved, {
        number: link.number,
        name: parsed.data.name,
        total: formatInr(figures.totalPaise),
      });
      const moved = await moveLead(trx, lead, "converted", null, deps.now);
      await recordOnLead(trx, lead.id, null, deps.now, [...moved, { kind: "quote", text }]);
      await alertOwner(trx, {
        site: deps.site,
        now: deps.now,
        lead,
        notify: deps.notify,
        subject: fillTemplate(copy.alert.approvedSubject, {
          name: lead.name,
          number: link.number,
          total: formatInr(figures.totalPaise),
        }),
        lines: [text],
      });
    }
    const again = await linkAndQuote(trx, token);
    return { kind: "done", value: await customerQuoteOf(trx, again!, deps) } as const;
  });
}

/** The customer asks for changes to the version their link shows: recorded, and the owner hears. */
export async function askForChanges(
  deps: CustomerDeps,
  token: string,
  answer: { message: unknown },
): Promise<QuoteResult<CustomerQuote>> {
  const parsed = changesSchema.safeParse(answer);
  if (!parsed.success) return { kind: "invalid", errors: fieldErrors(parsed.error.issues) };
  return deps.db.transaction().execute(async (trx) => {
    const opened = await openLink(trx, token, deps);
    if (!opened) return { kind: "not-found" } as const;
    const { link, document, today } = opened;
    if (stateOf(link, today, document.validUntil) !== "open")
      return { kind: "conflict", error: copy.errors.notOpen } as const;
    const at = deps.now.toISOString();
    await trx
      .insertInto("quote_responses")
      .values({
        id: randomUUID(),
        quote_id: link.quote_id,
        version: link.version,
        token,
        kind: "changes",
        message: parsed.data.message,
        created_at: at,
      })
      .execute();
    await trx
      .updateTable("quotes")
      .set({ status: "changes", updated_at: at })
      .where("id", "=", link.quote_id)
      .execute();
    const lead = link.lead_id ? await readLead(trx, link.lead_id) : undefined;
    if (lead) {
      const text = fillTemplate(copy.timeline.changes, { number: link.number, message: parsed.data.message });
      await recordOnLead(trx, lead.id, null, deps.now, [{ kind: "quote", text }]);
      await alertOwner(trx, {
        site: deps.site,
        now: deps.now,
        lead,
        notify: deps.notify,
        subject: fillTemplate(copy.alert.changesSubject, { name: lead.name, number: link.number }),
        lines: [text],
      });
    }
    return { kind: "done", value: await customerQuoteOf(trx, link, deps) } as const;
  });
}
