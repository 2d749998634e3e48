import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-assets.ts';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

it('writes brotli and gzip copies of text files that decompress to the original', async () => {
  const script = `export const greeting = ${JSON.stringify('Hallo '.repeat(500))};\n`;
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'assets', 'index-abc.js'), script);

  const done = await precompressDirectory(dir);

  expect(done).toHaveLength(1);
  expect(done[0]!.file).toBe(path.join('assets', 'index-abc.js'));
  const br = await fs.readFile(path.join(dir, 'assets', 'index-abc.js.br'));
  const gz = await fs.readFile(path.join(dir, 'assets', 'index-abc.js.gz'));
  expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
  expect(zlib.gunzipSync(gz).toString()).toBe(script);
  expect(br.length).toBeLessThan(script.length / 10);
});

it('leaves pictures and tiny files alone', async () => {
  await fs.writeFile(path.join(dir, 'icon.png'), Buffer.alloc(5000));
  await fs.writeFile(path.join(dir, 'offline.js'), 'window.location.reload();\n');

  expect(await precompressDirectory(dir)).toEqual([]);
  expect((await fs.readdir(dir)).sort()).toEqual(['icon.png', 'offline.js']);
});
