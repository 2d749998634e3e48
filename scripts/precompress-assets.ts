// Part of `npm run build:web`: writes a brotli (.br) and a gzip (.gz) copy beside every text file
// of the built web app, at the strongest settings, once. The server sends them to browsers that
// accept them (@fastify/static preCompressed, decision 015) instead of compressing per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than the response headers weigh. */
const MIN_BYTES = 1024;

export type Precompressed = { file: string; bytes: number; brotli: number; gzip: number };

export async function precompressDirectory(dir: string): Promise<Precompressed[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const done: Precompressed[] = [];
  for (const entry of entries) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await fs.readFile(file);
    if (content.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
    done.push({
      file: path.relative(dir, file),
      bytes: content.length,
      brotli: br.length,
      gzip: gz.length,
    });
  }
  return done;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = path.resolve(process.argv[2] ?? 'dist/web');
  const done = await precompressDirectory(dir);
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
  const sum = (key: 'bytes' | 'brotli' | 'gzip') => done.reduce((total, f) => total + f[key], 0);
  process.stdout.write(
    `precompressed ${done.length} files in ${path.relative(process.cwd(), dir)}: ${kib(sum('bytes'))} → brotli ${kib(sum('brotli'))}, gzip ${kib(sum('gzip'))}\n`,
  );
}
