import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { profiles } from "~/profiles";
import type { Profile } from "~/profiles/schema";
import { workTexts } from "~/lib/work";
import { standardWork } from "~/profiles/common";
import { interiors as interiorsProfile } from "~/profiles/interiors";
import { renamed as renamedProfile } from "../../../tests/support/profile-data";
import { testDatabases, type TestDatabaseHandle } from "../../../tests/support/test-database";
import {
  checkStoredVersion,
  getVersion,
  listVersions,
  liveVersionId,
  publishedVersion,
  publishProfile,
  restoreVersion,
  seedVersions,
} from "./site-versions.server";

const renamed = (name: string) => renamedProfile(profiles.carpentry, name);

describe.each(testDatabases())("published site versions on $name", (database) => {
  let handle: TestDatabaseHandle;
  beforeEach(async () => {
    handle = await database.open();
  });
  afterEach(() => handle.drop());

  it("seeds an empty database once, and a second seed changes nothing", async () => {
    expect(await publishedVersion(handle.db)).toBeUndefined();
    expect(await liveVersionId(handle.db)).toBe(0);
    expect(await seedVersions(handle.db, profiles.carpentry)).toBe(true);
    expect(await seedVersions(handle.db, profiles.interiors)).toBe(false);
    const live = await publishedVersion(handle.db);
    expect(live).toMatchObject({ id: 1, source: "seed", publishedBy: null, restoredFrom: null });
    expect(live?.profile).toEqual(profiles.carpentry);
  });

  it("publishes a valid profile as the next version, keeping every older one", async () => {
    await seedVersions(handle.db, profiles.carpentry);
    const result = await publishProfile(handle.db, renamed("Teak & Oak"), {
      by: "owner@example.com",
      source: "api",
    });
    expect(result).toMatchObject({
      ok: true,
      version: { id: 2, publishedBy: "owner@example.com", source: "api" },
    });
    expect((await publishedVersion(handle.db))?.profile.business.name).toBe("Teak & Oak");
    expect((await getVersion(handle.db, 1))?.profile.business.name).toBe(profiles.carpentry.business.name);
    expect((await listVersions(handle.db)).map((version) => version.id)).toEqual([2, 1]);
    expect((await listVersions(handle.db, { limit: 1 })).map((version) => version.id)).toEqual([2]);
  });

  it("refuses an invalid profile with every problem by its dotted path, publishing nothing", async () => {
    await seedVersions(handle.db, profiles.carpentry);
    const services = profiles.carpentry.services.map((service, i) =>
      i === 2 ? { ...service, title: "" } : service,
    );
    const result = await publishProfile(
      handle.db,
      {
        ...renamed("Teak"),
        business: { ...renamed("Teak").business, phone: "12345", nickname: "x" },
        services,
      },
      { by: null, source: "api" },
    );
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        { path: "business.phone", message: "expected +91 and 10 digits, e.g. +919876543210" },
        { path: "services.2.title", message: "must not be empty" },
        { path: "business.nickname", message: "not a profile field (misspelt, or in the wrong place?)" },
      ]),
    );
    expect(await liveVersionId(handle.db)).toBe(1);
  });

  it("stores the profile as checked, its texts trimmed", async () => {
    await seedVersions(handle.db, profiles.carpentry);
    await publishProfile(handle.db, renamed("  Teak & Oak  "), { by: null, source: "api" });
    const row = await handle.db
      .selectFrom("site_versions")
      .select("profile")
      .where("id", "=", 2)
      .executeTakeFirst();
    expect((JSON.parse(row!.profile) as Profile).business.name).toBe("Teak & Oak");
  });

  it("publishes a change based on the live version, and refuses one based on an older one", async () => {
    await seedVersions(handle.db, profiles.carpentry);
    const first = await publishProfile(handle.db, renamed("Teak & Oak"), {
      by: null,
      source: "desk",
      basedOn: 1,
    });
    expect(first).toMatchObject({ ok: true, version: { id: 2 } });
    // Another admin's page, opened at version 1, is sent after that publish.
    const stale = await publishProfile(handle.db, renamed("Walnut"), {
      by: null,
      source: "desk",
      basedOn: 1,
    });
    expect(stale).toMatchObject({ ok: false, conflict: true, live: 2, problems: [{ path: "" }] });
    expect((await publishedVersion(handle.db))?.profile.business.name).toBe("Teak & Oak");
    expect(await restoreVersion(handle.db, 1, null)).toMatchObject({ ok: true, version: { id: 3 } });
  });

  it("gives two publishers at once a version each", async () => {
    await seedVersions(handle.db, profiles.carpentry);
    const other = await handle.another();
    try {
      const results = await Promise.all([
        ...Array.from({ length: 4 }, (_, i) =>
          publishProfile(handle.db, renamed(`One ${i}`), { by: null, source: "api" }),
        ),
        ...Array.from({ length: 4 }, (_, i) =>
          publishProfile(other.db, renamed(`Two ${i}`), { by: null, source: "api" }),
        ),
      ]);
      const ids = results.map((result) => (result.ok ? result.version.id : 0)).sort((a, b) => a - b);
      expect(ids).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    } finally {
      await other.close();
    }
  });

  it("restores an old version as a new one, exactly as it was stored", async () => {
    await seedVersions(handle.db, profiles.carpentry);
    await publishProfile(handle.db, renamed("Teak & Oak"), { by: "owner@example.com", source: "desk" });
    const result = await restoreVersion(handle.db, 1, "owner@example.com");
    expect(result).toMatchObject({ ok: true, version: { id: 3, source: "restore", restoredFrom: 1 } });
    expect((await publishedVersion(handle.db))?.profile).toEqual(profiles.carpentry);
    expect(await restoreVersion(handle.db, 99, null)).toBeUndefined();
  });

  it("refuses to restore a version that today's profile schema no longer accepts", async () => {
    await seedVersions(handle.db, profiles.carpentry);
    // A snapshot written when phone numbers were not checked yet.
    await handle.db
      .insertInto("site_versions")
      .values({
        id: 2,
        profile: JSON.stringify({
          ...profiles.carpentry,
          business: { ...profiles.carpentry.business, phone: "98450" },
        }),
        schema_version: 0,
        published_at: new Date().toISOString(),
        source: "api",
      })
      .execute();
    await publishProfile(handle.db, profiles.carpentry, { by: null, source: "api" });
    const result = await restoreVersion(handle.db, 2, null);
    expect(result).toMatchObject({ ok: false, problems: [{ path: "business.phone" }] });
    expect(await liveVersionId(handle.db)).toBe(3);
  });
});

describe("a version stored before the pages of the work", () => {
  it("still shows, with the work's standard words", () => {
    const older: Record<string, unknown> = { ...interiorsProfile };
    delete older.work;
    const checked = checkStoredVersion({ schemaVersion: 1, profile: older });
    expect(checked.ok).toBe(true);
    expect(checked.ok && workTexts(checked.profile)).toEqual(standardWork);
  });
});
