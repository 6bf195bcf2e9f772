import { parseArgs } from "node:util";
import { z } from "zod";
import { getRuntime, type Runtime } from "../runtime.server";
import { voidResetLinks } from "./reset-links.server";
import { roleColumn, rolesOf } from "./roles.server";

const usage = `Usage:
  npm run admin -- create --email E --password P [--name N]   create a confirmed admin, or grant the role
                                                              (an unconfirmed account's password becomes P)
  npm run admin -- list                                       list admins
  npm run admin -- revoke --email E                           take the admin role away`;

const email = z.email({ error: "--email must be an e-mail address" });
const password = z
  .string()
  .min(8, { error: "--password must be at least 8 characters" })
  .max(128, { error: "--password must be at most 128 characters" });

/** The role column of a user as Better Auth hands it over. */
const roleOf = (user: object) => (user as { role?: string | null }).role;

/** The role column with the admin role added ("user" only ever stands for no role). */
function withAdmin(user: object): string {
  const roles = rolesOf(roleOf(user));
  roles.delete("user");
  roles.add("admin");
  return roleColumn(roles);
}

/**
 * The admin-account CLI (`npm run admin -- …`, see the README). Returns the process exit code.
 * `services` are the process's own (its database and Better Auth) unless a test hands in others.
 */
export async function runAdminCli(
  argv: string[],
  out: (line: string) => void = console.log,
  services: Promise<Pick<Runtime, "auth" | "database">> = getRuntime(),
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  const [command] = positionals;
  const { auth, database } = await services;
  const ctx = await auth.$context;
  // Better Auth checks our tables against its schema in the background; let that finish before we
  // may close the database.
  await (ctx.checkSchema?.() ?? Promise.resolve()).catch(() => undefined);

  if (command === "list") {
    const admins = await database.db.selectFrom("user").select(["email", "role"]).orderBy("email").execute();
    const list = admins.filter((user) => rolesOf(user.role).has("admin"));
    out(list.length ? list.map((user) => user.email).join("\n") : "No admins yet.");
    return 0;
  }

  const address = email.safeParse(values.email?.trim().toLowerCase());
  if ((command !== "create" && command !== "revoke") || !address.success) {
    out(address.success ? usage : `${address.error.issues[0]?.message}\n\n${usage}`);
    return 2;
  }
  const existing = await ctx.internalAdapter.findUserByEmail(address.data);

  if (command === "revoke") {
    if (!existing) {
      out(`No account for ${address.data}.`);
      return 1;
    }
    const roles = rolesOf(roleOf(existing.user));
    roles.delete("admin");
    await ctx.internalAdapter.updateUser(existing.user.id, { role: roleColumn(roles) });
    out(`${address.data} is no longer an admin.`);
    return 0;
  }

  const secret = values.password === undefined ? undefined : password.safeParse(values.password);
  if (secret && !secret.success) {
    out(`${secret.error.issues[0]?.message}\n\n${usage}`);
    return 2;
  }

  // A confirmed account is the mailbox owner's: it keeps the password its owner chose.
  if (existing?.user.emailVerified) {
    await ctx.internalAdapter.updateUser(existing.user.id, { role: withAdmin(existing.user) });
    out(
      `${address.data} already had a confirmed account; it now has the admin role. Its password was left unchanged: sign in with it, or ask for a reset link on the sign-in page.`,
    );
    return 0;
  }
  if (!secret) {
    out(
      existing
        ? `${address.data} has an account that was never confirmed, so whoever made it may not own the address. Nothing was changed. Run create again with --password to give it that password, end its sessions and make it an admin.\n\n${usage}`
        : `--password is required for a new account.\n\n${usage}`,
    );
    return 2;
  }
  const hash = await ctx.password.hash(secret.data);
  const name = values.name ?? address.data.split("@")[0]!;

  if (existing) {
    // Anyone can sign up with any address, so nothing this account holds is proven to be the
    // owner's. Whatever could let its maker in goes first (every way to sign in, every session,
    // every reset link), so that a failure half-way leaves an account nobody can use.
    const { id } = existing.user;
    for (const account of await ctx.internalAdapter.findAccounts(id)) {
      await ctx.internalAdapter.deleteAccount(account.id);
    }
    await ctx.internalAdapter.deleteUserSessions(id);
    await voidResetLinks(database.db, id);
    await ctx.internalAdapter.linkAccount({
      userId: id,
      providerId: "credential",
      accountId: id,
      password: hash,
    });
    await ctx.internalAdapter.updateUser(id, { name, emailVerified: true, role: withAdmin(existing.user) });
    out(
      `${address.data} had an unconfirmed account, which anyone could have made. Its password is now the one given, its sessions and reset links have ended, and it is a confirmed admin. Sign in at /admin.`,
    );
    return 0;
  }

  const user = await ctx.internalAdapter.createUser(
    { email: address.data, name, emailVerified: true, role: "admin" },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: hash,
  });
  out(`Created admin ${address.data}. Sign in at /admin.`);
  return 0;
}
