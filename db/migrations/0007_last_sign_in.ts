import type { Kysely } from "kysely";

// When each account last signed in (ISO-8601 UTC text, like every time we store), for the staff
// page and `npm run admin -- list`. Nullable: an account that never signed in has none, and Better
// Auth, which does not write the column, accepts a nullable column it does not know.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").addColumn("lastSignInAt", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("user").dropColumn("lastSignInAt").execute();
}
