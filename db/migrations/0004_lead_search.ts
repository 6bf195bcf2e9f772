import { type Kysely, sql, SqliteAdapter } from "kysely";

// Fast "contains" search over a lead's name, e-mail, message and phone: one lower-cased generated
// column, indexed by trigrams (SQLite FTS5 trigram table, PostgreSQL pg_trgm GIN index).
const searchExpression = sql`lower(name || ' ' || coalesce(email, '') || ' ' || coalesce(message, '') || ' ' || phone)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    await sql`alter table leads add column search_text text generated always as (${searchExpression}) virtual`.execute(
      db,
    );
    await sql`create virtual table leads_fts using fts5(search_text, content='leads', content_rowid='rowid', tokenize='trigram')`.execute(
      db,
    );
    await sql`insert into leads_fts(leads_fts) values ('rebuild')`.execute(db);
    await sql`create trigger leads_fts_insert after insert on leads begin
      insert into leads_fts(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    await sql`create trigger leads_fts_delete after delete on leads begin
      insert into leads_fts(leads_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
    end`.execute(db);
    await sql`create trigger leads_fts_update after update of name, email, message, phone on leads begin
      insert into leads_fts(leads_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
      insert into leads_fts(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
    return;
  }
  await sql`alter table leads add column search_text text generated always as (${searchExpression}) stored`.execute(
    db,
  );
  // Inside a savepoint: a failure here must not abort the migration's transaction.
  await sql`savepoint lead_search_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    // The extension may live in another schema than this database's tables (one installed once
    // for the whole server), so its operator class is named with its schema.
    const found = await sql<{
      schema: string;
    }>`select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
      db,
    );
    const opclass = sql.raw(`${found.rows[0]!.schema}.gin_trgm_ops`);
    await sql`create index leads_search_trgm_idx on leads using gin (search_text ${opclass})`.execute(db);
    await sql`release savepoint lead_search_trgm`.execute(db);
  } catch (error) {
    // Without the extension (no privilege to create it, or it lives in a schema this one cannot
    // see) search still works, by scanning.
    await sql`rollback to savepoint lead_search_trgm`.execute(db);
    console.warn(`pg_trgm unavailable, lead search will scan: ${String(error)}`);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const trigger of ["leads_fts_insert", "leads_fts_delete", "leads_fts_update"]) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table leads_fts`.execute(db);
  } else {
    await sql`drop index if exists leads_search_trgm_idx`.execute(db);
  }
  await sql`alter table leads drop column search_text`.execute(db);
}
