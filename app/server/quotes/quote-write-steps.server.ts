import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { quoteMessages as copy } from "~/lib/desk-copy/quote-messages";
import type { Site } from "~/lib/site";
import type { Database } from "../db/schema.server";
import { lockWritesFor } from "../db/write-lock.server";
import { quoteView, visibleQuote, type QuoteRow } from "./quote-read.server";
import type { QuoteDeps } from "./quote-store.server";

// The steps the desk's quote writes share: their answers, a new customer link, the quote taken
// under its lock, its newest version, and the quote as the desk sees it after the change.

/** A customer link's token: 32 random bytes, base64url (43 characters). */
export const newToken = () => randomBytes(32).toString("base64url");

export const done = <T>(value: T) => ({ kind: "done", value }) as const;
export const notFound = { kind: "not-found" } as const;
export const conflict = (error: string) => ({ kind: "conflict", error }) as const;

export async function makeLink(trx: Kysely<Database>, quoteId: string, version: number, deps: QuoteDeps) {
  const token = newToken();
  await trx
    .insertInto("quote_links")
    .values({
      token,
      quote_id: quoteId,
      version,
      created_at: deps.now.toISOString(),
      created_by: deps.actor.email,
    })
    .execute();
  return token;
}

export async function viewOf(db: Kysely<Database>, quoteId: string, site: Site) {
  const row = await db.selectFrom("quotes").selectAll().where("id", "=", quoteId).executeTakeFirstOrThrow();
  return quoteView(db, row, site.publicUrl);
}

/** The quote, locked for the rest of the transaction, if the actor may see its lead. */
export async function lockedQuote(trx: Transaction<Database>, deps: QuoteDeps, quoteId: string) {
  const row = await visibleQuote(trx, deps.actor, quoteId);
  if (!row) return undefined;
  await lockWritesFor<Database>(trx, `quote:${row.id}`);
  return trx.selectFrom("quotes").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
}

export async function newestVersion(trx: Kysely<Database>, row: QuoteRow) {
  return trx
    .selectFrom("quote_versions")
    .selectAll()
    .where("quote_id", "=", row.id)
    .where("version", "=", row.version)
    .executeTakeFirstOrThrow();
}

/**
 * The quote locked for a change of its versions, with its newest version; or the answer refusing it:
 * not found (or not the actor's to see), erased, or approved already.
 */
export async function changeableQuote(trx: Transaction<Database>, deps: QuoteDeps, quoteId: string) {
  const row = await lockedQuote(trx, deps, quoteId);
  if (!row) return { ok: false, refused: notFound } as const;
  if (row.erased_at !== null) return { ok: false, refused: conflict(copy.errors.erased) } as const;
  if (row.status === "approved") return { ok: false, refused: conflict(copy.errors.approved) } as const;
  return { ok: true, row, newest: await newestVersion(trx, row) } as const;
}
