// npm run budget (after `npm run build`): the JavaScript a first visit to the home page downloads
// before the app can start – the entry chunk and every chunk it imports statically (the ones
// index.html preloads) – raw, and as the server sends it: the build's precompressed .br and .gz
// copies, or the file itself where the build made none (decision 015). Fails above the budget
// (docs/performance.md, "JavaScript of the first page load").
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** docs/performance.md, issue 7: the home page's first JavaScript, brotli as sent. */
export const BUDGET_BROTLI_BYTES = 150 * 1024;
// index.html's module script (main.tsx) is keyed by the page in the manifest.
const ENTRY = 'index.html';

type ManifestChunk = { file: string; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The entry's file and its static imports, transitively; dynamic imports load later. */
export function initialFiles(manifest: Manifest, entry: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`${key} is not in the vite manifest`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return files;
}

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
    initialFiles(manifest, ENTRY).map(async (file) => {
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
