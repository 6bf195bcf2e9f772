import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadSchema } from "~/lib/lead-schema";
import type { DbHandle } from "../db/connect.server";
import { groupCommit } from "../db/group-commit.server";
import { testDatabases } from "../../../tests/support/test-database";
import { createLead, type LeadDeps } from "./create-lead.server";
import { leadStore } from "./store-lead.server";

// Several servers on one database: the same phone and service sent to all of them at once is
// still one lead, because the check and the insert take turns in the database itself.

const schema = leadSchema({ services: ["Wardrobe Installation"], areas: [] });

describe.each(testDatabases())("createLead from two servers on $name", (database) => {
  let first: Awaited<ReturnType<typeof database.open>>;
  let second: DbHandle;
  beforeEach(async () => {
    first = await database.open();
    second = await first.another();
  });
  afterEach(async () => {
    await second.close();
    await first.drop();
  });

  const server = (handle: DbHandle): LeadDeps => ({
    store: leadStore(groupCommit(handle.db)),
    now: () => new Date(),
    schema,
    rateLimit: { max: 1000, windowMs: 60_000 },
    log: () => undefined,
  });

  it("stores one lead for 20 parallel posts of the same phone and service, in every round", async () => {
    const servers = [server(first), server(second)];
    for (let round = 0; round < 5; round++) {
      const phone = `98450 2000${round}`;
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          createLead(servers[i % 2]!, {
            fields: { name: `Round ${round}`, phone, service: "Wardrobe Installation" },
            clientAddress: `203.0.113.${i}`,
            channel: "api",
          }),
        ),
      );
      const ids = new Set(results.map((result) => ("id" in result ? result.id : result.kind)));
      expect(ids.size).toBe(1);
      const stored = await first.db
        .selectFrom("leads")
        .select("id")
        .where("name", "=", `Round ${round}`)
        .execute();
      expect(stored).toHaveLength(1);
    }
  });
});
