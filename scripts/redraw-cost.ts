// npx tsx scripts/redraw-cost.ts: the CPU time one process spends drawing a kept page again after
// a reservation of an item it shows (decision 069). One process in this script (the app built
// from src, the pages rendered by the built `dist/web-ssr`), an embedded PostgreSQL, a catalogue
// of REDRAW_PRODUCTS items. For the home page, the first clothing listing page and the newest
// item's product page it reserves or frees that item (shown on all three), then asks for the page
// with `accept-encoding: br`, and counts the process's CPU time (process.cpuUsage: all its
// threads) per drawing. Beside it: the same page from memory, the React render alone with the page's answers, and that render with
// the item cards taken out of the answers (what keeping rendered cards could save).
//
//   REDRAW_DIST (dist/web)  REDRAW_DB_PORT (4481)  REDRAW_ROUNDS (200)  REDRAW_PRODUCTS (2000)
//   REDRAW_PAGES (`/,/shop/kleidung,product`: the pages to measure; `product` is the newest item's)
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { connectDatabase } from '../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../src/server/db/embedded-database.ts';
import { applyMigrations } from '../src/server/db/migrate.ts';
import { askFirstLoadApi, firstLoadAnswersJson } from '../src/server/pages/first-load-answers.ts';
import { loadPageRenderer } from '../src/server/pages/page-renderer.ts';
import { growCatalogue } from '../src/server/seed/grow-catalogue.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.REDRAW_DIST ?? path.join(root, 'dist/web'));
const dbPort = Number(process.env.REDRAW_DB_PORT ?? 4481);
const rounds = Number(process.env.REDRAW_ROUNDS ?? 200);
const catalogue = Number(process.env.REDRAW_PRODUCTS ?? 2000);
const say = (line: string) => process.stdout.write(`${line}\n`);
// The built renderer's React picks its development or production build by NODE_ENV when it is
// first imported (below, by loadPageRenderer); the shop runs the production one. Figures taken
// before 2026-11-30 ran the development build, about twice as slow to draw.
process.env.NODE_ENV = 'production';
const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const p90 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length * 0.9)] ?? 0;
};

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'redraw-cost-'));
const database = await startEmbeddedDatabase({ dataDir: path.join(dataDir, 'db'), port: dbPort });
try {
  await applyMigrations(database.url);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  await growCatalogue(client, catalogue);
  await client.query('refresh materialized view search_words');
  await client.query('vacuum analyze');
  const { rows } = await client.query<{ id: string; item_number: number }>(
    `select id, item_number from products where status = 'active' and category = 'Kleidung'
     order by listed_at desc, item_number desc limit 1`,
  );
  await client.end();
  const newest = rows[0]!.id;
  const newestPage = `/product/${rows[0]!.item_number}`;

  const connection = connectDatabase(database.url);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(dataDir, 'shop'),
    RATE_LIMITS: 'off',
    DATABASE_URL: database.url,
  });
  const app = await buildApp({ config, db: connection.db, webDist });
  await app.ready();
  const renderPage = await loadPageRenderer(webDist, config.shop.name, pino({ level: 'silent' }));
  if (renderPage === null) throw new Error(`no built renderer beside ${webDist}`);

  let holder: string | null = null;
  const change = async () => {
    if (holder === null) {
      holder = randomUUID();
      const reserved = await app.inject({
        method: 'PUT',
        url: '/api/reservation',
        headers: { userid: holder },
        payload: { productIds: [newest] },
      });
      if (reserved.statusCode !== 200) throw new Error(`reservation: ${reserved.statusCode}`);
    } else {
      await app.inject({ method: 'DELETE', url: '/api/reservation', headers: { userid: holder } });
      holder = null;
    }
  };
  const ask = async (url: string) => {
    const since = process.cpuUsage();
    const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return cpuMs(since);
  };

  say(`catalogue ${catalogue} items, ${rounds} rounds per page, load ${os.loadavg().join(' ')}`);
  say(
    '| page | drawn again (CPU ms p50 / p90) | from memory | quality 11 after it | idle 250 ms | API answers | brotli 5 | render alone | render without cards | HTML bytes |',
  );
  say('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const pages = (process.env.REDRAW_PAGES ?? `/,/shop/kleidung,${newestPage}`)
    .split(',')
    .map((page) => (page === 'product' ? newestPage : page));
  for (const url of pages) {
    let pageBytes = 0;
    const drawn: number[] = [];
    const kept: number[] = [];
    const strong: number[] = [];
    const idle: number[] = [];
    for (let round = 0; round < rounds + 10; round += 1) {
      await change();
      // What the change set off (its own follow-ups) is over before the page is asked for.
      await settle();
      const cost = await ask(url);
      await settle();
      const hit = await ask(url);
      // The second request sets off brotli at quality 11 on the thread pool (decision 048).
      const since = process.cpuUsage();
      await settle();
      const after = cpuMs(since);
      const quiet = process.cpuUsage();
      await settle();
      if (round >= 10) {
        drawn.push(cost);
        kept.push(hit);
        strong.push(after);
        idle.push(cpuMs(quiet));
      }
    }
    const { pathname, search } = new URL(url, 'http://shop.test');
    // The page's API answers, computed again after a change (as a drawing asks for them).
    const answerCosts: number[] = [];
    const quickBrotli: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      await change();
      await settle();
      const since = process.cpuUsage();
      await askFirstLoadApi(app, pathname, search, []);
      answerCosts.push(cpuMs(since));
      const html = (await app.inject({ url })).body;
      const zipping = process.cpuUsage();
      zlib.brotliCompressSync(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      });
      quickBrotli.push(cpuMs(zipping));
      pageBytes = html.length;
    }
    const { answers } = await askFirstLoadApi(app, pathname, search, []);
    const answersJson = firstLoadAnswersJson(answers);
    // The same answers with no item in them: the frame, filters and head, no cards.
    const withoutCards = firstLoadAnswersJson(
      answers.map(({ path: answerPath, body }) => {
        const parsed = JSON.parse(body) as unknown;
        if (Array.isArray(parsed)) return { path: answerPath, body: '[]' };
        if (parsed !== null && typeof parsed === 'object' && 'products' in parsed)
          return { path: answerPath, body: JSON.stringify({ ...parsed, products: [] }) };
        return { path: answerPath, body };
      }),
    );
    const renderCost = async (json: string | null) => {
      const costs: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const since = process.cpuUsage();
        await renderPage({ url: `http://shop.test${url}`, answersJson: json, cartItemNumbers: [] });
        costs.push(cpuMs(since));
      }
      return median(costs);
    };
    const render = await renderCost(answersJson);
    const frame = await renderCost(withoutCards);
    say(
      `| ${url} | ${median(drawn).toFixed(2)} / ${p90(drawn).toFixed(2)} | ${median(kept).toFixed(2)} | ${median(strong).toFixed(2)} | ${median(idle).toFixed(2)} | ${median(answerCosts).toFixed(2)} | ${median(quickBrotli).toFixed(2)} | ${render.toFixed(2)} | ${frame.toFixed(2)} | ${pageBytes} |`,
    );
  }
  say(`load ${os.loadavg().join(' ')}`);
  await app.close();
  await connection.close();
} finally {
  await database.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
