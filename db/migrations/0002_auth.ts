import { type ColumnDefinitionBuilder, type Kysely, sql, SqliteAdapter } from "kysely";

// Better Auth's tables (user, session, account, verification, twoFactor) with the admin and
// two-factor plugins, written as our own migration because its schema CLI needs Node 22. Column names
// and types are the ones Better Auth 1.7 expects on each database. Its rate limiter keeps its
// state in our rate_limits table instead (app/server/auth.server.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const bool = sqlite ? "integer" : "boolean";
  const time = sqlite ? "date" : "timestamptz";
  const now = sqlite ? undefined : sql`CURRENT_TIMESTAMP`;
  const stamp = (col: ColumnDefinitionBuilder) => (now ? col.notNull().defaultTo(now) : col.notNull());

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (col) => col.notNull().primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("emailVerified", bool, (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("createdAt", time, stamp)
    .addColumn("updatedAt", time, stamp)
    .addColumn("role", "text")
    .addColumn("banned", bool)
    .addColumn("banReason", "text")
    .addColumn("banExpires", time)
    .addColumn("twoFactorEnabled", bool)
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (col) => col.notNull().primaryKey())
    .addColumn("expiresAt", time, (col) => col.notNull())
    .addColumn("token", "text", (col) => col.notNull().unique())
    .addColumn("createdAt", time, stamp)
    .addColumn("updatedAt", time, (col) => col.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("impersonatedBy", "text")
    .execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (col) => col.notNull().primaryKey())
    .addColumn("accountId", "text", (col) => col.notNull())
    .addColumn("providerId", "text", (col) => col.notNull())
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", time)
    .addColumn("refreshTokenExpiresAt", time)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", time, stamp)
    .addColumn("updatedAt", time, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (col) => col.notNull().primaryKey())
    .addColumn("identifier", "text", (col) => col.notNull())
    .addColumn("value", "text", (col) => col.notNull())
    .addColumn("expiresAt", time, (col) => col.notNull())
    .addColumn("createdAt", time, stamp)
    .addColumn("updatedAt", time, stamp)
    .execute();

  await db.schema
    .createTable("twoFactor")
    .addColumn("id", "text", (col) => col.notNull().primaryKey())
    .addColumn("secret", "text", (col) => col.notNull())
    .addColumn("backupCodes", "text", (col) => col.notNull())
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("verified", bool)
    .addColumn("failedVerificationCount", "integer")
    .addColumn("lockedUntil", time)
    .execute();

  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();
  await db.schema
    .createIndex("verification_identifier_idx")
    .on("verification")
    .column("identifier")
    .execute();
  await db.schema.createIndex("twoFactor_secret_idx").on("twoFactor").column("secret").execute();
  await db.schema.createIndex("twoFactor_userId_idx").on("twoFactor").column("userId").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["twoFactor", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).execute();
  }
}
