import { createCipheriv, createDecipheriv, randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";

/**
 * The off-site backup's encrypted file: a header, then the data in records of at most 64 KiB, each
 * sealed with AES-256-GCM, so neither side ever holds the whole backup in memory.
 *
 *   header  "WSBK" | version 1 | log2(N) | r | p | salt (16) | nonce (12) | key check (16)   = 52 bytes
 *   record  last (1: 0 or 1) | length (4, big-endian) | ciphertext | GCM tag (16)
 *
 * The key is scrypt(BACKUP_KEY, salt), a fresh salt per file. Record i is sealed under the nonce
 * with i XORed into its last four bytes, and authenticates the header, i and "last" as associated
 * data: records cannot be reordered, moved between files, or cut off after a record that is not
 * the last. The key check (the key's own GCM tag over nothing) tells a wrong key from damage.
 */
const magic = Buffer.from("WSBK");
const version = 1;
const headerLength = 52;
const recordSize = 64 * 1024;
const tagLength = 16;
const scryptParams = { log2N: 15, r: 8, p: 1 };

/** A backup that cannot be read with this key, or whose bytes were changed: one line for the operator. */
export class BackupReadError extends Error {}

export const wrongKeyMessage = "BACKUP_KEY does not open this backup: it was made with another key";

function deriveKey(passphrase: string, salt: Buffer, params: typeof scryptParams): Promise<Buffer> {
  const N = 2 ** params.log2N;
  return new Promise((resolve, reject) =>
    scrypt(passphrase, salt, 32, { N, r: params.r, p: params.p, maxmem: 256 * N * params.r }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function keyCheck(key: Buffer, nonce: Buffer): Buffer {
  const cipher = createCipheriv("aes-256-gcm", key, nonce);
  cipher.setAAD(Buffer.from("key check"));
  cipher.final();
  return cipher.getAuthTag();
}

function recordNonce(nonce: Buffer, index: number): Buffer {
  const out = Buffer.from(nonce);
  out.writeUInt32BE((out.readUInt32BE(8) ^ index) >>> 0, 8);
  return out;
}

function associatedData(header: Buffer, index: number, last: boolean): Buffer {
  const tail = Buffer.alloc(5);
  tail.writeUInt32BE(index, 0);
  tail[4] = last ? 1 : 0;
  return Buffer.concat([header, tail]);
}

/** A stream that encrypts what is written to it into the format above. */
export async function encryptingStream(passphrase: string): Promise<Transform> {
  const salt = randomBytes(16);
  const nonce = randomBytes(12);
  const key = await deriveKey(passphrase, salt, scryptParams);
  const header = Buffer.concat([
    magic,
    Buffer.from([version, scryptParams.log2N, scryptParams.r, scryptParams.p]),
    salt,
    nonce,
    keyCheck(key, nonce),
  ]);
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  let started = false;

  const seal = (plain: Buffer, last: boolean): Buffer => {
    const cipher = createCipheriv("aes-256-gcm", key, recordNonce(nonce, index));
    cipher.setAAD(associatedData(header, index, last));
    const sealed = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    index += 1;
    const head = Buffer.alloc(5);
    head[0] = last ? 1 : 0;
    head.writeUInt32BE(sealed.length, 1);
    return Buffer.concat([head, sealed]);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        this.push(header);
        started = true;
      }
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      // A record goes out once more data follows it, so the last record is always known to be last.
      while (pending.length > recordSize) {
        this.push(seal(pending.subarray(0, recordSize), false));
        pending = pending.subarray(recordSize);
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      this.push(seal(pending, true));
      done();
    },
  });
}

/**
 * A stream that decrypts a file in the format above, failing with a BackupReadError (a wrong key,
 * a changed byte, a file cut short) before it passes on anything that was not authenticated.
 */
export function decryptingStream(passphrase: string): Transform {
  let buffered: Buffer = Buffer.alloc(0);
  let header: Buffer | undefined;
  let key: Buffer | undefined;
  let nonce: Buffer | undefined;
  let index = 0;
  let ended = false;

  async function readHeader(bytes: Buffer) {
    if (!bytes.subarray(0, 4).equals(magic))
      throw new BackupReadError("This is not an off-site backup file of this site (its first bytes differ)");
    if (bytes[4] !== version)
      throw new BackupReadError(`This backup is in format ${bytes[4]}, which this version cannot read`);
    const params = { log2N: bytes[5]!, r: bytes[6]!, p: bytes[7]! };
    if (params.log2N > 20 || params.r > 16 || params.p > 4)
      throw new BackupReadError("This backup's header is damaged");
    const salt = bytes.subarray(8, 24);
    nonce = bytes.subarray(24, 36);
    key = await deriveKey(passphrase, salt, params);
    const check = keyCheck(key, nonce);
    if (!timingSafeEqual(check, bytes.subarray(36, 52))) throw new BackupReadError(wrongKeyMessage);
    header = bytes;
  }

  function open(last: boolean, sealed: Buffer): Buffer {
    const decipher = createDecipheriv("aes-256-gcm", key!, recordNonce(nonce!, index));
    decipher.setAAD(associatedData(header!, index, last));
    decipher.setAuthTag(sealed.subarray(sealed.length - tagLength));
    try {
      const plain = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - tagLength)),
        decipher.final(),
      ]);
      index += 1;
      return plain;
    } catch {
      throw new BackupReadError(`This backup is damaged: part ${index + 1} fails its authentication check`);
    }
  }

  async function take(chunk: Buffer, push: (plain: Buffer) => void) {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    if (!header) {
      if (buffered.length < headerLength) return;
      await readHeader(buffered.subarray(0, headerLength));
      buffered = buffered.subarray(headerLength);
    }
    while (buffered.length >= 5) {
      if (ended) throw new BackupReadError("This backup is damaged: it goes on after its last part");
      const last = buffered[0] === 1;
      const length = buffered.readUInt32BE(1);
      if (buffered[0]! > 1 || length < tagLength || length > recordSize + tagLength)
        throw new BackupReadError(`This backup is damaged: part ${index + 1} has a bad length`);
      if (buffered.length < 5 + length) break;
      push(open(last, buffered.subarray(5, 5 + length)));
      buffered = buffered.subarray(5 + length);
      ended = last;
    }
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      take(chunk, (plain) => this.push(plain)).then(
        () => done(),
        (error: unknown) => done(error as Error),
      );
    },
    flush(done: TransformCallback) {
      if (!header || !ended || buffered.length > 0)
        return done(new BackupReadError("This backup is cut short: it ends before its last part"));
      done();
    },
  });
}
