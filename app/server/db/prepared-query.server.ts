import type { Compilable, CompiledQuery, Kysely, QueryResult } from "kysely";
import { isSqlite } from "./dialect.server";
import type { Database } from "./schema.server";

type Prepared<R> = { query: CompiledQuery<R>; slots: (string | undefined)[] };

/** What stands for the value named `name` while a query is built once. */
const placeholder = (name: string) => `\u0000prepared:${name}\u0000`;

/**
 * A query built and compiled once for each kind of database (and each set of value names), then
 * run with new values: for the statements every lead runs, whose building and compiling by Kysely
 * cost more than the database's running them. `build` is given a placeholder for each value and
 * must use each only as a value the query sends as a parameter, never to decide the query's shape
 * or to compute another value from; a placeholder that does not reach the compiled query is an
 * error. An undefined value is sent as null.
 */
export function preparedQuery<V extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, values: V) => Compilable<R>,
) {
  const prepared = new Map<string, Prepared<R>>();

  function prepare(db: Kysely<Database>, names: string[]): Prepared<R> {
    const holders = Object.fromEntries(names.map((name) => [name, placeholder(name)]));
    const query = build(db, holders as V).compile();
    const slots = query.parameters.map((parameter) => names.find((name) => parameter === holders[name]));
    const missing = names.filter((name) => !slots.includes(name));
    if (missing.length > 0) throw new Error(`preparedQuery: ${missing.join(", ")} never reach the query`);
    return { query, slots };
  }

  return async (db: Kysely<Database>, values: V): Promise<QueryResult<R>> => {
    const names = Object.keys(values);
    const key = `${isSqlite(db) ? "sqlite" : "postgres"}:${names.join(",")}`;
    let entry = prepared.get(key);
    if (!entry) {
      entry = prepare(db, names);
      prepared.set(key, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((parameter, index) => {
      const slot = slots[index];
      return slot === undefined ? parameter : (values[slot] ?? null);
    });
    return await db.executeQuery<R>({ ...query, parameters });
  };
}
