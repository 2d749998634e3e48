import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createCloudflarePurge, type CdnPurge } from '../../lib/cdn-purge.ts';

// Purges the CDN's copies of what each change touched (decision 066). Every process hears every
// change, but each change is purged once: a process claims the changes not yet purged with
// FOR UPDATE SKIP LOCKED, purges their tags, and marks them purged in the same transaction. A
// purge that fails is rolled back and tried again by the next round, by any process.

/** How long a process gathers changes into one purge: Cloudflare limits requests per second. */
const GATHER_MS = 250;
/** Rounds also run on their own, for changes whose purge failed or whose process stopped. */
const SWEEP_MS = 5_000;
/** Changes claimed at most per round (their tags go in requests of up to 100 tags). */
const CHANGES_PER_ROUND = 500;

/** Claims the changes not yet purged, purges their tags, and marks them purged; how many. */
export async function purgeShopChanges(app: FastifyInstance, purge: CdnPurge): Promise<number> {
  return app.db.transaction(async (tx) => {
    const claimed = await tx.execute<{ version: string; tags: string[] }>(
      sql`select version, tags from shop_changes where not purged order by version
          limit ${CHANGES_PER_ROUND} for update skip locked`,
    );
    if (claimed.rows.length === 0) return 0;
    const tags = [...new Set(claimed.rows.flatMap((row) => row.tags))].sort();
    await purge(tags);
    await tx.execute(
      sql`update shop_changes set purged = true
          where version = any(${`{${claimed.rows.map((row) => row.version).join(',')}}`}::bigint[])`,
    );
    return claimed.rows.length;
  });
}

/** Starts purging when CDN_PURGE is configured: after each change this process learns of. */
export function installCdnPurger(app: FastifyInstance): void {
  const { config } = app;
  if (config.CDN_PURGE !== 'cloudflare') return;
  const purge = createCloudflarePurge({
    apiUrl: config.CLOUDFLARE_API_URL,
    zoneId: config.CLOUDFLARE_ZONE_ID ?? '',
    apiToken: config.CLOUDFLARE_API_TOKEN ?? '',
  });
  let running: Promise<void> | null = null;
  let again = false;
  let gathering: NodeJS.Timeout | null = null;
  let closed = false;

  const round = async () => {
    try {
      while ((await purgeShopChanges(app, purge)) === CHANGES_PER_ROUND && !closed);
    } catch (error) {
      app.log.warn({ err: error }, 'CDN purge failed; tried again within seconds');
    }
  };
  const run = () => {
    gathering = null;
    if (closed) return;
    if (running !== null) {
      again = true;
      return;
    }
    running = round().finally(() => {
      running = null;
      if (again && !closed) {
        again = false;
        run();
      }
    });
  };
  const soon = () => {
    if (gathering === null && !closed) gathering = setTimeout(run, GATHER_MS);
  };
  app.shopChangeLog.onChange(soon);
  const sweep = setInterval(run, SWEEP_MS);
  sweep.unref();
  app.addHook('onReady', async () => soon());
  // This process's own changes are purged without waiting to be told of them.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') soon();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(sweep);
    if (gathering !== null) clearTimeout(gathering);
    await running;
  });
}
