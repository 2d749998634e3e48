import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageRenderer } from '../../domain/first-load.ts';

/**
 * The web app's rendering of its pages (decision 020), built by `vite build --ssr` into
 * `web-ssr` beside the web app's build (dist/web-ssr for dist/web). Without that build (tests
 * of the API, a build of the web app alone) pages go out without it: the app renders them in
 * the browser, as before.
 */
export async function loadPageRenderer(
  webDist: string,
  shopName: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  const entry = path.join(path.dirname(webDist), 'web-ssr', 'server-render.js');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer: (options: { shopName: string }) => PageRenderer;
  };
  const render = module.createPageRenderer({ shopName });
  // A page that fails to render still goes out: the browser renders it instead.
  return async (page) => {
    try {
      return await render(page);
    } catch (error) {
      log.error({ err: error, url: page.url }, 'page rendering failed');
      return null;
    }
  };
}
