import type { Kysely } from "kysely";
import { createIndex, createTable, required } from "./ddl";

// Quotations: a lead's quotes, each version of a quote as it was written (with its figures,
// computed once when it was saved), the links customers open them by, what customers answered, and
// one counter per financial year for the numbers (Q/2026-27/0001). Money is in paise, as integers.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per financial year ("2026-27"): the last number given, raised in the transaction that
  // creates a quote.
  await createTable(db, "quote_counters", [
    ["financial_year", "text", (col) => col.primaryKey()],
    ["last", "integer", required],
  ]);

  await createTable(db, "quotes", [
    ["id", "text", (col) => col.primaryKey()],
    // Null once the person is erased: the amounts stay for the books, nothing about the person.
    ["lead_id", "text", (col) => col.references("leads.id").onDelete("set null")],
    // "Q/2026-27/0001": at most 16 letters, digits, "-" and "/".
    ["number", "text", (col) => col.notNull().unique()],
    ["financial_year", "text", required],
    ["sequence", "integer", required],
    // "draft", "sent", "approved", "changes" (the customer asked for changes) or "withdrawn".
    ["status", "text", (col) => col.notNull().defaultTo("draft")],
    // The newest version (1, 2, ...), and the one customers are shown (null until one is sent).
    ["version", "integer", required],
    ["sent_version", "integer"],
    // The newest version's total, and the approved one's (what the customer ticked included).
    ["total_paise", "bigint", required],
    ["approved_total_paise", "bigint"],
    ["approved_version", "integer"],
    ["approved_name", "text"],
    ["approved_at", "text"],
    ["first_sent_at", "text"],
    ["sent_at", "text"],
    ["created_by", "text"],
    ["created_at", "text", required],
    ["updated_at", "text", required],
    ["erased_at", "text"],
  ]);
  await createIndex(db, "quotes_lead_idx", "quotes", ["lead_id", "created_at"]);
  await createIndex(db, "quotes_status_idx", "quotes", ["status", "created_at"]);

  await createTable(
    db,
    "quote_versions",
    [
      ["quote_id", "text", (col) => col.notNull().references("quotes.id").onDelete("cascade")],
      ["version", "integer", required],
      // The whole document as JSON (QuoteDocument in app/lib/quotes/quote-document.ts), figures included.
      ["document", "text", required],
      ["total_paise", "bigint", required],
      ["created_by", "text"],
      ["created_at", "text", required],
      ["sent_at", "text"],
    ],
    ["quote_id", "version"],
  );

  // A customer's link to one version of a quote: a long random token, no account.
  await createTable(db, "quote_links", [
    ["token", "text", (col) => col.primaryKey()],
    ["quote_id", "text", (col) => col.notNull().references("quotes.id").onDelete("cascade")],
    ["version", "integer", required],
    ["created_at", "text", required],
    ["created_by", "text"],
    ["revoked_at", "text"],
    ["revoked_by", "text"],
    ["first_viewed_at", "text"],
    ["last_viewed_at", "text"],
  ]);
  await createIndex(db, "quote_links_quote_idx", "quote_links", ["quote_id", "version"]);

  // What a customer did on their page: approved (typed name, the options ticked, the figures then)
  // or asked for changes (a message).
  await createTable(db, "quote_responses", [
    ["id", "text", (col) => col.primaryKey()],
    ["quote_id", "text", (col) => col.notNull().references("quotes.id").onDelete("cascade")],
    ["version", "integer", required],
    ["token", "text", required],
    // "approved" or "changes".
    ["kind", "text", required],
    ["name", "text"],
    ["message", "text"],
    // JSON: the keys of the optional lines the customer included, and the figures with them.
    ["included", "text"],
    ["figures", "text"],
    ["created_at", "text", required],
  ]);
  await createIndex(db, "quote_responses_quote_idx", "quote_responses", ["quote_id", "created_at"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["quote_responses", "quote_links", "quote_versions", "quotes", "quote_counters"])
    await db.schema.dropTable(table).execute();
}
