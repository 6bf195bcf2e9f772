import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { profiles } from "~/profiles";
import type { Profile } from "~/profiles/schema";
import { parseEnv } from "~/server/env.server";
import { testDatabases, type TestDatabaseHandle } from "../../../tests/support/test-database";
import { currentSite, liveSite } from "./live-site.server";
import { beforePublishGoesLive, followPublishedSite, type PublishedSite } from "./published-site.server";
import { publishProfile } from "./site-versions.server";

const logged = vi.hoisted(() => [] as { level: string; msg: string }[]);
vi.mock("~/server/log.server", () => ({
  log: (level: string, msg: string) => void logged.push({ level, msg }),
}));

const env = parseEnv({
  SITE_PROFILE: "carpentry",
  BUSINESS_PHONE: "+919845000001",
  PUBLIC_URL: "https://www.example.in",
});
const renamed = (name: string): Profile => ({
  ...profiles.carpentry,
  business: { ...profiles.carpentry.business, name },
});

/** What each publish's preparation saw: the site it was given, and the live site outside its scope. */
const prepared: { given: string; inScope: string }[] = [];
let swapped: string[] = [];
beforePublishGoesLive(async (site) => {
  // Inside the preparation the new site is the live one (outside it, the old one until the swap).
  await new Promise((resolve) => setTimeout(resolve, 5));
  prepared.push({ given: site.business.name, inScope: liveSite.business.name });
  return () => void swapped.push(currentSite().business.name);
});

describe.each(testDatabases())("following the published site on $name", (database) => {
  let handle: TestDatabaseHandle;
  const following: PublishedSite[] = [];
  beforeEach(async () => {
    handle = await database.open();
    logged.length = 0;
    prepared.length = 0;
    swapped = [];
  });
  afterEach(async () => {
    for (const follower of following.splice(0)) follower.stop();
    await handle.drop();
  });

  it("seeds the SITE_PROFILE profile once, then shows the published version with the deployment's overrides", async () => {
    const first = await followPublishedSite(handle.db, env, { seed: true, warnIfDiffers: true });
    const other = await handle.another();
    try {
      const second = await followPublishedSite(other.db, parseEnv({ SITE_PROFILE: "interiors" }), {
        seed: true,
        warnIfDiffers: true,
      });
      following.push(first, second);
      expect([first.version(), second.version()]).toEqual([1, 1]);
      // The second server's SITE_PROFILE is not what is published: it says so, once.
      expect(logged.filter((line) => line.msg === "site_profile_not_published")).toHaveLength(1);
      expect(logged.filter((line) => line.msg === "site_versions_seeded")).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("makes a newer version live in one step, after preparing what is made from it in its own scope", async () => {
    const follower = await followPublishedSite(handle.db, env, { seed: true, warnIfDiffers: false });
    following.push(follower);
    await publishProfile(handle.db, renamed("Teak & Tenon"), { by: null, source: "api" });
    await follower.check();
    expect(follower.version()).toBe(2);
    expect(prepared.at(-1)).toEqual({ given: "Teak & Tenon", inScope: "Teak & Tenon" });
    expect(swapped.at(-1)).toBe("Teak & Tenon");
    expect(liveSite.business).toMatchObject({ name: "Teak & Tenon", phone: "+919845000001" });
    expect(liveSite.publicUrl).toBe("https://www.example.in");
    expect({ ...liveSite }.business.name).toBe("Teak & Tenon");
  });

  it("notices a version another server published within its next check", async () => {
    const follower = await followPublishedSite(handle.db, env, { seed: true, warnIfDiffers: false });
    following.push(follower);
    const other = await handle.another();
    try {
      await publishProfile(other.db, renamed("Walnut Works"), { by: null, source: "api" });
    } finally {
      await other.close();
    }
    await vi.waitFor(() => expect(liveSite.business.name).toBe("Walnut Works"), { timeout: 2_000 });
  });
});
