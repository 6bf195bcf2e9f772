import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { BackupReadError, decryptingStream, encryptingStream, wrongKeyMessage } from "./backup-crypto.server";

const key = "correct horse battery staple, a long passphrase";

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function encrypt(plain: Buffer, passphrase = key): Promise<Buffer> {
  const out: Buffer[] = [];
  await pipeline(Readable.from([plain]), await encryptingStream(passphrase), async (source) => {
    for await (const chunk of source) out.push(chunk as Buffer);
  });
  return Buffer.concat(out);
}

const decrypt = (sealed: Buffer, passphrase = key) =>
  collect(Readable.from([sealed]).pipe(decryptingStream(passphrase)));

/** What a database file holds: a phone number among other bytes, spanning several records. */
const plain = Buffer.concat([
  randomBytes(100_000),
  Buffer.from("Asha Rao +919845012345"),
  randomBytes(150_000),
]);

describe("an encrypted backup", () => {
  it("gives back exactly what went in, and holds no readable byte of it", async () => {
    const sealed = await encrypt(plain);
    expect(sealed.includes(Buffer.from("+919845012345"))).toBe(false);
    expect(sealed.includes(Buffer.from("Asha"))).toBe(false);
    expect((await decrypt(sealed)).equals(plain)).toBe(true);
  });

  it("is different each time, though the data and key are the same", async () => {
    const [a, b] = [await encrypt(plain), await encrypt(plain)];
    expect(a.subarray(0, 200).equals(b.subarray(0, 200))).toBe(false);
  });

  it("round-trips an empty file", async () => {
    expect((await decrypt(await encrypt(Buffer.alloc(0)))).length).toBe(0);
  });

  it("refuses a wrong key with one line, and passes on nothing", async () => {
    const sealed = await encrypt(plain);
    const error = await decrypt(sealed, "another passphrase entirely").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupReadError);
    expect((error as Error).message).toBe(wrongKeyMessage);
    expect((error as Error).message).not.toContain("\n");
  });

  it("refuses a changed byte, a file cut short and a file with parts swapped", async () => {
    const sealed = await encrypt(plain);
    const changed = Buffer.from(sealed);
    changed[100_000] = changed[100_000]! ^ 1;
    await expect(decrypt(changed)).rejects.toThrow(/damaged: part 2 fails its authentication check/);

    const recordBytes = 5 + 64 * 1024 + 16;
    const cut = sealed.subarray(0, 52 + 2 * recordBytes);
    await expect(decrypt(cut)).rejects.toThrow(/cut short/);

    const swapped = Buffer.concat([
      sealed.subarray(0, 52),
      sealed.subarray(52 + recordBytes, 52 + 2 * recordBytes),
      sealed.subarray(52, 52 + recordBytes),
      sealed.subarray(52 + 2 * recordBytes),
    ]);
    await expect(decrypt(swapped)).rejects.toThrow(BackupReadError);
  });

  it("refuses a file that is not a backup", async () => {
    await expect(decrypt(Buffer.from("SQLite format 3\0".padEnd(200, "x")))).rejects.toThrow(
      /not an off-site backup file/,
    );
  });
});
