import { inflateSync } from 'node:zlib';

/**
 * Unpacks a WOFF 1.0 font into the TrueType font it wraps (same tables, uncompressed). The PDF
 * library reads a WOFF's tables again for every document, which costs half a second per font;
 * a TrueType buffer costs milliseconds (decision 032). Format: https://www.w3.org/TR/WOFF/.
 */
export function woffToTtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });

  // The sfnt header's binary-search fields, as the TrueType specification defines them.
  let entrySelector = 0;
  while (2 ** (entrySelector + 1) <= numTables) entrySelector += 1;
  const searchRange = 2 ** entrySelector * 16;
  const padded = (length: number) => (length + 3) & ~3;

  const headerLength = 12 + numTables * 16;
  const ttf = Buffer.alloc(
    tables.reduce((sum, table) => sum + padded(table.data.length), headerLength),
  );
  ttf.writeUInt32BE(flavor, 0);
  ttf.writeUInt16BE(numTables, 4);
  ttf.writeUInt16BE(searchRange, 6);
  ttf.writeUInt16BE(entrySelector, 8);
  ttf.writeUInt16BE(numTables * 16 - searchRange, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    ttf.writeUInt32BE(table.tag, entry);
    ttf.writeUInt32BE(table.checksum, entry + 4);
    ttf.writeUInt32BE(offset, entry + 8);
    ttf.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(ttf, offset);
    offset += padded(table.data.length);
  });
  return ttf;
}
