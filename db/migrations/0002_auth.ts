import { type ColumnDefinitionBuilderCallback, type Kysely, sql, SqliteAdapter } from "kysely";
import { type Column, createIndex, createTable, required } from "./ddl";

// Better Auth's tables (user, session, account, verification, twoFactor) with the admin and
// two-factor plugins, written as our own migration because its schema CLI needs Node 22. Column names
// and types are the ones Better Auth 1.7 expects on each database. Its rate limiter keeps its
// state in our rate_limits table instead (app/server/auth.server.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const bool = sqlite ? "integer" : "boolean";
  const time = sqlite ? "date" : "timestamptz";
  const now = sqlite ? undefined : sql`CURRENT_TIMESTAMP`;
  const stamp: ColumnDefinitionBuilderCallback = (col) =>
    now ? col.notNull().defaultTo(now) : col.notNull();
  const requiredUnique: ColumnDefinitionBuilderCallback = (col) => col.notNull().unique();

  // Every table starts with its text id.
  const authTable = (name: string, columns: Column[]) =>
    createTable(db, name, [["id", "text", (col) => col.notNull().primaryKey()], ...columns]);

  // The columns several tables have. createdAt defaults to now on PostgreSQL; updatedAt does too on
  // user and verification (stampedUpdatedAt), not on session and account.
  const userId: Column = ["userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade")];
  const createdAt: Column = ["createdAt", time, stamp];
  const updatedAt: Column = ["updatedAt", time, required];
  const stampedUpdatedAt: Column = ["updatedAt", time, stamp];

  await authTable("user", [
    ["name", "text", required],
    ["email", "text", requiredUnique],
    ["emailVerified", bool, required],
    ["image", "text"],
    createdAt,
    stampedUpdatedAt,
    ["role", "text"],
    ["banned", bool],
    ["banReason", "text"],
    ["banExpires", time],
    ["twoFactorEnabled", bool],
  ]);

  await authTable("session", [
    ["expiresAt", time, required],
    ["token", "text", requiredUnique],
    createdAt,
    updatedAt,
    ["ipAddress", "text"],
    ["userAgent", "text"],
    userId,
    ["impersonatedBy", "text"],
  ]);

  await authTable("account", [
    ["accountId", "text", required],
    ["providerId", "text", required],
    userId,
    ["accessToken", "text"],
    ["refreshToken", "text"],
    ["idToken", "text"],
    ["accessTokenExpiresAt", time],
    ["refreshTokenExpiresAt", time],
    ["scope", "text"],
    ["password", "text"],
    createdAt,
    updatedAt,
  ]);

  await authTable("verification", [
    ["identifier", "text", required],
    ["value", "text", required],
    ["expiresAt", time, required],
    createdAt,
    stampedUpdatedAt,
  ]);

  await authTable("twoFactor", [
    ["secret", "text", required],
    ["backupCodes", "text", required],
    userId,
    ["verified", bool],
    ["failedVerificationCount", "integer"],
    ["lockedUntil", time],
  ]);

  await createIndex(db, "session_userId_idx", "session", ["userId"]);
  await createIndex(db, "account_userId_idx", "account", ["userId"]);
  await createIndex(db, "verification_identifier_idx", "verification", ["identifier"]);
  await createIndex(db, "twoFactor_secret_idx", "twoFactor", ["secret"]);
  await createIndex(db, "twoFactor_userId_idx", "twoFactor", ["userId"]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["twoFactor", "verification", "account", "session", "user"]) {
    await db.schema.dropTable(table).execute();
  }
}
