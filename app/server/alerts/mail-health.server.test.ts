import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-database";
import { mailHealth } from "./mail-health.server";
import { claimDue, markFailed, markSent, queueWrittenMail } from "./mail-queue.server";

// The desk tells admins when e-mail has been failing: messages that could not be sent since the last
// one that could.

const at = (hour: number) => new Date(Date.UTC(2026, 10, 26, hour));
const mail = (recipient: string) => ({ recipient, subject: "Digest", text: "t", html: "<p>t</p>" });

describe.each(testDatabases())("mail health on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  beforeEach(async () => {
    handle = await database.open();
  });
  afterEach(() => handle.drop());

  it("is not failing with an empty queue, fails when tries fail, and recovers after a delivery", async () => {
    const { db } = handle;
    expect(await mailHealth(db, at(9))).toEqual({ failing: false });

    await queueWrittenMail(db, [mail("owner@example.in")], at(1));
    await markSent(
      db,
      (await claimDue(db, at(1))).map((m) => m.id),
      at(1),
    );
    expect(await mailHealth(db, at(9))).toEqual({ failing: false });

    await queueWrittenMail(db, [mail("ravi@example.in"), mail("meena@example.in")], at(3));
    await markFailed(db, await claimDue(db, at(3)), at(3), "Error: connect ECONNREFUSED 127.0.0.1:25");
    expect(await mailHealth(db, at(5))).toEqual({ failing: true, unsent: 2, sinceSeconds: 2 * 3600 });

    // The server answers again: a message goes out, and the earlier failure is no longer shown.
    await queueWrittenMail(db, [mail("owner@example.in")], at(6));
    const due = (await claimDue(db, at(6))).filter((m) => m.recipient === "owner@example.in");
    await markSent(
      db,
      due.map((m) => m.id),
      at(6),
    );
    expect(await mailHealth(db, at(7))).toEqual({ failing: false });
  });
});
