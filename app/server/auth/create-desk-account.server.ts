import type { Db } from "../db/connect.server";
import type { Auth } from "./better-auth.server";
import { voidResetLinks } from "./reset-links.server";
import type { Role } from "./roles.server";
import { type AccessChange, setDeskRole } from "./staff-accounts.server";

export type NewDeskAccount = { email: string; password?: string; name?: string; role: Role };

/**
 * What making a desk account did: "created" a new confirmed account; "took-over" an account nobody
 * confirmed (its password is now the one given); "granted" the role to a confirmed account, which
 * keeps its own password; or refused: "password-needed" for a new or unconfirmed account without a
 * password, or the role change's own refusal.
 */
export type DeskAccountOutcome =
  | { ok: true; kind: "created" | "took-over" | "granted"; userId: string }
  | { ok: false; reason: "password-needed"; existing: boolean }
  | (AccessChange & { ok: false });

/**
 * Makes a confirmed account with a desk role, as `npm run admin -- create` and the first-admin
 * setup page do, through Better Auth's own adapter and password hashing.
 */
export async function createDeskAccount(
  auth: Pick<Auth, "$context">,
  db: Db,
  input: NewDeskAccount,
): Promise<DeskAccountOutcome> {
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(input.email);

  // A confirmed account is the mailbox owner's: it keeps the password its owner chose.
  if (existing?.user.emailVerified) {
    const change = await setDeskRole(db, { email: input.email }, input.role);
    return change.ok ? { ok: true, kind: "granted", userId: change.account.id } : change;
  }
  if (!input.password) return { ok: false, reason: "password-needed", existing: !!existing };
  const hash = await ctx.password.hash(input.password);
  const name = input.name ?? input.email.split("@")[0]!;

  if (existing) {
    // Anyone can sign up with any address, so nothing this account holds is proven to be the
    // owner's. Whatever could let its maker in goes first (every way to sign in, every session,
    // every reset link), so that a failure half-way leaves an account nobody can use.
    const { id } = existing.user;
    for (const account of await ctx.internalAdapter.findAccounts(id)) {
      await ctx.internalAdapter.deleteAccount(account.id);
    }
    await ctx.internalAdapter.deleteUserSessions(id);
    await voidResetLinks(db, id);
    await ctx.internalAdapter.linkAccount({
      userId: id,
      providerId: "credential",
      accountId: id,
      password: hash,
    });
    await ctx.internalAdapter.updateUser(id, { name, emailVerified: true });
    const change = await setDeskRole(db, { id }, input.role);
    return change.ok ? { ok: true, kind: "took-over", userId: id } : change;
  }

  const user = await ctx.internalAdapter.createUser(
    { email: input.email, name, emailVerified: true, role: input.role },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  return { ok: true, kind: "created", userId: user.id };
}
