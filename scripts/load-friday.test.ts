import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { applyMigrations } from '../src/server/db/migrate.ts';
import { TEST_SERVER } from '../src/server/test/server-bundle.ts';
import { summarise } from './friday/answers.ts';
import { playCrowd, type CrowdResult, type Item } from './friday/crowd.ts';
import {
  choosePorts,
  createDatabase,
  startDeployment,
  type Deployment,
} from './friday/deployment.ts';
import { countLive, seedCatalogue, seedDrop } from './friday/seed.ts';
import { verdict, type Verdict } from './friday/verdict.ts';

// The Friday rehearsal in seconds (decision 063): Debian's nginx with deploy/nginx's
// configuration in front of three shop processes on one database, a few planned items that go
// live by themselves, a short crowd with buyers racing for few items and paying through the
// simulator. Checked: no 5xx, nothing oversold or sold twice, every order answered 2xx is in the
// database. No timings: the full `npm run load:friday` measures those.

const root = new URL('..', import.meta.url).pathname;
let deployment: Deployment | null = null;
let databaseUrl = '';
let crowd: CrowdResult;
let checked: Verdict;
let drop: Item[] = [];
let liveBeforeCrowd = 0;

beforeAll(async () => {
  databaseUrl = await createDatabase(inject('testDatabaseServerUrl'), 'shop_friday_ci');
  // Migrated and planned before the shops start: the publishing job also runs at each start,
  // so the drop goes live without waiting for the next full minute.
  await applyMigrations(databaseUrl);
  await seedCatalogue(databaseUrl, 60);
  drop = await seedDrop(databaseUrl, 15, new Date(Date.now() + 1000));
  deployment = await startDeployment({
    buildRoot: root,
    databaseUrl,
    // FRIDAY_PORT: the first of four ports to use (as for npm run load:friday); else free ones.
    ports: await choosePorts(
      4,
      process.env.FRIDAY_PORT ? Number(process.env.FRIDAY_PORT) : undefined,
    ),
    serverFile: TEST_SERVER,
  });
  const deadline = Date.now() + 30_000;
  while ((await countLive(databaseUrl, drop)) < drop.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  liveBeforeCrowd = await countLive(databaseUrl, drop);
  crowd = await playCrowd(deployment.url, {
    parents: 100,
    seconds: 4,
    buyersPerFive: 2,
    // 40 buyers, 24 of them racing for these 4 items.
    wanted: drop.slice(0, 4),
    others: drop.slice(4),
    ordersPerTen: 4,
    listingPath: '/shop/kleidung',
    thinkMs: [0, 100],
  });
  checked = await verdict(databaseUrl, crowd.granted);
}, 150_000);

afterAll(async () => {
  await deployment?.stop();
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: inject('testDatabaseServerUrl') });
    await admin.connect();
    await admin.query('drop database if exists shop_friday_ci with (force)');
    await admin.end();
  }
}, 60_000);

it('publishes the planned items by itself', () => {
  expect(liveBeforeCrowd).toBe(drop.length);
});

it('answers the crowd through nginx without a 5xx or a request left unanswered', () => {
  const summaries = summarise(crowd.answers);
  expect(crowd.clientErrors).toEqual([]);
  expect(summaries.map((summary) => summary.kind)).toEqual(
    expect.arrayContaining(['listing page', 'product page', 'reservation', 'order placement']),
  );
  expect(crowd.answers.filter((answer) => answer.status >= 500 || answer.status === 0)).toEqual([]);
  // Checkout answers only what a browser expects (409: taken by someone else).
  const checkout = summaries.filter((summary) => !summary.kind.endsWith('page'));
  expect(checkout.map((summary) => [summary.kind, summary.failures])).toEqual(
    checkout.map((summary) => [summary.kind, 0]),
  );
});

it('lets buyers race: some reservations are refused as taken, none is granted twice', () => {
  const reservations = crowd.answers.filter((answer) => answer.kind === 'reservation');
  expect(reservations.filter((answer) => answer.status === 409).length).toBeGreaterThan(0);
  expect(checked.oversells).toBe(0);
  expect(checked.reservationsDropped).toBe(0);
  expect(checked.refusedAfterOwnReservation).toBe(0);
});

it('sells no item twice and keeps every order and payment it answered', () => {
  expect(checked.ordersPlaced).toBeGreaterThan(0);
  expect(checked.ordersPaid).toBe(checked.ordersPlaced);
  expect(checked.itemsInTwoLiveOrders).toBe(0);
  expect(checked.itemsSoldTwice).toBe(0);
  expect(checked.ordersLost).toBe(0);
  expect(checked.paymentsLost).toBe(0);
});
