import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import { runSendNowCli, sendNowCommands } from "./send-now-cli.server";

// `npm run digest -- --now`: today's digest written and sent at once, printed, without taking the
// scheduled one's place.

const now = new Date("2026-11-24T03:30:00.000Z"); // 9:00 am in Bengaluru
const kavya = { id: "user-kavya", email: "kavya@btmcarpentryworks.in", role: "staff" };

describe.each(testDatabases())("npm run digest on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let delivered = 0;
  const lines: string[] = [];
  const run = (...argv: string[]) =>
    runSendNowCli(
      sendNowCommands.digest,
      argv,
      Promise.resolve({
        database: handle,
        now: () => now,
        mailSender: { deliver: () => Promise.resolve(void (delivered += 1)) } as never,
      }),
      (line) => lines.push(line),
    );

  beforeEach(async () => {
    handle = await database.open();
    delivered = 0;
    lines.length = 0;
    await insertAccounts(handle.db, [kavya]);
  });
  afterEach(() => handle.drop());

  const queued = () => handle.db.selectFrom("mail_queue").select("recipient").execute();

  it("asks for --now", async () => {
    expect(await run()).toBe(2);
    expect(await run("--later")).toBe(2);
    expect(lines.join("\n")).toContain("npm run digest -- --now");
  });

  it("says so when nobody has anything to hear", async () => {
    expect(await run("--now")).toBe(0);
    expect(lines.at(-1)).toMatch(/nothing to send/);
    expect(await queued()).toEqual([]);
  });

  it("prints, queues and delivers the digest, without recording the day; --dry-run only prints", async () => {
    await handle.db
      .insertInto("leads")
      .values({
        id: "00000000-0000-4000-8000-000000000001",
        name: "Asha Reddy",
        phone: "+919845000001",
        service: "Wardrobe Installation",
        status: "contacted",
        assignee_id: kavya.id,
        follow_up_at: "2026-11-24T05:30:00.000Z",
        created_at: "2026-11-20T05:30:00.000Z",
        updated_at: "2026-11-20T05:30:00.000Z",
      })
      .execute();
    expect(await run("--now", "--dry-run")).toBe(0);
    expect(lines[0]).toMatch(/^To: kavya@btmcarpentryworks\.in\nSubject: Today at .+: 1 follow-up\n/);
    expect(lines[0]).toContain("Asha Reddy");
    expect(await queued()).toEqual([]);
    expect(delivered).toBe(0);

    expect(await run("--now")).toBe(0);
    expect(await queued()).toEqual([{ recipient: kavya.email }]);
    expect(delivered).toBe(1);
    expect(await handle.db.selectFrom("digest_runs").selectAll().execute()).toEqual([]);
  });
});
