import type { ColumnDataType, ColumnDefinitionBuilderCallback, Kysely } from "kysely";

// What the migrations share: a table written as its list of columns, and an index. Not a migration
// itself (migrations are the numbered files).

/** One column: its name, its type and, when it has any, its constraints. */
export type Column = readonly [name: string, type: ColumnDataType, build?: ColumnDefinitionBuilderCallback];

export const required: ColumnDefinitionBuilderCallback = (col) => col.notNull();

/** Creates the table with its columns in the order given, and a key of several columns when named. */
export async function createTable(
  db: Kysely<unknown>,
  name: string,
  columns: readonly Column[],
  primaryKey?: readonly string[],
): Promise<void> {
  let table = db.schema.createTable(name);
  for (const [column, type, build] of columns) table = table.addColumn(column, type, build);
  if (primaryKey) table = table.addPrimaryKeyConstraint(`${name}_pk`, [...primaryKey] as never);
  await table.execute();
}

/** Creates an index on the columns, in order (a column may name its direction, "created_at desc"). */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: readonly string[],
): Promise<void> {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();
}
