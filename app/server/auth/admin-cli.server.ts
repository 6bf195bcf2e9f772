import { parseArgs } from "node:util";
import { z } from "zod";
import { getRuntime } from "../runtime.server";
import { roleColumn, rolesOf } from "./roles.server";

const usage = `Usage:
  npm run admin -- create --email E --password P [--name N]   create a confirmed admin, or grant the role
  npm run admin -- list                                       list admins
  npm run admin -- revoke --email E                           take the admin role away`;

const email = z.email({ error: "--email must be an e-mail address" });
const password = z
  .string({ error: "--password is required" })
  .min(8, { error: "--password must be at least 8 characters" })
  .max(128, { error: "--password must be at most 128 characters" });

/** The admin-account CLI (`npm run admin -- …`, see the README). Returns the process exit code. */
export async function runAdminCli(
  argv: string[],
  out: (line: string) => void = console.log,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
  });
  const [command] = positionals;
  const { auth, database } = await getRuntime();
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
    const roles = rolesOf((existing.user as { role?: string }).role);
    roles.delete("admin");
    await ctx.internalAdapter.updateUser(existing.user.id, { role: roleColumn(roles) });
    out(`${address.data} is no longer an admin.`);
    return 0;
  }

  if (existing) {
    const roles = rolesOf((existing.user as { role?: string }).role);
    roles.add("admin");
    await ctx.internalAdapter.updateUser(existing.user.id, {
      role: roleColumn(roles),
      emailVerified: true,
    });
    out(`${address.data} already had an account; it now has the admin role.`);
    return 0;
  }
  const secret = password.safeParse(values.password);
  if (!secret.success) {
    out(`${secret.error.issues[0]?.message}\n\n${usage}`);
    return 2;
  }
  const user = await ctx.internalAdapter.createUser(
    {
      email: address.data,
      name: values.name ?? address.data.split("@")[0]!,
      emailVerified: true,
      role: "admin",
    },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(secret.data),
  });
  out(`Created admin ${address.data}. Sign in at /admin.`);
  return 0;
}
