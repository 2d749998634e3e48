// npm run budget (after `npm run build`): the JavaScript a first visit to the home page downloads
// before the app can start – the entry chunk, the steps of the start it imports dynamically, and
// every chunk these import statically (the files /app-start.js preloads, server/pages/app-start.ts)
// – raw, and as the server sends it: the build's precompressed .br and .gz
// copies, or the file itself where the build made none (decision 015). Fails above the budget
// (docs/performance.md, "JavaScript of the first page load").
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { moduleFiles, startModules } from '../src/server/pages/app-start.ts';
import type { Manifest } from '../src/server/pages/app-start.ts';

/** docs/performance.md, issue 7: the home page's first JavaScript, brotli as sent. */
export const BUDGET_BROTLI_BYTES = 150 * 1024;

/** Bytes on the wire for one encoding: its precompressed copy if the build wrote one. */
async function sentBytes(file: string, suffix: '.br' | '.gz', raw: number): Promise<number> {
  try {
    return (await fs.stat(`${file}${suffix}`)).size;
  } catch {
    return raw;
  }
}

async function main(dist: string): Promise<void> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const rows = await Promise.all(
    moduleFiles(manifest, startModules(manifest)).map(async (file) => {
      const full = path.join(dist, file);
      const raw = (await fs.stat(full)).size;
      return {
        file,
        raw,
        gzip: await sentBytes(full, '.gz', raw),
        brotli: await sentBytes(full, '.br', raw),
      };
    }),
  );
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const total = (key: 'raw' | 'gzip' | 'brotli') => rows.reduce((sum, row) => sum + row[key], 0);
  for (const row of rows) {
    console.log(`${row.file}: ${kb(row.raw)} raw, ${kb(row.gzip)} gzip, ${kb(row.brotli)} brotli`);
  }
  const brotli = total('brotli');
  console.log(
    `Home page, first JavaScript (${rows.length} files): ${kb(total('raw'))} raw, ${kb(total('gzip'))} gzip, ${kb(brotli)} brotli (budget ${kb(BUDGET_BROTLI_BYTES)} brotli)`,
  );
  if (brotli > BUDGET_BROTLI_BYTES) {
    console.error('Over budget: docs/performance.md says what the first download holds.');
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(process.argv[2] ?? 'dist/web');
}
