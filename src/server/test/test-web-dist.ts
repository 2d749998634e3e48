import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The smallest index.html a built web app has: a title and the root the app renders into. */
export const PLAIN_INDEX_HTML =
  '<!doctype html><html lang="de"><head><meta charset="UTF-8" /><title>Kinderkiste</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the build's output in a temporary directory: `web/index.html`, and beside it
 * `web-ssr/server-render.js` with the given module text, which the server imports to render
 * pages (decision 020). `webDist` is what createTestApp takes; `remove` deletes it all.
 */
export async function createTestWebDist(input: {
  renderer: string;
  indexHtml?: string;
}): Promise<{ webDist: string; remove: () => Promise<void> }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-dist-'));
  const webDist = path.join(root, 'web');
  await fs.mkdir(webDist);
  await fs.writeFile(path.join(webDist, 'index.html'), input.indexHtml ?? PLAIN_INDEX_HTML);
  await fs.mkdir(path.join(root, 'web-ssr'));
  await fs.writeFile(path.join(root, 'web-ssr', 'server-render.js'), input.renderer);
  return { webDist, remove: () => fs.rm(root, { recursive: true, force: true }) };
}
