import { randomUUID } from "node:crypto";
import type { Insertable, Kysely, Updateable } from "kysely";
import { z } from "zod";
import { cleanLine, cleanText } from "~/lib/clean-text";
import { quoteMessages as copy } from "~/lib/desk-copy/quote-messages";
import { fillTemplate } from "~/lib/links";
import { formatInr } from "~/lib/quotes/money";
import type { QuoteDocument } from "~/lib/quotes/quote-document";
import { quoteFigures } from "~/lib/quotes/quote-figures";
import type { CustomerQuote } from "~/lib/quotes/quote-view";
import type { Database } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import { queueQuoteApprovedPush } from "../push/push-alerts.server";
import {
  customerQuoteOf,
  linkAndQuote,
  stateOf,
  type CustomerDeps,
  type Link,
} from "./quote-customer-link.server";
import { alertOwner, moveLead, readLead, recordOnLead } from "./quote-lead-effects.server";
import { istDate } from "./quote-numbers.server";
import { parseDocument } from "./quote-read.server";
import type { QuoteResult } from "./quote-store.server";

// The customer's answers on their link: approve the version it shows (with the options ticked), or
// ask for changes. Each is refused unless that version is still open, goes on the lead's timeline
// and alerts its owner; the alert is sent at once (`deps.alerted`) once the answer is committed.

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

type OpenQuote = { link: Link; document: QuoteDocument };

/**
 * The open quote a token answers, read again under the quote's lock: not found for a link that no
 * longer opens, a conflict once the version is approved, revised, withdrawn or out of date.
 */
async function findOpenQuote(
  trx: Kysely<Database>,
  token: string,
  deps: CustomerDeps,
): Promise<{ kind: "not-found" } | { kind: "conflict"; error: string } | ({ kind: "open" } & OpenQuote)> {
  const before = await linkAndQuote(trx, token);
  if (!before) return { kind: "not-found" };
  await lockWritesFor<Database>(trx, `quote:${before.quote_id}`);
  const link = await linkAndQuote(trx, token);
  if (!link) return { kind: "not-found" };
  const document = parseDocument(link.document);
  if (stateOf(link, istDate(deps.now), document.validUntil) !== "open")
    return { kind: "conflict", error: copy.errors.notOpen };
  return { kind: "open", link, document };
}

/** What an answer did: refused with problems, or stored, with the alert to its lead's owner, if any. */
type Answered = { invalid: Record<string, string> } | { alert: { subject: string; text: string } | null };

/**
 * Runs an answer on the open quote in one transaction: `answer` checks and stores it, and says
 * what the owner's alert says (none when the quote has no lead any more).
 */
async function answerOpenQuote(
  deps: CustomerDeps,
  token: string,
  answer: (
    trx: Kysely<Database>,
    open: OpenQuote,
    lead: Awaited<ReturnType<typeof readLead>>,
  ) => Promise<Answered>,
): Promise<QuoteResult<CustomerQuote>> {
  let alerted = false;
  const result = await deps.db.transaction().execute(async (trx) => {
    const found = await findOpenQuote(trx, token, deps);
    if (found.kind !== "open") return found;
    const lead = found.link.lead_id ? await readLead(trx, found.link.lead_id) : undefined;
    const answered = await answer(trx, found, lead);
    if ("invalid" in answered) return { kind: "invalid", errors: answered.invalid } as const;
    if (lead && answered.alert) {
      const { subject, text } = answered.alert;
      await alertOwner(trx, {
        site: deps.site,
        now: deps.now,
        notify: deps.notify,
        lead,
        subject,
        lines: [text],
      });
      alerted = true;
    }
    const again = await linkAndQuote(trx, token);
    return { kind: "done", value: await customerQuoteOf(trx, again!, deps) } as const;
  });
  if (alerted) await deps.alerted?.();
  return result;
}

/** An answer kept against the version the link shows, and the quote's state changed with it. */
async function storeAnswer(
  trx: Kysely<Database>,
  { link, token, at }: { link: Link; token: string; at: string },
  response: Omit<
    Insertable<Database["quote_responses"]>,
    "id" | "quote_id" | "version" | "token" | "created_at"
  >,
  quote: Updateable<Database["quotes"]>,
) {
  await trx
    .insertInto("quote_responses")
    .values({
      id: randomUUID(),
      quote_id: link.quote_id,
      version: link.version,
      token,
      created_at: at,
      ...response,
    })
    .execute();
  await trx
    .updateTable("quotes")
    .set({ ...quote, updated_at: at })
    .where("id", "=", link.quote_id)
    .execute();
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
  const { name, included } = parsed.data;
  return answerOpenQuote(deps, token, async (trx, { link, document }, lead) => {
    const optional = new Set(
      document.sections.flatMap((section) => section.lines.filter((l) => l.optional).map((l) => l.key)),
    );
    if (included.some((key) => !optional.has(key))) return { invalid: { included: copy.errors.included } };
    const figures = quoteFigures(document, included);
    const at = deps.now.toISOString();
    await storeAnswer(
      trx,
      { link, token, at },
      {
        kind: "approved",
        name,
        included: JSON.stringify(figures.included),
        figures: JSON.stringify(figures),
      },
      {
        status: "approved",
        approved_total_paise: figures.totalPaise,
        approved_version: link.version,
        approved_name: name,
        approved_at: at,
      },
    );
    if (!lead) return { alert: null };
    const total = formatInr(figures.totalPaise);
    const text = fillTemplate(copy.timeline.approved, { number: link.number, name, total });
    const moved = await moveLead(trx, lead, "converted", null, deps.now);
    await recordOnLead(trx, lead.id, null, deps.now, [...moved, { kind: "quote", text }]);
    const subject = fillTemplate(copy.alert.approvedSubject, { name: lead.name, number: link.number, total });
    await queueQuoteApprovedPush(trx, lead, subject, deps.now);
    return { alert: { subject, text } };
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
  const { message } = parsed.data;
  return answerOpenQuote(deps, token, async (trx, { link }, lead) => {
    const at = deps.now.toISOString();
    await storeAnswer(trx, { link, token, at }, { kind: "changes", message }, { status: "changes" });
    if (!lead) return { alert: null };
    const text = fillTemplate(copy.timeline.changes, { number: link.number, message });
    await recordOnLead(trx, lead.id, null, deps.now, [{ kind: "quote", text }]);
    const subject = fillTemplate(copy.alert.changesSubject, { name: lead.name, number: link.number });
    return { alert: { subject, text } };
  });
}
