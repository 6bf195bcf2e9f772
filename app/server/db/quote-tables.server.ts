import type { ColumnType } from "kysely";
import type { QuoteStatus } from "~/lib/quotes/quote-document";
import type { Optional } from "./schema.server";

// The tables of quotations (db/migrations/0020), kept apart from the leads' tables in schema.server.ts.

/**
 * Paise in a bigint column: PostgreSQL's driver reads a bigint as a string, SQLite as a number;
 * read it with Number() (amounts stay far below 2^53 paise).
 */
export type Paise = ColumnType<number | string, number, number>;
export type OptionalPaise = ColumnType<number | string | null, number | null | undefined, number | null>;

export interface QuoteCountersTable {
  /** "2026-27" */
  financial_year: string;
  last: number;
}

/** A quote of a lead: its number, where it stands, and its newest and approved figures. */
export interface QuotesTable {
  id: string;
  /** Null once the person was erased. */
  lead_id: Optional<string>;
  /** "Q/2026-27/0001" */
  number: string;
  financial_year: string;
  sequence: number;
  status: QuoteStatus;
  /** The newest version. */
  version: number;
  /** The version customers are shown; null until one was sent. */
  sent_version: Optional<number>;
  total_paise: Paise;
  approved_total_paise: OptionalPaise;
  approved_version: Optional<number>;
  approved_name: Optional<string>;
  approved_at: Optional<string>;
  first_sent_at: Optional<string>;
  sent_at: Optional<string>;
  created_by: Optional<string>;
  created_at: string;
  updated_at: string;
  erased_at: Optional<string>;
}

/** One version of a quote as written; `document` is a QuoteDocument as JSON, its figures included. */
export interface QuoteVersionsTable {
  quote_id: string;
  version: number;
  document: string;
  total_paise: Paise;
  created_by: Optional<string>;
  created_at: string;
  sent_at: Optional<string>;
}

/** A customer's link to one version of a quote. */
export interface QuoteLinksTable {
  token: string;
  quote_id: string;
  version: number;
  created_at: string;
  created_by: Optional<string>;
  revoked_at: Optional<string>;
  revoked_by: Optional<string>;
  first_viewed_at: Optional<string>;
  last_viewed_at: Optional<string>;
}

/** What a customer did on their page. `included` and `figures` are JSON. */
export interface QuoteResponsesTable {
  id: string;
  quote_id: string;
  version: number;
  token: string;
  kind: "approved" | "changes";
  name: Optional<string>;
  message: Optional<string>;
  included: Optional<string>;
  figures: Optional<string>;
  created_at: string;
}
