import { inflateSync } from "node:zlib";

// WOFF 1.0 (https://www.w3.org/TR/WOFF/) is an OpenType font whose tables are each zlib-compressed:
// undoing that gives back the TrueType/OpenType file that font renderers without WOFF support read.

const woffSignature = 0x774f4646; // "wOFF"
const headerBytes = 44;
const entryBytes = 20;

/** The OpenType (sfnt) font inside a WOFF 1.0 file. Throws on anything else (WOFF2 included). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < headerBytes || woff.readUInt32BE(0) !== woffSignature) {
    throw new Error("Not a WOFF 1.0 font");
  }
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const entry = headerBytes + i * entryBytes;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error("A WOFF table does not have its stated length");
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data };
  });

  // The sfnt header: version, table count and the binary-search fields derived from it.
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, i) => {
    const record = 12 + i * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padding = (4 - (table.data.length % 4)) % 4; // every table starts on a 4-byte boundary
    parts.push(table.data, Buffer.alloc(padding));
    offset += table.data.length + padding;
  });
  return Buffer.concat(parts);
}
