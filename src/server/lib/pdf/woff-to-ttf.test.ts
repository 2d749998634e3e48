import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { woffToTtf } from './woff-to-ttf.ts';

const require = createRequire(import.meta.url);
const woff = fs.readFileSync(
  require.resolve('@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff'),
);

/** The TrueType checksum of a table: the sum of its big-endian 32-bit words. */
function checksum(data: Buffer): number {
  const padded = Buffer.alloc((data.length + 3) & ~3);
  data.copy(padded);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) {
    sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  }
  return sum;
}

describe('woffToTtf', () => {
  it('writes every table whole: each matches the checksum the font recorded for it', () => {
    const ttf = woffToTtf(woff);
    expect(ttf.readUInt32BE(0)).toBe(0x00010000);
    const numTables = ttf.readUInt16BE(4);
    expect(numTables).toBe(woff.readUInt16BE(12));
    const tags: string[] = [];
    for (let index = 0; index < numTables; index += 1) {
      const entry = 12 + index * 16;
      const tag = ttf.toString('latin1', entry, entry + 4);
      const data = Buffer.from(
        ttf.subarray(
          ttf.readUInt32BE(entry + 8),
          ttf.readUInt32BE(entry + 8) + ttf.readUInt32BE(entry + 12),
        ),
      );
      // The head table is summed with its checkSumAdjustment field as zero.
      if (tag === 'head') data.writeUInt32BE(0, 8);
      expect(checksum(data), tag).toBe(ttf.readUInt32BE(entry + 4));
      tags.push(tag);
    }
    expect(tags).toEqual(expect.arrayContaining(['cmap', 'glyf', 'loca', 'head', 'hmtx', 'name']));
  });

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToTtf(Buffer.from('OTTO and more bytes than a header'))).toThrow(/WOFF/);
  });
});
