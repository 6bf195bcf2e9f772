// npm run bench:whatsapp — how fast the production server takes Meta's webhook: signed deliveries
// posted at full speed (each a customer's text with its own WhatsApp id, and every fifth a retry
// of one already sent, as Meta retries), then how many messages per second were stored once the
// chat worker had worked the inbox through, and whether each was stored exactly once.
// Prints figures; asserts nothing about time (machines are shared and noisy).
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { startServer, stopServer } from "./start-server.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONCURRENCY ?? 16);
const port = Number(process.env.BENCH_PORT ?? 4398);
const customers = 500;
const appSecret = "bench-app-secret-0123456789";
const phoneNumberId = "106540352242922";
const dir = resolve("data/bench-whatsapp");
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const server = await startServer({
  PORT: String(port),
  DATABASE_URL: join(dir, "app.db"),
  DATA_DIR: dir,
  NOTIFY_EMAIL: "none",
  ANALYTICS: "off",
  WHATSAPP_TOKEN: "EAAGbenchTokenNotUsedForSending00",
  WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
  WHATSAPP_APP_SECRET: appSecret,
  WHATSAPP_VERIFY_TOKEN: "bench-verify-token",
  // Nothing is sent in this bench: the Graph API is never called.
  WHATSAPP_API_URL: "http://127.0.0.1:9/v23.0",
});

/** Every WhatsApp id answered, and how many times; each one's body, for Meta's retries to send again. */
/** @type {Map<string, number>} */
const posted = new Map();
/** @type {Map<string, string>} */
const bodies = new Map();
let sequence = 0;

/** One delivery in the documented shape: a customer's text, or (every fifth) a retry of an earlier one, byte for byte. */
/** @returns {{ wamid: string, body: string }} */
function nextBody() {
  sequence++;
  const earlier = [...bodies.keys()];
  if (sequence % 5 === 0 && earlier.length > 0) {
    const wamid = /** @type {string} */ (earlier[sequence % earlier.length]);
    return { wamid, body: /** @type {string} */ (bodies.get(wamid)) };
  }
  const wamid = `wamid.bench${randomBytes(12).toString("hex")}`;
  const from = `9198${String(sequence % customers).padStart(8, "0")}`;
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "919845000000", phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: `Bench ${from.slice(-4)}` }, wa_id: from }],
              messages: [
                {
                  from,
                  id: wamid,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: "text",
                  text: { body: `Message ${sequence}` },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  bodies.set(wamid, body);
  return { wamid, body };
}

let answered200 = 0;
const started = Date.now();
const result = await autocannon({
  url: `http://127.0.0.1:${port}/api/whatsapp/webhook`,
  connections,
  duration: seconds,
  method: "POST",
  requests: [
    {
      /** @param {import("autocannon").Request} request @param {{ wamid?: string }} context */
      setupRequest: (request, context) => {
        const { wamid, body } = nextBody();
        context.wamid = wamid;
        const signature = `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
        return {
          ...request,
          body,
          headers: { "content-type": "application/json", "x-hub-signature-256": signature },
        };
      },
      // Only what the server answered 200 counts as posted (autocannon prepares more than it sends).
      /** @param {number} status @param {string} _body @param {{ wamid?: string }} context */
      onResponse: (status, _body, context) => {
        if (status !== 200 || !context.wamid) return;
        answered200++;
        posted.set(context.wamid, (posted.get(context.wamid) ?? 0) + 1);
      },
    },
  ],
});

// The worker goes on after the last POST: wait until the inbox is empty (no time limit asserted).
const db = new Database(join(dir, "app.db"), { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
const waiting = db.prepare("select count(*) as n from whatsapp_inbox where processed_at is null");
for (;;) {
  const { n } = /** @type {{ n: number }} */ (waiting.get());
  if (n === 0) break;
  await new Promise((done) => setTimeout(done, 200));
}
const drainedMs = Date.now() - started;
const rows = /** @type {{ wamid: string, n: number }[]} */ (
  db.prepare("select wamid, count(*) as n from whatsapp_messages group by wamid").all()
);
const leads = /** @type {{ n: number }} */ (db.prepare("select count(*) as n from leads").get()).n;
db.close();
await stopServer(server);

const stored = new Map(rows.map((row) => [row.wamid, row.n]));
const missing = [...posted.keys()].filter((wamid) => !stored.has(wamid)).length;
const twice = rows.filter((row) => row.n !== 1).length;
const retries = [...posted.values()].reduce((sum, n) => sum + n - 1, 0);

console.log(
  `Webhook deliveries posted: ${result.requests.total} in ${seconds} s (${connections} connections)`,
);
console.log(`  answered 200: ${answered200}, other answers: ${result.non2xx}, errors: ${result.errors}`);
console.log(`  posted per second: ${(result.requests.total / seconds).toFixed(0)}`);
console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
console.log(
  `Messages stored: ${rows.length} (distinct WhatsApp ids posted: ${posted.size}, retries: ${retries})`,
);
console.log(
  `  stored per second, until the inbox was empty: ${(rows.length / (drainedMs / 1000)).toFixed(0)}`,
);
console.log(`  leads made: ${leads} (one per customer who wrote)`);
console.log(
  missing === 0 && twice === 0
    ? "Each message stored exactly once."
    : `NOT exactly once: ${missing} missing, ${twice} stored more than once.`,
);
if (missing !== 0 || twice !== 0) process.exitCode = 1;
