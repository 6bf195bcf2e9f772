import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Kysely } from "kysely";
import webpush from "web-push";
import { z } from "zod";
import type { Database } from "../db/schema.server";
import { reasonOf, StartupError } from "../start-up-error.server";

/** The server's VAPID key pair (base64url), which signs every push it sends. */
export type VapidKeys = { publicKey: string; privateKey: string };

const keysSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

const remedy = "delete it to have a new pair made (every device then has to turn its alerts on again)";

/**
 * The VAPID keys, made once and kept in the data folder beside the auth secret, so every server
 * sharing the folder signs with the same pair and the browsers' subscriptions stay good across
 * restarts. Two servers making the pair at once keep the first one written.
 */
export function vapidKeys(file: string): VapidKeys {
  const path = resolve(file);
  return readKeys(path) ?? makeKeys(path);
}

function readKeys(path: string): VapidKeys | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === "ENOENT" || code === "ENOTDIR") return undefined;
    throw new StartupError(`cannot read the push key file ${path} (DATA_DIR): ${reasonOf(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const keys = keysSchema.safeParse(parsed);
  if (!keys.success) throw new StartupError(`the push key file ${path} is not a key pair: ${remedy}`);
  return keys.data;
}

/** Written aside, then linked into place: a file there already (another server's) wins. */
function makeKeys(path: string): VapidKeys {
  const made = webpush.generateVAPIDKeys();
  const keys = { publicKey: made.publicKey, privateKey: made.privateKey };
  const aside = `${path}.${process.pid}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(aside, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
    try {
      linkSync(aside, path);
    } catch (error) {
      if ((error as { code?: unknown }).code !== "EEXIST") throw error;
      return readKeys(path) ?? keys;
    }
    return keys;
  } catch (error) {
    if (error instanceof StartupError) throw error;
    throw new StartupError(`cannot make the push key file ${path} (DATA_DIR): ${reasonOf(error)}`);
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * The pair every server on the database signs with: the first server's own (from its data folder)
 * is kept in the database, and every later one uses that, so a browser subscribed through one
 * server is reached by any other.
 */
export async function sharedVapidKeys(db: Kysely<Database>, own: VapidKeys, now: Date): Promise<VapidKeys> {
  await db
    .insertInto("push_keys")
    .values({ id: 1, public_key: own.publicKey, private_key: own.privateKey, created_at: now.toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  const kept = await db
    .selectFrom("push_keys")
    .select(["public_key", "private_key"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return { publicKey: kept.public_key, privateKey: kept.private_key };
}
