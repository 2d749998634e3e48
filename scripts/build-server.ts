import fs from 'node:fs/promises';
import path from 'node:path';
import { bundleServer } from './lib/bundle-server.ts';

// `npm run build:server`: dist/server/main.js and its invoice thread, bundled (decision 089).

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist/server');
// Nothing of an earlier build stays beside the bundle (the compiled files of every module once
// lay here).
await fs.rm(outDir, { recursive: true, force: true });
await fs.rm(path.join(root, 'dist/domain'), { recursive: true, force: true });
await bundleServer(root, outDir);
