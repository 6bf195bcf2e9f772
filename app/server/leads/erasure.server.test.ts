import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { asha, leadId, now, ravi, seedPeople } from "../../../tests/support/people";
import { testDatabases } from "../../../tests/support/test-database";
import { type DigestLead, digestMail } from "../alerts/digest-mail.server";
import { markSent, queueWrittenMail } from "../alerts/mail-queue.server";
import { backupSqlite } from "../db/backup.server";
import { openDatabase } from "../db/connect.server";
import { parseEnv } from "../env.server";
import { resolveSite } from "../site.server";
import { countLeadsByPhone, erasePerson } from "./erasure.server";
import { indexNewLeads } from "./search-index.server";

const site = resolveSite(parseEnv({ SITE_PROFILE: "carpentry", PUBLIC_URL: "https://desk.example.in" }));

/** A morning digest listing these leads as waiting for a reply, as the queue keeps it. */
const digestListing = (recipient: string, leads: DigestLead[]) => ({
  recipient,
  ...digestMail(site, { followUps: [], followUpCount: 0, waiting: leads, waitingCount: leads.length }, now),
});
const listed = (i: number, phone: string): DigestLead => ({
  id: leadId(i),
  name: `Customer ${i}`,
  service: "Wardrobe Installation",
  phone,
  at: "2026-11-20T04:30:00.000Z",
});

describe.each(testDatabases())("erasing a person on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
    await seedPeople(handle.db);
  });
  afterEach(() => handle.drop());

  const leadIds = async () =>
    (await handle.db.selectFrom("leads").select("id").orderBy("id").execute()).map((row) => row.id);
  const count = async (table: "lead_activities" | "mail_queue") =>
    (await handle.db.selectFrom(table).select("lead_id").execute()).map((row) => row.lead_id).sort();
  const erasures = () =>
    handle.db.selectFrom("erasures").select(["erased_by", "erased_at", "lead_count"]).execute();

  describe("erasePerson", () => {
    it("deletes every lead with the phone, their timelines and queued e-mails, and records only a count", async () => {
      expect(await countLeadsByPhone(handle.db, ravi)).toBe(3);
      expect(await erasePerson(handle.db, { phone: ravi, erasedBy: "owner@example.in", now })).toBe(3);
      expect(await leadIds()).toEqual([leadId(1), leadId(2)]);
      expect(await count("lead_activities")).toEqual([leadId(1), leadId(2)]);
      expect(await count("mail_queue")).toEqual([leadId(1), leadId(2)]);
      expect(await countLeadsByPhone(handle.db, ravi)).toBe(0);
      const records = await erasures();
      expect(records).toEqual([
        { erased_by: "owner@example.in", erased_at: now.toISOString(), lead_count: 3 },
      ]);
      const row = await handle.db.selectFrom("erasures").selectAll().executeTakeFirstOrThrow();
      expect(Object.keys(row).sort()).toEqual(["erased_at", "erased_by", "id", "lead_count"]);
    });

    it("takes the person out of mail still queued and mail kept after sending: digests naming them go", async () => {
      const at = new Date(now.getTime() - 3_600_000);
      await queueWrittenMail(
        handle.db,
        [
          digestListing("owner@example.in", [listed(1, asha), listed(5, ravi)]),
          digestListing("meena@example.in", [listed(3, ravi)]),
          digestListing("kavya@example.in", [listed(1, asha)]),
        ],
        at,
      );
      await queueWrittenMail(
        handle.db,
        [
          {
            recipient: "owner@example.in",
            subject: "Last week: 4 leads",
            text: "Leads: 4",
            html: "<p>4</p>",
          },
        ],
        at,
        "report",
      );
      const written = () =>
        handle.db
          .selectFrom("mail_queue")
          .select(["recipient", "kind", "sent_at"])
          .where("kind", "!=", "lead")
          .orderBy("recipient")
          .orderBy("kind")
          .execute();
      // Yesterday's digest to the owner went out and is kept; today's to Meena still waits.
      const [sent] = await handle.db
        .selectFrom("mail_queue")
        .select("id")
        .where("recipient", "=", "owner@example.in")
        .where("kind", "=", "digest")
        .execute();
      await markSent(handle.db, [sent!.id], at);
      expect(await written()).toHaveLength(4);

      expect(await erasePerson(handle.db, { phone: ravi, erasedBy: "owner@example.in", now })).toBe(3);
      expect(await written()).toEqual([
        { recipient: "kavya@example.in", kind: "digest", sent_at: null },
        { recipient: "owner@example.in", kind: "report", sent_at: null },
      ]);
      const bodies = await handle.db.selectFrom("mail_queue").select(["subject", "body"]).execute();
      expect(JSON.stringify(bodies)).not.toContain("Customer 5");
      expect(JSON.stringify(bodies)).not.toContain("9845000002");
    });

    it("erases nothing, and records nothing, for a number with no enquiries", async () => {
      expect(
        await erasePerson(handle.db, { phone: "+919999999999", erasedBy: "owner@example.in", now }),
      ).toBe(0);
      expect(await leadIds()).toHaveLength(5);
      expect(await erasures()).toEqual([]);
    });
  });
});

describe("erasing a person from the SQLite file, its log and its backups", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "erasure-bytes-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** Whether a file holds the text, in UTF-8 or UTF-16 (SQLite stores either). */
  const holds = (file: string, text: string) => {
    if (!existsSync(file)) return false;
    const bytes = readFileSync(file);
    return bytes.includes(Buffer.from(text, "utf8")) || bytes.includes(Buffer.from(text, "utf16le"));
  };

  it("leaves no byte of them in the database file, its write-ahead log, a fresh backup or the search index", async () => {
    const marker = "Zqxvmarker Erasedperson";
    const phone = "+919845077331";
    const file = join(dir, "app.db");
    const handle = await openDatabase(file);
    const db = handle.db;
    const id = leadId(77);
    const created = "2026-11-20T04:30:00.000Z";
    await db
      .insertInto("leads")
      .values({
        id,
        name: marker,
        phone,
        email: "zqxvmarker@example.in",
        service: "Wardrobe Installation",
        message: `Please call ${marker} after six`,
        status: "new",
        created_at: created,
        updated_at: created,
      })
      .execute();
    await indexNewLeads(db);
    await db
      .insertInto("lead_activities")
      .values({
        id: leadId(78),
        lead_id: id,
        kind: "note",
        text: `Spoke to ${marker}`,
        actor_id: null,
        actor_email: "owner@example.in",
        created_at: created,
      })
      .execute();
    await queueWrittenMail(
      db,
      [digestListing("owner@example.in", [{ ...listed(77, phone), name: marker }])],
      new Date(created),
    );
    // The search index holds the name's three-letter pieces (it is a trigram index).
    const indexed = async () => {
      const { rows } = await sql<{ block: Uint8Array | null }>`select block from leads_fts_data`.execute(db);
      const blocks = Buffer.concat(rows.flatMap((row) => (row.block ? [Buffer.from(row.block)] : [])));
      return ["zqx", "qxv"].filter((piece) => blocks.includes(Buffer.from(piece)));
    };
    expect(await indexed()).toEqual(["zqx", "qxv"]);
    // Everything is in the database file as well as in the log, as after any busy day.
    await sql`pragma wal_checkpoint(passive)`.execute(db);
    expect(holds(file, marker)).toBe(true);
    expect(holds(`${file}-wal`, marker)).toBe(true);

    expect(await erasePerson(db, { phone, erasedBy: "owner@example.in", now })).toBe(1);
    expect(await indexed()).toEqual([]);
    await sql`pragma wal_checkpoint(passive)`.execute(db);
    const backup = await backupSqlite(file, join(dir, "backups", "after.db"));
    for (const path of [file, `${file}-wal`, backup]) {
      expect(holds(path, marker), path).toBe(false);
      expect(holds(path, phone), path).toBe(false);
    }
    await handle.close();
    for (const path of [file, `${file}-wal`]) expect(holds(path, marker), path).toBe(false);
  });
});
