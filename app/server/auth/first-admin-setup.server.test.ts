import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminCopy } from "~/lib/admin-copy";
import { clientAddressHeader } from "./better-auth.server";
// Types only: the modules themselves are imported after the environment below is set.
import type * as Runtime from "../runtime.server";
import type * as Setup from "./first-admin-setup.server";
import type * as Link from "./first-admin-link.server";
import type * as Create from "./create-desk-account.server";
import type * as Limits from "../rate-limit.server";
import type * as SignInLimits from "./sign-in-limits.server";

// The setup form as the server answers it: a new address becomes the signed-in admin; an address
// that already has a confirmed account becomes admin only with that account's own password.

const dir = mkdtempSync(join(tmpdir(), "first-admin-setup-"));
const publicUrl = "http://127.0.0.1:4998";
Object.assign(process.env, {
  DATABASE_URL: join(dir, "app.db"),
  DATA_DIR: dir,
  PUBLIC_URL: publicUrl,
  SITE_PROFILE: "carpentry",
});

const copy = adminCopy.firstAdmin;
let runtime: Awaited<ReturnType<typeof Runtime.getRuntime>>;
let modules: {
  closeRuntime: typeof Runtime.closeRuntime;
  setupPageAction: typeof Setup.setupPageAction;
  offerFirstAdminLink: typeof Link.offerFirstAdminLink;
  createDeskAccount: typeof Create.createDeskAccount;
  hitRateLimit: typeof Limits.hitRateLimit;
  signInCounter: typeof SignInLimits.signInCounter;
};

beforeAll(async () => {
  const { getRuntime, closeRuntime, withoutDigestSchedule } = await import("../runtime.server");
  withoutDigestSchedule();
  runtime = await getRuntime();
  modules = {
    closeRuntime,
    setupPageAction: (await import("./first-admin-setup.server")).setupPageAction,
    offerFirstAdminLink: (await import("./first-admin-link.server")).offerFirstAdminLink,
    createDeskAccount: (await import("./create-desk-account.server")).createDeskAccount,
    hitRateLimit: (await import("../rate-limit.server")).hitRateLimit,
    signInCounter: (await import("./sign-in-limits.server")).signInCounter,
  };
});

afterAll(async () => {
  await modules.closeRuntime();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  const { db } = runtime.database;
  for (const table of ["rate_limits", "first_admin_links", "session", "account", "user"])
    await sql`delete from ${sql.table(table)}`.execute(db);
});

const newCode = async () => {
  const link = await modules.offerFirstAdminLink(runtime.database.db, { publicUrl, now: runtime.now() });
  return new URL(link!.url).searchParams.get("code")!;
};

let client = 0;
/** The form posted from the page, each from a client address of its own (the setup limit is per client). */
async function post(fields: Record<string, string>, code?: string) {
  client += 1;
  code ??= await newCode();
  const request = new Request(`${publicUrl}/admin/setup?code=${code}`, {
    method: "POST",
    headers: { origin: publicUrl, [clientAddressHeader]: `198.51.100.${client}` },
    body: new URLSearchParams({ code, confirmPassword: fields.password!, ...fields }),
  });
  const answer = await modules.setupPageAction(request).catch((thrown: unknown) => thrown);
  return { answer: answer as Response | { data: unknown; init: { status?: number } | null }, code };
}

/** The notice the desk shows after the redirect, and whether a session cookie came with it. */
function landing(answer: unknown) {
  expect(answer).toBeInstanceOf(Response);
  const response = answer as Response;
  expect(response.headers.get("location")).toBe("/admin");
  const cookies = response.headers.getSetCookie();
  const notice = cookies.find((cookie) => cookie.startsWith("desk_notice="))!;
  const toast = JSON.parse(
    Buffer.from(notice.slice("desk_notice=".length).split(";")[0]!, "base64url").toString(),
  ) as { text: string };
  return { text: toast.text, signedIn: cookies.some((cookie) => cookie.includes("session_token=")) };
}

const roleOf = async (email: string) =>
  (await runtime.database.db.selectFrom("user").select("role").where("email", "=", email).executeTakeFirst())
    ?.role;

describe("the first-admin setup form", () => {
  const owner = { email: "owner@btmcarpentryworks.in", password: "Owners-own-password-1" };

  it("makes a new address the admin and signs the owner in, naming the address", async () => {
    const { answer } = await post(owner);
    expect(landing(answer)).toEqual({
      text: `Signed in as ${owner.email} — this address receives password resets.`,
      signedIn: true,
    });
    expect(await roleOf(owner.email)).toBe("admin");
  });

  it("refuses an address with a confirmed account when the password is not its own, and keeps the link open", async () => {
    await modules.createDeskAccount(runtime.auth, runtime.database.db, { ...owner, role: "staff" });
    const { answer, code } = await post({ ...owner, password: "Someone-elses-guess-1" });
    expect(answer).toMatchObject({
      data: { state: "open", errors: { password: copy.existingAccount }, email: owner.email },
    });
    expect(await roleOf(owner.email)).toBe("staff");
    // The same link still works, with the right password.
    const again = await post(owner, code);
    expect(landing(again.answer).signedIn).toBe(true);
    expect(await roleOf(owner.email)).toBe("admin");
  });

  it("makes a confirmed account admin with its own password, signed in, and keeps that password", async () => {
    await modules.createDeskAccount(runtime.auth, runtime.database.db, { ...owner, role: "staff" });
    const { answer } = await post(owner);
    expect(landing(answer)).toEqual({
      text: `Signed in as ${owner.email} — this address receives password resets.`,
      signedIn: true,
    });
    expect(await roleOf(owner.email)).toBe("admin");
  });

  it("still makes the admin when signing in is refused, and says to sign in", async () => {
    // The account's sign-ins from unknown browsers are used up, as when someone guesses its password.
    const counter = modules.signInCounter(owner.email, null);
    for (let n = 0; n < counter.limit.max; n += 1)
      await modules.hitRateLimit(runtime.database.db, counter.key, counter.limit, runtime.now());
    const { answer } = await post(owner);
    expect(landing(answer)).toEqual({
      text: `Sign in with ${owner.email} and the password you just chose — this address receives password resets.`,
      signedIn: false,
    });
    expect(await roleOf(owner.email)).toBe("admin");
  });

  it("tells a wrong code from a spent one", async () => {
    const { answer, code } = await post(owner);
    landing(answer);
    expect((await post(owner, code)).answer).toMatchObject({
      data: { state: "spent" },
      init: { status: 410 },
    });
    expect((await post(owner, "A".repeat(43))).answer).toMatchObject({
      data: { state: "wrong" },
      init: { status: 404 },
    });
  });
});
