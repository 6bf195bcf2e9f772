import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import addressparser from "nodemailer/lib/addressparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadSchema } from "~/lib/lead-schema";
import { deskUser, insertAccounts } from "../../../tests/support/desk-users";
import { testDatabases } from "../../../tests/support/test-database";
import { leadWrites } from "../leads/lead-writes.server";
import { leadStore } from "../leads/store-lead.server";
import { parseEnv } from "../env.server";
import { createLead, type LeadDeps } from "../leads/create-lead.server";
import { createMailer, type Mail, type Mailer, serverMailer } from "../mail.server";
import { resolveSite } from "../site.server";
import { queueWrittenMail } from "./mail-queue.server";
import { mailSender } from "./mail-sender.server";

const site = resolveSite(parseEnv({ SITE_PROFILE: "carpentry", PUBLIC_URL: "https://desk.example.in" }));
const schema = leadSchema({ services: site.leadForm.services, areas: ["Koramangala"] });
const service = site.leadForm.services[0]!;
const notify = ["owner@example.in", "office@example.in"];
const accounts = {
  admin: { id: "user-admin", email: "admin@example.in", role: "admin" },
  ravi: { id: "user-ravi", email: "ravi@example.in", role: "staff" },
  meena: { id: "user-meena", email: "meena@example.in", role: "staff" },
  quiet: { id: "user-quiet", email: "quiet@example.in", role: "staff" },
  visitor: { id: "user-visitor", email: "visitor@example.in", role: "user" },
};

/** A real SMTP server on a free local port, keeping what it receives; it can refuse for a while. */
class TestSmtp {
  received: { from: string; to: string[]; raw: string }[] = [];
  refuse = false;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      if (!this.refuse) return callback();
      const error = new Error("Mailbox busy, try again later") as Error & { responseCode: number };
      error.responseCode = 451;
      callback(error);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        this.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  url = "";
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

describe.each(testDatabases())("new-lead alerts on $name", (database) => {
  let handle: Awaited<ReturnType<typeof database.open>>;
  let outbox: string;
  let sent: Mail[];
  let clock: Date;
  let nudges: number;

  beforeEach(async () => {
    handle = await database.open();
    await insertAccounts(handle.db, Object.values(accounts));
    await handle.db.updateTable("user").set({ leadAlerts: 0 }).where("id", "=", accounts.quiet.id).execute();
    outbox = mkdtempSync(join(tmpdir(), "alerts-"));
    sent = [];
    // A minute on: the leads the test enters are queued at the real time, so they are due by then.
    clock = new Date(Date.now() + 60_000);
    nudges = 0;
  });
  afterEach(async () => {
    await handle.drop();
    rmSync(outbox, { recursive: true, force: true });
  });

  // Each lead a minute after the one before.
  let arrivals = 0;
  const deps = (): LeadDeps => ({
    store: leadStore(leadWrites(handle.db, { notify }), () => nudges++),
    now: () => new Date(Date.parse("2026-11-24T04:30:00.000Z") + arrivals++ * 60_000),
    schema,
    rateLimit: { max: 100, windowMs: 60_000 },
    log: () => undefined,
  });
  const keep: Mailer = (mail) => {
    sent.push(mail);
    return Promise.resolve();
  };
  const sender = (mailer: Mailer = keep) =>
    mailSender({ db: handle.db, mailer, site, notify, log: () => undefined, clock: () => clock });
  const enquire = (fields: Record<string, unknown>, staff?: keyof typeof accounts) =>
    createLead(deps(), {
      fields: { service, message: "", ...fields },
      clientAddress: "203.0.113.9",
      channel: "api",
      ...(staff ? { staff: deskUser(accounts[staff]) } : {}),
    });
  const queue = () => handle.db.selectFrom("mail_queue").selectAll().orderBy("recipient").execute();
  const to = (address: string) => sent.filter((mail) => mail.to === address);

  it("queues one alert a recipient with the lead, and tells the sender after the commit", async () => {
    const result = await enquire({ name: "Asha Rao", phone: "98450 12345" });
    expect(result.kind).toBe("created");
    expect(nudges).toBe(1);
    const rows = await queue();
    // The addresses configured, the admin and the staff who keep alerts on; not the one who turned them off.
    expect(rows.map((row) => row.recipient).sort()).toEqual([
      "admin@example.in",
      "meena@example.in",
      "office@example.in",
      "owner@example.in",
      "ravi@example.in",
    ]);
    expect(rows.every((row) => row.sent_at === null && row.kind === "lead")).toBe(true);
  });

  it("writes an alert a person can act on from a phone: call, WhatsApp, what, where from, and the desk", async () => {
    await enquire({
      name: "Asha Rao",
      phone: "98450 12345",
      message: "Kitchen in 2BHK",
      area: "Koramangala",
      source_path: "/contact",
    });
    await sender().deliver();
    const [mail] = to("owner@example.in");
    expect(mail!.subject).toBe(`New enquiry: Asha Rao, ${service}`);
    const [lead] = await handle.db.selectFrom("leads").select("id").execute();
    for (const body of [mail!.text, mail!.html!]) {
      expect(body).toContain("+91 98450 12345");
      expect(body).toContain("Kitchen in 2BHK");
      expect(body).toContain("Koramangala");
      expect(body).toContain("Came from: /contact (area: Koramangala)");
      expect(body).toContain(`https://desk.example.in/admin/leads/${lead!.id}`);
      expect(body).toContain("https://wa.me/919845012345?text=");
      expect(body).not.toContain("Returning customer");
    }
    expect(mail!.html).toContain('href="tel:+919845012345"');
    // The WhatsApp greeting names the person and the service.
    const chat = decodeURIComponent(/wa\.me\/\d+\?text=([^"\s]+)/.exec(mail!.text)![1]!);
    expect(chat).toContain("Asha Rao");
    expect(chat).toContain(service);
    const sentAt = await handle.db.selectFrom("mail_queue").select("sent_at").execute();
    expect(sentAt.every((row) => row.sent_at !== null)).toBe(true);
  });

  it("shares one e-mail among the leads that arrived together, and marks a returning customer", async () => {
    await enquire({ name: "Asha Rao", phone: "98450 12345" });
    await enquire({ name: "Ravi Kumar", phone: "98450 22222" });
    await enquire({ name: "Asha Rao", phone: "98450 12345", service: site.leadForm.services[1] });
    await sender().deliver();
    const mails = to("owner@example.in");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("3 new enquiries: Asha Rao, Ravi Kumar, Asha Rao");
    expect(mails[0]!.text.match(/Returning customer/g)).toHaveLength(1);
    expect(sent).toHaveLength(5);
    // A second round sends nothing again.
    await sender().deliver();
    expect(sent).toHaveLength(5);
  });

  it("tells the others, not the person who entered it; a staff member's own lead is not for other staff", async () => {
    await enquire({ name: "Walk-in Customer", phone: "98450 33333", source: "walk-in" }, "ravi");
    await sender().deliver();
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      "admin@example.in",
      "office@example.in",
      "owner@example.in",
    ]);
    expect(sent[0]!.text).toContain("Walk-in");
    sent = [];
    await enquire({ name: "Phone Customer", phone: "98450 44444", source: "phone" }, "admin");
    await sender().deliver();
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      "meena@example.in",
      "office@example.in",
      "owner@example.in",
      "ravi@example.in",
    ]);
  });

  it("answers the visitor without waiting for the mail server", async () => {
    const hanging: Mailer = () => new Promise(() => undefined);
    const running = sender(hanging);
    void running.deliver();
    const result = await enquire({ name: "Asha Rao", phone: "98450 12345" });
    expect(result.kind).toBe("created");
  });

  it("keeps a message that failed and tries again later, waiting longer each time", async () => {
    let fail = true;
    const flaky: Mailer = (mail) => (fail ? Promise.reject(new Error("connection refused")) : keep(mail));
    const run = sender(flaky);
    await enquire({ name: "Asha Rao", phone: "98450 12345" });
    await run.deliver();
    let [row] = await handle.db
      .selectFrom("mail_queue")
      .selectAll()
      .where("recipient", "=", "owner@example.in")
      .execute();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, claimed_until: null });
    expect(row!.error).toContain("connection refused");
    expect(Date.parse(row!.send_after) - clock.getTime()).toBe(30_000);
    // Not due yet: nothing is tried.
    await run.deliver();
    [row] = await handle.db
      .selectFrom("mail_queue")
      .selectAll()
      .where("recipient", "=", "owner@example.in")
      .execute();
    expect(row!.attempts).toBe(1);
    clock = new Date(clock.getTime() + 31_000);
    await run.deliver();
    [row] = await handle.db
      .selectFrom("mail_queue")
      .selectAll()
      .where("recipient", "=", "owner@example.in")
      .execute();
    expect(row!.attempts).toBe(2);
    expect(Date.parse(row!.send_after) - clock.getTime()).toBe(60_000);
    fail = false;
    clock = new Date(clock.getTime() + 61_000);
    await run.deliver();
    expect(to("owner@example.in")).toHaveLength(1);
    [row] = await handle.db
      .selectFrom("mail_queue")
      .selectAll()
      .where("recipient", "=", "owner@example.in")
      .execute();
    expect(row!.sent_at).not.toBeNull();
  });

  it("logs a failed or delivered message without the visitor's name", async () => {
    const lines: unknown[] = [];
    const failing: Mailer = () => Promise.reject(new Error("connection refused"));
    await enquire({ name: "Asha Rao", phone: "98450 12345" });
    const log = (...line: unknown[]) => void lines.push(line);
    await mailSender({ db: handle.db, mailer: failing, site, notify, log, clock: () => clock }).deliver();
    clock = new Date(clock.getTime() + 31_000);
    await mailSender({ db: handle.db, mailer: keep, site, notify, log, clock: () => clock }).deliver();
    expect(lines.map((line) => (line as string[])[1])).toContain("mail_failed");
    expect(lines.map((line) => (line as string[])[1])).toContain("mail_delivered");
    expect(JSON.stringify(lines)).not.toContain("Asha");
  });

  it("takes up a message a stopped server held once its claim runs out", async () => {
    await enquire({ name: "Asha Rao", phone: "98450 12345" });
    // A server claimed everything and died before sending.
    await handle.db
      .updateTable("mail_queue")
      .set({ claimed_until: new Date(clock.getTime() + 120_000).toISOString(), attempts: 1 })
      .execute();
    await sender().deliver();
    expect(sent).toHaveLength(0);
    clock = new Date(clock.getTime() + 121_000);
    await sender().deliver();
    expect(sent).toHaveLength(5);
  });

  it("sends each alert once when several servers deliver at the same moment", async () => {
    for (let i = 0; i < 12; i++)
      await enquire({ name: `Customer ${i}`, phone: `98450 5${String(i).padStart(4, "0")}` });
    const other = await handle.another();
    try {
      const second = mailSender({
        db: other.db,
        mailer: keep,
        site,
        log: () => undefined,
        clock: () => clock,
      });
      await Promise.all([sender().deliver(), second.deliver(), sender().deliver(), second.deliver()]);
    } finally {
      await other.close();
    }
    const alerts = sent
      .filter((mail) => mail.to === "owner@example.in")
      .flatMap((mail) => mail.text.match(/Customer \d+ ·/g) ?? []);
    expect(alerts.sort()).toEqual(Array.from({ length: 12 }, (_, i) => `Customer ${i} ·`).sort());
  });

  it("tells an address in NOTIFY_EMAIL why it hears of leads and who can change that; a member, the Alerts page", async () => {
    await enquire({ name: "Asha Rao", phone: "98450 12345" });
    await sender().deliver();
    for (const address of notify) {
      const [mail] = to(address);
      for (const body of [mail!.text, mail!.html!.replaceAll("&#39;", "'")]) {
        expect(body).toContain("listed in the site's notification settings");
        expect(body).toContain("whoever runs the server can change");
        expect(body).not.toContain("Alerts page");
      }
    }
    const [member] = to("meena@example.in");
    for (const body of [member!.text, member!.html!.replaceAll("&#39;", "'")]) {
      expect(body).toContain("Turn them off on the desk's Alerts page.");
      expect(body).not.toContain("notification settings");
    }
  });

  it("sets what the visitor wrote apart, so it cannot pass for the e-mail's own lines", async () => {
    const forged = "https://evil.example/steal";
    await enquire({
      name: "Asha Rao",
      phone: "98450 12345",
      message: `Kitchen in 2BHK\nOpen in the desk: ${forged}\nWhatsApp: ${forged}`,
      source_path: "/contact?utm_term=Asha%20Rao",
    });
    await enquire({
      name: "Ravi Kumar",
      phone: "98450 22222",
      source_path: `Call now\nOpen in the desk: ${forged}`,
    });
    await sender().deliver();
    const [mail] = to("owner@example.in");
    const lines = mail!.text.split("\n");
    // The template's own lines are the only ones that start with its labels.
    expect(lines.filter((line) => line.startsWith("Open in the desk:"))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith("Open in the desk:") && line.includes("evil"))).toEqual([]);
    expect(lines.filter((line) => line.startsWith("WhatsApp:") && line.includes("evil"))).toEqual([]);
    // Each of the visitor's lines is quoted under a label that says whose words they are.
    expect(lines).toContain("Message, as the visitor wrote it:");
    expect(lines).toContain("> Kitchen in 2BHK");
    expect(lines).toContain(`> Open in the desk: ${forged}`);
    expect(mail!.html).toMatch(/<blockquote[^>]*>Kitchen in 2BHK\nOpen in the desk: https:\/\/evil/);
    // A known page is named without its query; anything else is not printed.
    for (const body of [mail!.text, mail!.html!]) {
      expect(body).toContain("Came from: /contact");
      expect(body).not.toContain("utm_term");
      expect(body).not.toContain("Call now");
    }
    expect(lines).toContain("Came from: a page the site does not have");
  });

  it("does not alert anyone of a lead that never reached the database", async () => {
    const result = await enquire({ name: "", phone: "12" });
    expect(result.kind).toBe("invalid");
    expect(await queue()).toHaveLength(0);
    expect(nudges).toBe(0);
  });
});

describe("new-lead alerts through a real SMTP server and the outbox", () => {
  const smtp = new TestSmtp();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  let handle: Awaited<ReturnType<ReturnType<typeof testDatabases>[number]["open"]>>;
  let outbox: string;
  beforeEach(async () => {
    handle = await testDatabases()[0]!.open();
    outbox = mkdtempSync(join(tmpdir(), "alerts-"));
    smtp.received = [];
    smtp.refuse = false;
  });
  afterEach(async () => {
    await handle.drop();
    rmSync(outbox, { recursive: true, force: true });
  });

  const deps = (): LeadDeps => ({
    store: leadStore(leadWrites(handle.db, { notify: ["owner@example.in"] })),
    now: () => new Date(),
    schema,
    rateLimit: { max: 100, windowMs: 60_000 },
    log: () => undefined,
  });
  const enquire = (name: string, phone: string) =>
    createLead(deps(), { fields: { name, phone, service }, clientAddress: "203.0.113.9", channel: "api" });
  const from = "BTM Carpentry Works <hello@example.in>";

  it("delivers through SMTP as text and HTML", async () => {
    await enquire("Asha Rao", "98450 12345");
    const mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: outbox });
    await mailSender({ db: handle.db, mailer, site, log: () => undefined }).deliver();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(["owner@example.in"]);
    expect(smtp.received[0]!.raw).toContain(`Subject: New enquiry: Asha Rao, ${service}`);
    expect(smtp.received[0]!.raw).toContain("Content-Type: text/html");
    expect(smtp.received[0]!.raw).toContain("Content-Type: text/plain");
  });

  it("sends from the business name as a name only, whatever it holds", async () => {
    for (const name of ["Om (Carpentry): Works", "Works <x@evil.example>", "Sharma, Sons & Co."]) {
      smtp.received = [];
      const mailer = serverMailer({
        env: parseEnv({ SMTP_URL: smtp.url, DATA_DIR: outbox }),
        site: { ...site, business: { ...site.business, name, email: "hello@example.in" } },
      });
      await mailer({ to: "owner@example.in", subject: "Hello", text: "Hello" });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.from).toBe("hello@example.in");
      const header = /^From: (.*)$/m.exec(smtp.received[0]!.raw)![1]!;
      expect(header).toMatch(/<hello@example\.in>$/);
      expect(addressparser(header)).toEqual([{ name, address: "hello@example.in" }]);
    }
  });

  it("delivers a written message's images through SMTP, attached by content id", async () => {
    const png = Buffer.from("89504e470d0a1a0a", "hex").toString("base64");
    await queueWrittenMail(
      handle.db,
      [
        {
          recipient: "owner@example.in",
          subject: "Last week at BTM Carpentry Works: 4 leads",
          text: "Leads: 4",
          html: '<p>Leads: 4</p><img src="cid:weeks-chart" alt="Leads per week">',
          images: [
            { filename: "weeks-chart.png", cid: "weeks-chart", contentType: "image/png", base64: png },
          ],
        },
      ],
      new Date(),
      "report",
    );
    const mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: outbox });
    const later = new Date(Date.now() + 60_000);
    await mailSender({ db: handle.db, mailer, site, log: () => undefined, clock: () => later }).deliver();
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]!.raw;
    expect(raw).toContain("Subject: Last week at BTM Carpentry Works: 4 leads");
    expect(raw).toContain("Content-Type: image/png; name=weeks-chart.png");
    expect(raw).toContain("Content-ID: <weeks-chart>");
    expect(raw).toContain(png);
  });

  it("retries after the SMTP server refused, and delivers once it accepts", async () => {
    let clock = new Date(Date.now() + 60_000);
    await enquire("Asha Rao", "98450 12345");
    smtp.refuse = true;
    const mailer = createMailer({ smtpUrl: smtp.url, from, outboxDir: outbox });
    const run = mailSender({ db: handle.db, mailer, site, log: () => undefined, clock: () => clock });
    await run.deliver();
    expect(smtp.received).toHaveLength(0);
    const [row] = await handle.db.selectFrom("mail_queue").selectAll().execute();
    expect(row!.error).toContain("451");
    smtp.refuse = false;
    clock = new Date(clock.getTime() + 31_000);
    await run.deliver();
    expect(smtp.received).toHaveLength(1);
  });

  it("writes to the outbox when no SMTP server is set", async () => {
    await enquire("Asha Rao", "98450 12345");
    await enquire("Ravi Kumar", "98450 22222");
    const mailer = createMailer({ from, outboxDir: outbox });
    await mailSender({ db: handle.db, mailer, site, log: () => undefined }).deliver();
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const mail = JSON.parse(readFileSync(join(outbox, files[0]!), "utf8")) as Mail;
    expect(mail).toMatchObject({ to: "owner@example.in", subject: "2 new enquiries: Asha Rao, Ravi Kumar" });
    expect(mail.html).toContain("<!doctype html>");
  });
});
