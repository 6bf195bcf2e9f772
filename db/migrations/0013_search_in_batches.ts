import { type Kysely, sql, SqliteAdapter } from "kysely";

// SQLite's search index (migration 0004) took new leads one by one, in a trigger: with its fixed
// cost per statement that was a third of each lead's write. New leads are now added to it once per
// write batch, in one statement, in the batch's own transaction (app/server/leads/search-index.server.ts).
// The leads not yet added are exactly those above the highest rowid the index holds (its docsize
// table has a row per lead it holds), so changes to a lead update the index only once it is there.
const indexed = sql`(select coalesce(max(id), 0) from leads_fts_docsize)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  for (const trigger of ["leads_fts_insert", "leads_fts_delete", "leads_fts_update"])
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`create trigger leads_fts_delete after delete on leads when old.rowid <= ${indexed} begin
      insert into leads_fts(leads_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
    end`.execute(db);
  await sql`create trigger leads_fts_update after update of name, email, message, phone on leads
    when old.rowid <= ${indexed} begin
      insert into leads_fts(leads_fts, rowid, search_text) values ('delete', old.rowid, old.search_text);
      insert into leads_fts(rowid, search_text) values (new.rowid, new.search_text);
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`insert into leads_fts(rowid, search_text) select rowid, search_text from leads where rowid > ${indexed}`.execute(
    db,
  );
  for (const trigger of ["leads_fts_delete", "leads_fts_update"])
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
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
}
