/**
 * WOFF 1.0 (https://www.w3.org/TR/WOFF/) back to the plain TrueType/OpenType file it wraps: the
 * text renderer (libvips' Pango, through sharp) reads only the latter.
 */
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("Not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });

  const log2 = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** log2 * 16;
  const header = Buffer.alloc(12 + numTables * SFNT_ENTRY);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);

  let offset = header.length;
  const bodies = tables.map((table, index) => {
    const record = 12 + index * SFNT_ENTRY;
    header.writeUInt32BE(table.tag, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    offset += padded(table.data.length);
    return Buffer.concat([table.data, Buffer.alloc(padded(table.data.length) - table.data.length)]);
  });
  return Buffer.concat([header, ...bodies]);
}
