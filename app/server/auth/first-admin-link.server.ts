import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/connect.server";
import { rolesOf } from "./roles.server";

// The first admin account, made in the browser: while no account holds the admin role, each start
// of the server offers a one-time link to /admin/setup. Only a hash of the link's code is stored,
// with its expiry, so any server on the same database accepts it, and a copy of the database (a
// backup) opens nothing. Every link stops working once any admin exists, however it was made.
// See docs/decisions/0052-first-admin-link.md.

/** How long a link works after it was offered. */
export const firstAdminLinkLifetimeMs = 24 * 60 * 60 * 1000;
/** Where a link leads. */
export const firstAdminSetupPath = "/admin/setup";

/** What the table keeps of a code: its SHA-256. The code is 32 random bytes, so no salt is needed. */
export const hashSetupCode = (code: string) => createHash("sha256").update(code).digest("base64url");

/** A code as a link carries it: 32 random bytes, base64url (43 characters). */
const codeShape = /^[A-Za-z0-9_-]{43}$/;

/** Whether any account holds the admin role. */
export async function adminExists(db: Db): Promise<boolean> {
  const rows = await db.selectFrom("user").select("role").where("role", "like", "%admin%").execute();
  return rows.some((row) => rolesOf(row.role).has("admin"));
}

export type FirstAdminLink = { url: string; expiresAt: Date };

/**
 * A new one-time link to make the first admin, or null when an admin exists already. Links offered
 * before it keep working until they expire (a second server may have offered one); the rows of
 * expired ones go.
 */
export async function offerFirstAdminLink(
  db: Db,
  {
    publicUrl,
    now,
    code = randomBytes(32).toString("base64url"),
  }: { publicUrl: string; now: Date; code?: string },
): Promise<FirstAdminLink | null> {
  if (await adminExists(db)) return null;
  const expiresAt = new Date(now.getTime() + firstAdminLinkLifetimeMs);
  await db.deleteFrom("first_admin_links").where("expires_at", "<=", now.toISOString()).execute();
  await db
    .insertInto("first_admin_links")
    .values({
      code_hash: hashSetupCode(code),
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  const url = new URL(firstAdminSetupPath, new URL(publicUrl).origin);
  url.searchParams.set("code", code);
  return { url: url.href, expiresAt };
}

/**
 * What a code brings: "open" (it makes the first admin), "spent" (a link that was used, has
 * expired, or an admin exists now) or "unknown" (no such link, or no code at all).
 */
export type SetupCodeState = "open" | "spent" | "unknown";

/** The state of the link with this code; the code is looked up by its hash. */
export async function setupCodeState(db: Db, code: string | null, now: Date): Promise<SetupCodeState> {
  if (!code || !codeShape.test(code)) return "unknown";
  const row = await db
    .selectFrom("first_admin_links")
    .select(["expires_at", "used_at"])
    .where("code_hash", "=", hashSetupCode(code))
    .executeTakeFirst();
  if (!row) return "unknown";
  if (row.used_at !== null || row.expires_at <= now.toISOString()) return "spent";
  return (await adminExists(db)) ? "spent" : "open";
}

/**
 * Makes the first admin with the link's code: claims every link still open in one statement, only
 * while this code's link is open, so of two tabs (or two links) racing, one gets the claim and the
 * other finds the link used. Then `create` makes the account. Should it fail, the links are open
 * again, so the owner may try once more. Returns null when the code does not make an admin.
 */
export async function redeemSetupCode<T>(
  db: Db,
  code: string,
  now: Date,
  create: () => Promise<T>,
): Promise<{ made: T } | null> {
  if ((await setupCodeState(db, code, now)) !== "open") return null;
  const claimedAt = now.toISOString();
  const claim = await db
    .updateTable("first_admin_links")
    .set({ used_at: claimedAt })
    .where("used_at", "is", null)
    .where("expires_at", ">", claimedAt)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("first_admin_links as link")
          .select("link.code_hash")
          .where("link.code_hash", "=", hashSetupCode(code))
          .where("link.used_at", "is", null)
          .where("link.expires_at", ">", claimedAt),
      ),
    )
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) === 0) return null;
  try {
    return { made: await create() };
  } catch (error) {
    await db
      .updateTable("first_admin_links")
      .set({ used_at: null })
      .where("used_at", "=", claimedAt)
      .execute();
    throw error;
  }
}
