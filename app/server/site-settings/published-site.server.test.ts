import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { profiles } from "~/profiles";
import { parseEnv } from "~/server/env.server";
import { renamed as renamedProfile } from "../../../tests/support/profile-data";
import { testDatabases, type TestDatabaseHandle } from "../../../tests/support/test-database";
import { currentSite, liveSite } from "./live-site.server";
import { followPublishedSite, type PublishedSite } from "./published-site.server";
import { beforePublishGoesLive } from "./site-preparers.server";
import { publishAndApply } from "./publish.server";
import { liveVersionId, profileSchemaVersion, publishProfile } from "./site-versions.server";

const logged = vi.hoisted(() => [] as { level: string; msg: string }[]);
vi.mock("~/server/log.server", () => ({
  log: (level: string, msg: string) => void logged.push({ level, msg }),
}));

const env = parseEnv({
  SITE_PROFILE: "carpentry",
  BUSINESS_PHONE: "+919845000001",
  PUBLIC_URL: "https://www.example.in",
});
const renamed = (name: string) => renamedProfile(profiles.carpentry, name);

/** What each publish's preparation saw: the site it was given, and the live site inside its scope. */
const prepared: { given: string; inScope: string }[] = [];
let swapped: string[] = [];
/** While set, a preparation waits for it: the test reads the live site from outside meanwhile. */
let hold: Promise<void> | undefined;
/** While set, a preparation throws it. */
let failWith: Error | undefined;
/** The site whose preparation has begun last. */
let begun: string | undefined;
beforePublishGoesLive(async (site) => {
  if (failWith) throw failWith;
  begun = site.business.name;
  await hold;
  prepared.push({ given: site.business.name, inScope: liveSite.business.name });
  return () => void swapped.push(currentSite().business.name);
});

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

const linesOf = (msg: string) => logged.filter((line) => line.msg === msg);

describe.each(testDatabases())("following the published site on $name", (database) => {
  let handle: TestDatabaseHandle;
  const following: PublishedSite[] = [];
  beforeEach(async () => {
    handle = await database.open();
    logged.length = 0;
    prepared.length = 0;
    swapped = [];
    hold = undefined;
    failWith = undefined;
    begun = undefined;
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const follower of following.splice(0)) follower.stop();
    await handle.drop();
  });

  const follow = async (options: { retryAfterMs?: number } = {}) => {
    const follower = await followPublishedSite(handle.db, env, {
      seed: true,
      warnIfDiffers: false,
      ...options,
    });
    following.push(follower);
    return follower;
  };

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
      expect(linesOf("site_profile_not_published")).toHaveLength(1);
      expect(linesOf("site_versions_seeded")).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it("starts from the published version when the SITE_PROFILE file is gone, and refuses to start without either", async () => {
    const gone = parseEnv({ SITE_PROFILE: "./no-such-profile.json", PUBLIC_URL: "https://www.example.in" });
    await expect(followPublishedSite(handle.db, gone, { seed: true, warnIfDiffers: true })).rejects.toThrow(
      /no-such-profile\.json/,
    );
    await publishProfile(handle.db, renamed("Walnut Works"), { by: null, source: "api" });
    following.push(await followPublishedSite(handle.db, gone, { seed: true, warnIfDiffers: true }));
    expect(liveSite.business.name).toBe("Walnut Works");
    expect(linesOf("site_profile_unreadable")).toHaveLength(1);
  });

  it("asks for newer versions only once started", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const follower = await follow();
    expect(vi.getTimerCount()).toBe(0);
    follower.start();
    follower.start();
    expect(vi.getTimerCount()).toBe(1);
  });

  it("makes a newer version live in one step, after preparing what is made from it in its own scope", async () => {
    const follower = await follow();
    const oldName = liveSite.business.name;
    await publishProfile(handle.db, renamed("Teak & Tenon"), { by: null, source: "api" });
    const held = deferred();
    hold = held.promise;
    const checked = follower.check();
    // While the new version's pages are made, everything outside that work sees the old site.
    await vi.waitFor(() => expect(begun).toBe("Teak & Tenon"));
    expect(liveSite.business.name).toBe(oldName);
    expect(follower.version()).toBe(1);
    held.resolve();
    await checked;
    expect(follower.version()).toBe(2);
    expect(prepared.at(-1)).toEqual({ given: "Teak & Tenon", inScope: "Teak & Tenon" });
    expect(swapped.at(-1)).toBe("Teak & Tenon");
    expect(liveSite.business).toMatchObject({ name: "Teak & Tenon", phone: "+919845000001" });
    expect(liveSite.publicUrl).toBe("https://www.example.in");
    expect({ ...liveSite }.business.name).toBe("Teak & Tenon");
  });

  it("keeps the live site when a version's pages cannot be made, says so once, and tries again later", async () => {
    const follower = await follow({ retryAfterMs: 200 });
    const oldName = liveSite.business.name;
    swapped = [];
    await publishProfile(handle.db, renamed("Teak & Tenon"), { by: null, source: "api" });
    failWith = new Error("a page answered 500");
    await follower.check();
    await follower.check();
    expect(follower.version()).toBe(1);
    expect(liveSite.business.name).toBe(oldName);
    expect(swapped).toEqual([]);
    expect(linesOf("site_version_not_live")).toHaveLength(1);
    failWith = undefined;
    // Not again at once: only after the wait.
    await follower.check();
    expect(follower.version()).toBe(1);
    await vi.waitFor(
      async () => {
        await follower.check();
        expect(follower.version()).toBe(2);
      },
      { timeout: 2_000, interval: 50 },
    );
    expect(liveSite.business.name).toBe("Teak & Tenon");
    expect(linesOf("site_version_not_live")).toHaveLength(1);
    expect(linesOf("site_version_live_again")).toHaveLength(1);
  });

  it("publishes nothing when the new version's pages cannot be made", async () => {
    const follower = await follow();
    failWith = new Error("a page answered 500");
    await expect(
      publishAndApply(handle.db, renamed("Teak & Tenon"), { by: null, source: "api" }),
    ).rejects.toThrow("a page answered 500");
    expect(await liveVersionId(handle.db)).toBe(1);
    expect(follower.version()).toBe(1);
    failWith = undefined;
    const result = await publishAndApply(handle.db, renamed("Teak & Tenon"), { by: null, source: "api" });
    expect(result).toMatchObject({ ok: true, version: { id: 2 } });
    expect(follower.version()).toBe(2);
    expect(liveSite.business.name).toBe("Teak & Tenon");
  });

  it("refuses a stored version this release cannot show, with one line, and keeps the live one", async () => {
    const follower = await follow();
    const oldName = liveSite.business.name;
    await handle.db
      .insertInto("site_versions")
      .values({
        id: 2,
        profile: JSON.stringify(renamed("")),
        schema_version: 1,
        published_at: new Date().toISOString(),
        source: "api",
      })
      .execute();
    await follower.check();
    await follower.check();
    expect(follower.version()).toBe(1);
    expect(liveSite.business.name).toBe(oldName);
    expect(linesOf("site_version_not_live")).toHaveLength(1);
    await handle.db
      .insertInto("site_versions")
      .values({
        id: 3,
        profile: JSON.stringify(renamed("From Tomorrow")),
        schema_version: profileSchemaVersion + 1,
        published_at: new Date().toISOString(),
        source: "api",
      })
      .execute();
    await follower.check();
    expect(follower.version()).toBe(1);
    expect(linesOf("site_version_not_live")).toHaveLength(2);
  });

  it("follows a database restored with fewer versions than it had seen", async () => {
    const follower = await follow();
    await publishProfile(handle.db, renamed("Teak & Tenon"), { by: null, source: "api" });
    await publishProfile(handle.db, renamed("Walnut Works"), { by: null, source: "api" });
    await follower.check();
    expect(follower.version()).toBe(3);
    await handle.db.deleteFrom("site_versions").where("id", ">", 1).execute();
    await publishProfile(handle.db, renamed("Restored Rosewood"), { by: null, source: "import" });
    await follower.check();
    expect(follower.version()).toBe(2);
    expect(liveSite.business.name).toBe("Restored Rosewood");
  });

  it("notices a version another server published within its next check", async () => {
    const follower = await follow();
    follower.start();
    const other = await handle.another();
    try {
      await publishProfile(other.db, renamed("Walnut Works"), { by: null, source: "api" });
    } finally {
      await other.close();
    }
    await vi.waitFor(() => expect(liveSite.business.name).toBe("Walnut Works"), { timeout: 2_000 });
  });
});
