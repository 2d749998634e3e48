// npm run budget (after the build): the JavaScript a first visit to the home page downloads
// before the app can start – the entry chunk and every chunk it imports statically (the ones
// index.html preloads) – raw, gzip and brotli (brotli is what the server sends, decision 015).
// Fails above the budget (docs/performance.md, "JavaScript of the first page load").
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = 'dist/web';
// index.html's module script (main.tsx) is keyed by the page in the manifest.
const ENTRY = 'index.html';
const BUDGET_BROTLI_BYTES = 150 * 1024;

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

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

async function main(): Promise<void> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(DIST, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const rows = await Promise.all(
    initialFiles(manifest, ENTRY).map(async (file) => {
      const content = await fs.readFile(path.join(DIST, file));
      return {
        file,
        raw: content.length,
        gzip: zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }).length,
        brotli: zlib.brotliCompressSync(content, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }).length,
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
    `Home page, first JavaScript: ${kb(total('raw'))} raw, ${kb(total('gzip'))} gzip, ${kb(brotli)} brotli (budget ${kb(BUDGET_BROTLI_BYTES)} brotli)`,
  );
  if (brotli > BUDGET_BROTLI_BYTES) {
    console.error('Over budget: see docs/performance.md for what the first download holds.');
    process.exitCode = 1;
  }
}

await main();
