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

export function createPageCache(maxPages = MAX_PAGES) {
  const pages = new Map<string, string>();
  return {
    get(key: string): string | undefined {
      return pages.get(key);
    },
    set(key: string, html: string): void {
      // A new version or minute makes every older key useless: start afresh when full.
      if (pages.size >= maxPages) pages.clear();
      pages.set(key, html);
    },
    get size() {
      return pages.size;
    },
  };
}
