import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A browser's side of one subscription: its P-256 key pair and auth secret, as a phone makes them. */
export type FakeDevice = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Opens what the push service received for this device (RFC 8291 and RFC 8188, aes128gcm). */
  decrypt: (body: Buffer) => string;
};

/** One request the push service received, with its VAPID token already checked. */
export type ReceivedPush = {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The VAPID token's claims, once its ES256 signature checked out against `k`. */
  claims: { aud: string; exp: number; sub: string };
  /** The public key the server signed with (`k=` of the Authorization header). */
  vapidKey: string;
};

const b64 = (buffer: Buffer) => buffer.toString("base64url");

/**
 * A push service on a local port, as a phone's browser vendor runs one: it takes encrypted
 * notifications for the devices made here, checks each request's VAPID signature, and answers
 * 201, or what a test asks (410 for a device the browser dropped, 500 for a failing service).
 */
export class FakePushService {
  received: ReceivedPush[] = [];
  /** Status codes to answer next, per device path; 201 when none is left. */
  answers = new Map<string, number[]>();
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      try {
        const token = checkVapid(request.headers.authorization ?? "");
        this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks), ...token });
      } catch (error) {
        response.writeHead(401).end(String(error));
        return;
      }
      const status = this.answers.get(path)?.shift() ?? 201;
      response.writeHead(status).end();
    });
  });
  origin = "";

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** A new device: its endpoint on this service and keys a browser would post to the desk. */
  device(name: string): FakeDevice {
    const ecdh = createECDH("prime256v1");
    const devicePublic = ecdh.generateKeys();
    const auth = randomBytes(16);
    return {
      endpoint: `${this.origin}/push/${name}`,
      keys: { p256dh: b64(devicePublic), auth: b64(auth) },
      decrypt: (body) => decrypt(body, ecdh, devicePublic, auth),
    };
  }

  /** What this device was sent, decrypted, oldest first. */
  messagesFor(device: FakeDevice): unknown[] {
    const path = new URL(device.endpoint).pathname;
    return this.received
      .filter((push) => push.path === path)
      .map((push) => JSON.parse(device.decrypt(push.body)) as unknown);
  }
}

/** RFC 8291: the keys from ECDH with the sender's key in the header, HKDF, then one AES-128-GCM record. */
function decrypt(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  devicePublic: Buffer,
  auth: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`the keyid is ${idLength} bytes, not a P-256 public key`);
  if (record.length > recordSize) throw new Error("more than one record");
  const shared = ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), devicePublic, senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("the record does not end with the last-record delimiter");
  return padded.subarray(0, end).toString("utf8");
}

/** `vapid t=<JWT>, k=<key>`: the JWT must be ES256, signed by the key given, with aud, exp and sub. */
function checkVapid(header: string): { claims: ReceivedPush["claims"]; vapidKey: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [, token, vapidKey] = match as unknown as [string, string, string];
  const [head, payload, signature] = token.split(".") as [string, string, string];
  const jwtHeader = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg: string; typ: string };
  if (jwtHeader.alg !== "ES256") throw new Error(`the token is ${jwtHeader.alg}, not ES256`);
  const point = Buffer.from(vapidKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: "jwk",
  });
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID signature does not match its key");
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as ReceivedPush["claims"];
  return { claims, vapidKey };
}
