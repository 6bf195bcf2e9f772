import { describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { cookiesOf, testAuth, withTestAuth } from "../../../tests/support/test-auth";

// Guessing an account's password is throttled, but cannot lock its owner out: a browser that has
// signed in to the account before carries a device cookie, and sign-ins with it are counted apart
// from everyone else's (anyone's ten in fifteen minutes refuse the rest; ten failures with the
// cookie refuse only that cookie).

// Every sign-in hashes a password, slowly on purpose: tests of many sign-ins get time for them.
vi.setConfig({ testTimeout: 120_000 });

describe.each(testDatabases())("sign-in lockout on $name", (database) => {
  const email = "owner@btmcarpentryworks.in";
  const password = "Owners-own-password-1";
  const minute = 60_000;
  let addressCount = 0;
  /** A client address no other attempt in the test used. */
  const newAddress = () => `198.51.100.${(addressCount += 1)}`;

  const ctx = withTestAuth(database, async (t) => {
    await t.confirmedUser(email, password);
  });

  /**
   * The cookies a browser keeps from signing in to an account once and signing out again (which
   * ends the session), as `name=value` pairs.
   */
  async function cookiesAfterSignIn(account = email, secret = password) {
    const response = await ctx.t.signIn(account, secret, { address: newAddress() });
    expect(response.status).toBe(200);
    return cookiesOf(response).filter(
      (cookie) => !/session_token=|session_data=|dont_remember=/.test(cookie),
    );
  }

  /** The owner's browser: signed in a while ago (its cookies kept), and the limits' windows since moved on. */
  async function ownersBrowser() {
    const device = await cookiesAfterSignIn();
    ctx.t.advance(20 * minute);
    return device;
  }

  /** A sign-in from the browser holding `device`, from an address of its own; its status. */
  const fromDevice = async (device: string[], secret: string) =>
    (await ctx.t.signIn(email, secret, { address: newAddress(), cookies: device })).status;

  /** `times` wrong passwords from that browser, each refused as wrong. */
  async function mistypeFromDevice(device: string[], times: number) {
    for (let attempt = 0; attempt < times; attempt += 1) {
      expect(await fromDevice(device, `wrong-${attempt}`)).toBe(401);
    }
  }

  /** Someone guesses: two bursts of five wrong passwords from one address, a minute apart. */
  async function guessTenTimes(address = newAddress()) {
    const statuses: number[] = [];
    for (let burst = 0; burst < 2; burst += 1) {
      if (burst) ctx.t.advance(minute + 1000);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push((await ctx.t.signIn(email, `wrong-guess-${burst}-${attempt}`, { address })).status);
      }
    }
    return statuses;
  }

  it("sets the device cookie HttpOnly, same-site only and for months", async () => {
    const response = await ctx.t.signIn(email, password);
    const header = response.headers.getSetCookie().find((cookie) => /^[^=]*desk_device=/.test(cookie))!;
    expect(header).toMatch(/; HttpOnly/i);
    expect(header).toMatch(/; SameSite=Strict/i);
    expect(header).toMatch(/; Path=\//i);
    expect(Number(/Max-Age=(\d+)/i.exec(header)?.[1])).toBeGreaterThanOrEqual(90 * 86_400);
  });

  it("keeps an attacker throttled, and lets the owner's browser in, however long the attack goes on", async () => {
    const device = await ownersBrowser();

    for (let round = 0; round < 2; round += 1) {
      const attacker = newAddress();
      expect(await guessTenTimes(attacker)).toEqual(Array(10).fill(401));
      // Without the cookie even the right password is refused, from the attacker's address or any other.
      expect((await ctx.t.signIn(email, password, { address: attacker })).status).toBe(429);
      expect((await ctx.t.signIn(email, password, { address: newAddress() })).status).toBe(429);
      // The owner's browser gets in with the right password...
      const owner = await ctx.t.signIn(email, password, { address: newAddress(), cookies: device });
      expect(owner.status).toBe(200);
      expect(cookiesOf(owner).some((cookie) => cookie.includes("session_token="))).toBe(true);
      // ...and a wrong one from it is refused as wrong, not as too many.
      await mistypeFromDevice(device, 1);
      // The attacker repeats it every fifteen minutes.
      ctx.t.advance(15 * minute);
    }
  });

  it("locks only the device cookie that fails ten times, not the account", async () => {
    const device = await ownersBrowser();
    await mistypeFromDevice(device, 10);
    expect(await fromDevice(device, password)).toBe(429);
    // Another browser, never used for this account, still signs in; fifteen minutes on, the
    // cookie works again.
    expect(await fromDevice([], password)).toBe(200);
    ctx.t.advance(16 * minute);
    expect(await fromDevice(device, password)).toBe(200);
  });

  it("forgets a device's failures once it signs in", async () => {
    const device = await cookiesAfterSignIn();
    for (let round = 0; round < 2; round += 1) {
      await mistypeFromDevice(device, 9);
      expect(await fromDevice(device, password)).toBe(200);
    }
  });

  it("does not count a device cookie of another account, or a forged one, as the owner's", async () => {
    const other = "attacker@example.in";
    await ctx.t.confirmedUser(other, "Attackers-own-pass-1");
    const othersDevice = await cookiesAfterSignIn(other, "Attackers-own-pass-1");
    const ownersDevice = await cookiesAfterSignIn();
    ctx.t.advance(20 * minute);
    const forged = ownersDevice.map(
      (cookie) => `${cookie.slice(0, -2)}${cookie.endsWith("AA") ? "BB" : "AA"}`,
    );

    expect(await guessTenTimes()).toEqual(Array(10).fill(401));
    for (const cookies of [othersDevice, forged]) {
      expect((await ctx.t.signIn(email, password, { address: newAddress(), cookies })).status).toBe(429);
    }
    expect(
      (await ctx.t.signIn(email, password, { address: newAddress(), cookies: ownersDevice })).status,
    ).toBe(200);
  });
});

describe.each(testDatabases())("the device cookie over https on $name", (database) => {
  it("is a __Host- cookie, Secure, and lets the owner in under attack", async () => {
    const handle = await database.open();
    try {
      const t = testAuth(handle, { publicUrl: "https://www.btmcarpentryworks.in" });
      const email = "owner@btmcarpentryworks.in";
      const password = "Owners-own-password-1";
      await t.confirmedUser(email, password);
      const first = await t.signIn(email, password, { address: "198.51.100.200" });
      const header = first.headers.getSetCookie().find((cookie) => cookie.startsWith("__Host-desk_device="));
      expect(header).toMatch(/; Secure/i);
      expect(header).toMatch(/; Path=\/(;|$)/i);
      expect(header).not.toMatch(/; Domain=/i);
      const device = cookiesOf(first).filter((cookie) => cookie.startsWith("__Host-desk_device="));

      t.advance(20 * 60_000);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        await t.signIn(email, `wrong-${attempt}`, { address: `198.51.100.${201 + (attempt % 2)}` });
      }
      expect((await t.signIn(email, password, { address: "198.51.100.203" })).status).toBe(429);
      expect((await t.signIn(email, password, { address: "198.51.100.204", cookies: device })).status).toBe(
        200,
      );
    } finally {
      await handle.drop();
    }
  }, 120_000);
});
