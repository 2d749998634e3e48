// npx tsx scripts/kept-answers-by-build.ts: how fast builds answer what they keep in memory, one
// process each, side by side on this machine (decision 100 found a per-request cost this way).
// Each build runs as `npm start` would (its embedded PostgreSQL, the demo catalogue); autocannon
// asks each kept answer with `Accept-Encoding: br`, the builds taking turns, ROUNDS times.
//
// KEPT_DISTS: comma-separated dist folders (default: dist), e.g. /tmp/before/dist,dist.
// KEPT_PATHS: the answers to ask for (default: the clothing listing page and its API answer).
// ROUNDS (3), SECONDS (5), CONNECTIONS (10).
import autocannon from 'autocannon';
import { startDemoShop, type DemoShop } from './lib/built-shop.ts';

const dists = (process.env.KEPT_DISTS ?? 'dist').split(',');
const paths = (process.env.KEPT_PATHS ?? '/shop/kleidung,/api/products?category=Kleidung').split(
  ',',
);
const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);

const shops: { dist: string; shop: DemoShop }[] = [];
try {
  for (const dist of dists) {
    shops.push({ dist, shop: await startDemoShop({ purpose: 'kept-answers', dist }) });
  }
  for (const { shop } of shops) await shop.ready();
  console.log('round | build | path | requests/s | p99 ms | not 2xx');
  for (let round = 1; round <= rounds; round += 1) {
    for (const { dist, shop } of shops) {
      for (const path of paths) {
        const result = await autocannon({
          url: `${shop.baseUrl}${path}`,
          connections,
          duration: seconds,
          headers: {
            'accept-encoding': 'br',
            accept: path.startsWith('/api/') ? 'application/json' : 'text/html',
          },
        });
        const rate = Math.round(result.requests.average);
        const failed = result.non2xx + result.errors;
        console.log(`${round} | ${dist} | ${path} | ${rate} | ${result.latency.p99} | ${failed}`);
      }
    }
  }
} finally {
  await Promise.all(shops.map(({ shop }) => shop.stop()));
}
