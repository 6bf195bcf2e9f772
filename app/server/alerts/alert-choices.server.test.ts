import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { alertChangeSchema, alertFormSchema } from "~/lib/alert-choices";
import { insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import { alertChoicesOf, changeAlertChoices, deskAlertChoices } from "./alert-choices.server";

// Each desk member turns their own new-lead alerts and morning digest on or off; admins see everyone's.

const owner = { id: "user-owner", email: "owner@btmcarpentryworks.in", role: "admin" };
const kavya = { id: "user-kavya", email: "kavya@btmcarpentryworks.in", role: "staff" };
const anil = { id: "user-anil", email: "anil@btmcarpentryworks.in", role: "staff" };
const outsider = { id: "user-outsider", email: "outsider@example.in", role: "user" };

describe.each(testDatabases())("alert choices on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, [owner, kavya, anil, outsider]);
  });
  afterEach(() => handle.drop());

  it("starts with both on, and changes only what is sent, only for that member", async () => {
    expect(await alertChoicesOf(handle.db, kavya.id)).toEqual({ leadAlerts: true, morningDigest: true });
    expect(await changeAlertChoices(handle.db, kavya.id, { leadAlerts: false })).toEqual({
      leadAlerts: false,
      morningDigest: true,
    });
    expect(await changeAlertChoices(handle.db, kavya.id, { morningDigest: false })).toEqual({
      leadAlerts: false,
      morningDigest: false,
    });
    expect(await changeAlertChoices(handle.db, kavya.id, { leadAlerts: true, morningDigest: true })).toEqual({
      leadAlerts: true,
      morningDigest: true,
    });
    expect(await changeAlertChoices(handle.db, kavya.id, {})).toEqual({
      leadAlerts: true,
      morningDigest: true,
    });
    await changeAlertChoices(handle.db, anil.id, { morningDigest: false });
    expect(await alertChoicesOf(handle.db, kavya.id)).toEqual({ leadAlerts: true, morningDigest: true });
    const stored = await handle.db
      .selectFrom("user")
      .select(["leadAlerts", "morningDigest"])
      .where("id", "=", anil.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ leadAlerts: 1, morningDigest: 0 });
    expect(await alertChoicesOf(handle.db, "no-such-user")).toBeUndefined();
    expect(await changeAlertChoices(handle.db, "no-such-user", { leadAlerts: false })).toBeUndefined();
  });

  it("lists every desk member's choices for admins: admins first, then staff, no one without a role", async () => {
    await changeAlertChoices(handle.db, anil.id, { leadAlerts: false });
    expect(
      (await deskAlertChoices(handle.db)).map(({ email, role, leadAlerts, morningDigest }) => [
        email,
        role,
        leadAlerts,
        morningDigest,
      ]),
    ).toEqual([
      [owner.email, "admin", true, true],
      [anil.email, "staff", false, true],
      [kavya.email, "staff", true, true],
    ]);
  });
});

describe("what may be sent to change them", () => {
  it("the Alerts page's form: one setting, on or off", () => {
    expect(alertFormSchema.parse({ setting: "leadAlerts", value: "off" })).toEqual({ leadAlerts: false });
    expect(alertFormSchema.parse({ setting: "morningDigest", value: "on" })).toEqual({ morningDigest: true });
    expect(alertFormSchema.safeParse({ setting: "role", value: "on" }).success).toBe(false);
    expect(alertFormSchema.safeParse({ setting: "leadAlerts", value: "yes" }).success).toBe(false);
    expect(alertFormSchema.safeParse({ setting: null, value: null }).success).toBe(false);
  });

  it("the API: either setting or both, as booleans, and nothing else", () => {
    expect(alertChangeSchema.parse({ leadAlerts: false })).toEqual({ leadAlerts: false });
    expect(alertChangeSchema.parse({ leadAlerts: true, morningDigest: false })).toEqual({
      leadAlerts: true,
      morningDigest: false,
    });
    for (const bad of [
      {},
      { leadAlerts: "off" },
      { morningDigest: 1 },
      { leadAlerts: true, role: "admin" },
    ]) {
      expect(alertChangeSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
