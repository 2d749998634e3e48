import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client.ts';

// Anonymous shop pages from memory (issue 22, decision 048). Every visitor without a cart is
// shown the same HTML for a path and query, so each process keeps the HTML it rendered, keyed
// by the shop's version (bumped by PostgreSQL whenever an item, brand, review or setting changes)
// and the Berlin minute (banners and date rules change the page with the clock). Reading the
// version is one query per request: a change is seen by every process on its next request.

const MAX_PAGES = 2_000;

export async function readShopVersion(db: DatabaseOrTransaction): Promise<number> {
  const result = await db.execute<{ version: string }>(
    sql`select version from shop_version where id = 1`,
  );
  return Number(result.rows[0]?.version ?? 0);
}

/** The key of a page: what it shows depends on nothing else. */
export function pageKey(version: number, now: Date, pathAndQuery: string): string {
  return `${version}:${Math.floor(now.getTime() / 60_000)}:${pathAndQuery}`;
}

/** A kept page: its HTML, and its compressed bytes once a browser asked for them. */
export interface KeptPage {
  html: string;
  brotli?: Buffer;
  gzip?: Buffer;
}

/** The encoding to send a kept page in, from the request's Accept-Encoding. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/(^|,)\s*br\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'br';
  if (/(^|,)\s*gzip\b(?!;q=0(\.0*)?\b)/.test(accepted)) return 'gzip';
  return null;
}

/**
 * The page's bytes in an encoding, compressed once and kept: at the strongest brotli setting a
 * page costs milliseconds, which are spent once per page and version instead of per request.
 */
export function encodedPage(page: KeptPage, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    page.brotli ??= zlib.brotliCompressSync(page.html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    return page.brotli;
  }
  page.gzip ??= zlib.gzipSync(page.html, { level: 9 });
  return page.gzip;
}

export function createPageCache(maxPages = MAX_PAGES) {
  const pages = new Map<string, KeptPage>();
  return {
    get(key: string): KeptPage | undefined {
      return pages.get(key);
    },
    set(key: string, html: string): KeptPage {
      // A new version or minute makes every older key useless: start afresh when full.
      if (pages.size >= maxPages) pages.clear();
      const page = { html };
      pages.set(key, page);
      return page;
    },
    get size() {
      return pages.size;
    },
  };
}
