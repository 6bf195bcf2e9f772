import { parseArgs } from "node:util";
import { z } from "zod";
import { formatLeadDate } from "~/lib/format-date";
import { log } from "../log.server";
import { getRuntime, type Runtime } from "../runtime.server";
import { deskRoles, type Role } from "./roles.server";
import { clearTwoFactor } from "./clear-two-factor.server";
import { createDeskAccount } from "./create-desk-account.server";
import {
  type AccessChange,
  listStaffAccounts,
  revokeDeskAccess,
  setDeskRole,
  type StaffAccount,
} from "./staff-accounts.server";

const usage = `Usage:
  npm run admin -- create --email E [--password P] [--name N] [--role staff|admin]
      create a confirmed account with the role (admin unless --role says staff), or give an
      existing account that role (an unconfirmed account's password becomes P)
  npm run admin -- grant --email E --role staff|admin
      set a confirmed account's role (an admin granted staff becomes staff only)
  npm run admin -- list
      every account with a desk role: e-mail, role and last sign-in
  npm run admin -- revoke --email E
      take every desk role away and end the account's sessions
  npm run admin -- clear-two-factor --email E
      turn off two-factor sign-in for someone who lost both their phone and their recovery
      codes: the password alone signs in again; their sessions end, and it is logged
The last admin can be neither revoked nor made staff.`;

const email = z.email({ error: "--email must be an e-mail address" });
const password = z
  .string({ error: "--password must be at least 8 characters" })
  .min(8, { error: "--password must be at least 8 characters" })
  .max(128, { error: "--password must be at most 128 characters" });
const role = z.enum(deskRoles, { error: "--role must be staff or admin" });

/** The CLI's input: a command and what it needs. */
const cliInput = z.discriminatedUnion("command", [
  z.object({ command: z.literal("list") }),
  z.object({
    command: z.literal("create"),
    email,
    password: password.optional(),
    name: z.string({ error: "--name must not be empty" }).trim().min(1).optional(),
    role: role.default("admin"),
  }),
  z.object({ command: z.literal("grant"), email, role }),
  z.object({ command: z.literal("revoke"), email }),
  z.object({ command: z.literal("clear-two-factor"), email }),
]);

/** The command line checked against the CLI's input, or what is wrong with it (parseArgs's own words). */
function readCommandLine(argv: string[]) {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
      },
    });
    return cliInput.safeParse({
      ...values,
      command: positionals[0],
      email: values.email?.trim().toLowerCase(),
    });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The role as a sentence says it: "an admin", "staff". */
const asRole = (role: Role) => (role === "admin" ? "an admin" : "staff");

/**
 * The staff-account CLI (`npm run admin -- …`, see the README). Returns the process exit code: 0
 * done, 1 refused (no such account, or the last admin), 2 a wrong command line. `services` are the
 * process's own (its database, Better Auth and JSON log) unless a test hands in others.
 */
export async function runAdminCli(
  argv: string[],
  out: (line: string) => void = console.log,
  services: Promise<Pick<Runtime, "auth" | "database"> & { log?: typeof log }> = getRuntime(),
): Promise<number> {
  const { auth, database, log: record = log } = await services;
  const ctx = await auth.$context;
  // Better Auth checks our tables against its schema in the background; let that finish before we
  // may close the database.
  await (ctx.checkSchema?.() ?? Promise.resolve()).catch(() => undefined);
  const parsed = readCommandLine(argv);
  if (typeof parsed === "string") {
    out(`${parsed}\n\n${usage}`);
    return 2;
  }
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    out(issue && issue.path[0] !== "command" ? `${issue.message}\n\n${usage}` : usage);
    return 2;
  }
  const input = parsed.data;
  const { db } = database;

  if (input.command === "list") {
    out(accountTable(await listStaffAccounts(db)));
    return 0;
  }

  if (input.command === "revoke") {
    const change = await revokeDeskAccess(db, { email: input.email });
    if (!change.ok) return refused(change, input.email, out);
    out(
      `${input.email} no longer has access to the desk${change.before ? ` (was ${asRole(change.before)})` : ""}; its sessions have ended.`,
    );
    return 0;
  }

  if (input.command === "clear-two-factor") {
    const cleared = await clearTwoFactor(db, input.email);
    if (!cleared) return refused({ ok: false, reason: "no-account" }, input.email, out);
    if (!cleared.hadTwoFactor) {
      out(`${input.email} does not use two-factor sign-in; nothing changed.`);
      return 0;
    }
    record("warn", "two_factor_cleared", { userId: cleared.userId, by: "admin-cli" });
    out(
      `${input.email} signs in with the password alone now: two-factor sign-in is off, its authenticator key and recovery codes are deleted, and its sessions have ended. Ask them to turn it on again on the security page (/admin/security).`,
    );
    return 0;
  }

  if (input.command === "grant") {
    const change = await setDeskRole(db, { email: input.email }, input.role);
    if (!change.ok) return refused(change, input.email, out);
    out(
      change.before === input.role
        ? `${input.email} already was ${asRole(input.role)}; nothing changed.`
        : `${input.email} is now ${asRole(input.role)}. It takes effect at their next request.`,
    );
    return 0;
  }

  const outcome = await createDeskAccount(auth, db, input);
  if (!outcome.ok) {
    if (outcome.reason !== "password-needed") return refused(outcome, input.email, out);
    out(
      outcome.existing
        ? `${input.email} has an account that was never confirmed, so whoever made it may not own the address. Nothing was changed. Run create again with --password to give it that password, end its sessions and give it the role.\n\n${usage}`
        : `--password is required for a new account.\n\n${usage}`,
    );
    return 2;
  }
  const said = {
    granted: `${input.email} already had a confirmed account; it now has the ${input.role} role. Its password was left unchanged: sign in with it, or ask for a reset link on the sign-in page.`,
    "took-over": `${input.email} had an unconfirmed account, which anyone could have made. Its password is now the one given, its sessions and reset links have ended, and it is a confirmed account with the ${input.role} role. Sign in at /admin.`,
    created: `Created ${input.role} ${input.email}. Sign in at /admin.`,
  } satisfies Record<typeof outcome.kind, string>;
  out(said[outcome.kind]);
  return 0;
}

/** Says why a change was refused; exit code 1. */
function refused(change: AccessChange & { ok: false }, address: string, out: (line: string) => void) {
  const messages = {
    "no-account": `No account for ${address}. They sign up at /admin first (or use create).`,
    unconfirmed: `${address} never confirmed its e-mail address, so whoever made the account may not own it. Nothing was changed: they confirm it through the link they get when signing in, or run create with --password to take it over.`,
    "last-admin": `${address} is the last admin, so it keeps the admin role. Make another account an admin first (grant --email … --role admin).`,
  } satisfies Record<typeof change.reason, string>;
  out(messages[change.reason]);
  return 1;
}

/** The accounts as aligned columns: e-mail, role and last sign-in (Bengaluru time). */
function accountTable(accounts: StaffAccount[]): string {
  if (accounts.length === 0) return "No staff accounts yet.";
  const rows = [
    ["E-mail", "Role", "Last sign-in"],
    ...accounts.map((account) => [
      account.email,
      account.role ?? "",
      account.lastSignInAt ? `${formatLeadDate(account.lastSignInAt)} IST` : "never",
    ]),
  ];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map(([address, role, last]) => `${address!.padEnd(widths[0]!)}  ${role!.padEnd(widths[1]!)}  ${last}`)
    .join("\n");
}
