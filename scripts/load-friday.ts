// npm run load:friday: a Friday morning played against a real deployment on this machine
// (decision 063). One embedded PostgreSQL, three processes of the built shop (`dist/`) behind
// Debian's nginx with the repository's configuration (deploy/nginx), 300 new items planned for a
// full minute more than a minute ahead, which the shop publishes by itself on that minute
// (decision 096), then the first minute's crowd; the answers per kind of request, the goals, what
// the database says about oversells, and the crowd at which placing an order passes 300 ms at p99
// (the knee). A bare Fastify is measured beside.
// Beside the latencies, what the crowd cost each process: its CPU seconds (Linux's /proc) and the
// kept answers it computed and compressed (its /metrics): steadier than latencies on a shared
// machine (decision 078).
//
// FRIDAY_PARENTS (5000) FRIDAY_SECONDS (60): the first minute's crowd.
// FRIDAY_KNEE=off: no knee search; FRIDAY_STEP_SECONDS (20): each step's length.
// FRIDAY_BUILD: the build to deploy (default: this checkout). FRIDAY_ROLL_TO: another build to
//   roll to, one process after another, while the crowd runs (decision 064).
// FRIDAY_PORT (free ports): nginx's port, the processes on the next three, the bare Fastify on
//   the one after them (so a run on a shared machine stays in the ports it was given).
// FRIDAY_DB_PORT (a free port): the embedded PostgreSQL, reached over its Unix socket as
//   `npm start` does; FRIDAY_DB_TCP=1: over TCP to 127.0.0.1 instead (decision 097).
// FRIDAY_EVENING_PARENTS (400): the evening before, played on items of its own before the drop
//   is planned, so the processes are those of a shop that has been running; 0: none.
// FRIDAY_JSON: where the figures go.
// FRIDAY_CPU_PROF: a folder where each shop process writes a CPU profile when it stops.
// FRIDAY_PG_WAITS (seconds): what PostgreSQL's backends run and wait for in the crowd's first
//   seconds, sampled every 20 ms (scripts/friday/postgres-waits.ts, decision 103).
import prettier from 'prettier';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedDatabase } from '../src/server/db/embedded-database.ts';
import { freePort } from '../src/server/test/processes.ts';
import {
  failuresOverTime,
  goalResults,
  p99OverTime,
  summarise,
  table,
  type Answer,
} from './friday/answers.ts';
import { playCrowd, type CrowdPlan, type Item } from './friday/crowd.ts';
import { choosePorts, createDatabase, startDeployment } from './friday/deployment.ts';
import { cpuSeconds, keptAnswerWork } from './friday/shop-processes.ts';
import type { RollStep } from './friday/rolling-deploy.ts';
import { samplePostgresWaits } from './friday/postgres-waits.ts';
import { countLive, nextFullMinute, seedCatalogue, seedDrop } from './friday/seed.ts';
import { verdict, type Verdict } from './friday/verdict.ts';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const PARENTS = Number(env.FRIDAY_PARENTS ?? 5000);
const SECONDS = Number(env.FRIDAY_SECONDS ?? 60);
const STEP_SECONDS = Number(env.FRIDAY_STEP_SECONDS ?? 20);
const KNEE = env.FRIDAY_KNEE !== 'off';
const BUILD = path.resolve(env.FRIDAY_BUILD ?? root);
const ROLL_TO = env.FRIDAY_ROLL_TO ? path.resolve(env.FRIDAY_ROLL_TO) : null;
const JSON_FILE = path.resolve(env.FRIDAY_JSON ?? path.join(root, 'docs/friday-rehearsal.json'));
const DROP = 300;
/** Parents of the evening before (FRIDAY_EVENING_PARENTS; 0: none, processes as just started). */
const EVENING_PARENTS = Number(env.FRIDAY_EVENING_PARENTS ?? 400);
const EVENING_ITEMS = 100;
const KNEE_STEPS = [250, 500, 1000, 2000, 3000, 4000, 5000, 6500, 8000, 10_000, 12_500, 15_000];
const ORDER_GOAL_MS = 300;

const say = (line: string) => process.stdout.write(`${line}\n`);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function plan(parents: number, seconds: number, drop: readonly Item[]): CrowdPlan {
  return {
    parents,
    seconds,
    buyersPerFive: 2,
    wanted: drop.slice(0, 50),
    others: drop.slice(50),
    ordersPerTen: 4,
    listingPath: '/shop/kleidung',
    thinkMs: [200, 1000],
  };
}

function failed(answers: readonly Answer[], verdictOf: Verdict): string[] {
  const problems: string[] = [];
  const serverErrors = answers.filter((answer) => answer.status >= 500).length;
  const failures = summarise(answers).reduce((sum, s) => sum + s.failures, 0);
  if (serverErrors > 0) problems.push(`${serverErrors} × 5xx`);
  if (failures > 0) problems.push(`${failures} failed requests`);
  for (const key of [
    'oversells',
    'itemsInTwoLiveOrders',
    'itemsSoldTwice',
    'ordersLost',
    'paymentsLost',
    'reservationsDropped',
    'refusedAfterOwnReservation',
  ] as const) {
    if (verdictOf[key] > 0) problems.push(`${key}: ${verdictOf[key]}`);
  }
  return problems;
}

/** How many migrations the database has had (the first new process migrates during a roll). */
async function appliedMigrations(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * The evening before the drop: a shop that has been running has served browsing, reservations,
 * orders and payments before 08:00, so its processes run compiled code, not the interpreter's
 * first tries. Played on items of their own that are live at once, over 20 s, then the crowd's
 * figures start from a shop in its usual state.
 */
async function eveningBefore(shopUrl: string, databaseUrl: string): Promise<void> {
  const items = await seedDrop(databaseUrl, EVENING_ITEMS, null);
  const evening = await playCrowd(shopUrl, plan(EVENING_PARENTS, 20, items));
  const fives = evening.answers.filter((answer) => answer.status >= 500).length;
  say(
    `the evening before: ${EVENING_PARENTS} parents in ${(evening.wallMs / 1000).toFixed(1)} s on ` +
      `${EVENING_ITEMS} items of their own, ${evening.granted.orders.length} orders, ${fives} × 5xx`,
  );
}

/** A bare Fastify (scripts/bench-hello.mjs) and the listing page through nginx, 5 s each. */
async function references(shopUrl: string, port: number) {
  const hello = spawn(process.execPath, [path.join(root, 'scripts/bench-hello.mjs')], {
    env: { ...env, PORT: String(port), NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      if (
        await fetch(`http://127.0.0.1:${port}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const measure = async (url: string) => {
      const result = await autocannon({
        url,
        connections: 10,
        duration: 5,
        headers: { 'accept-encoding': 'br', accept: 'text/html' },
      });
      const non2xx = result.non2xx + result.errors;
      if (non2xx > 0) {
        // Which answers they were: a status other than 2xx, or no answer (a socket error).
        const statuses = Object.entries(result.statusCodeStats ?? {})
          .map(([status, stats]) => `${status}×${stats.count ?? 0}`)
          .join(' ');
        say(`${url}: ${statuses}, errors ${result.errors}, timeouts ${result.timeouts}`);
      }
      return {
        reqPerSecond: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx,
      };
    };
    const helloWorld = await measure(`http://127.0.0.1:${port}/`);
    const listingPage = await measure(`${shopUrl}/shop/kleidung`);
    return { helloWorld, listingPageThroughNginx: listingPage, connections: 10, seconds: 5 };
  } finally {
    hello.kill('SIGTERM');
  }
}

function report(title: string, answers: readonly Answer[], verdictOf: Verdict) {
  say(`\n${title}`);
  say(table(summarise(answers)));
  for (const goal of goalResults(answers)) {
    say(`${goal.met ? '✓' : '✗'} ${goal.goal}: measured ${goal.measured} ms`);
  }
  const fives = answers.filter((answer) => answer.status >= 500).length;
  say(`${fives === 0 ? '✓' : '✗'} 0 × 5xx: measured ${fives}`);
  say(`${verdictOf.oversells === 0 ? '✓' : '✗'} 0 oversells: measured ${verdictOf.oversells}`);
  say(
    `${verdictOf.itemsSoldTwice === 0 ? '✓' : '✗'} no item sold twice: measured ${verdictOf.itemsSoldTwice}` +
      ` (items in two live orders: ${verdictOf.itemsInTwoLiveOrders})`,
  );
  say(
    `reservations granted ${verdictOf.reservationsGranted}, orders placed ${verdictOf.ordersPlaced}, ` +
      `paid ${verdictOf.ordersPaid}; lost orders ${verdictOf.ordersLost}, lost payments ` +
      `${verdictOf.paymentsLost}, dropped reservations ${verdictOf.reservationsDropped}, refused ` +
      `after own reservation ${verdictOf.refusedAfterOwnReservation}`,
  );
}

async function main() {
  await fs.access(path.join(BUILD, 'dist/server/main.js')).catch(() => {
    throw new Error(`${BUILD}/dist is missing: run npm run build first`);
  });
  say(`load average before: ${load()} (${os.cpus().length} cores)`);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'friday-db-'));
  const dbPort = env.FRIDAY_DB_PORT ? Number(env.FRIDAY_DB_PORT) : await freePort();
  const database = await startEmbeddedDatabase({ dataDir, port: dbPort });
  // nginx, the three processes, then the bare Fastify of the references.
  const ports = await choosePorts(5, env.FRIDAY_PORT ? Number(env.FRIDAY_PORT) : undefined);
  const helloPort = ports.pop() ?? 0;
  let deployment: Awaited<ReturnType<typeof startDeployment>> | null = null;
  try {
    const overTcp = env.FRIDAY_DB_TCP === '1';
    const databaseUrl = await createDatabase(overTcp ? database.tcpUrl : database.url, 'friday');
    say(`the processes reach PostgreSQL over ${overTcp ? 'TCP' : 'its Unix socket'}`);
    deployment = await startDeployment({ buildRoot: BUILD, databaseUrl, ports });
    say(`nginx on ${deployment.url}, processes on ${ports.slice(1).join(', ')} (build ${BUILD})`);
    await seedCatalogue(databaseUrl, 2000);
    if (EVENING_PARENTS > 0) await eveningBefore(deployment.url, databaseUrl);
    // More than a minute ahead, as an owner plans a Friday: the minute job's run before the
    // drop sees it and sets the timer that publishes it on its minute (decision 096).
    const publishAt = nextFullMinute(new Date(), 65_000);
    const drop = await seedDrop(databaseUrl, DROP, publishAt);
    say(
      `${DROP} items planned for ${publishAt.toISOString()} (a full minute more than a minute ` +
        'ahead, as the owner plans them); measuring the references meanwhile',
    );
    const reference = await references(deployment.url, helloPort);
    say(
      `bare Fastify: ${reference.helloWorld.reqPerSecond} req/s, p99 ${reference.helloWorld.p99} ms, ` +
        `${reference.helloWorld.non2xx} not 2xx; listing page through nginx: ` +
        `${reference.listingPageThroughNginx.reqPerSecond} req/s, p99 ` +
        `${reference.listingPageThroughNginx.p99} ms, ${reference.listingPageThroughNginx.non2xx} ` +
        'not 2xx (10 connections, 5 s each, before the crowd)',
    );
    while ((await countLive(databaseUrl, drop)) < drop.length) {
      if (Date.now() > publishAt.getTime() + 150_000) throw new Error('the drop did not go live');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const publishedAfterMs = Date.now() - publishAt.getTime();
    say(`all ${DROP} live ${(publishedAfterMs / 1000).toFixed(1)} s after their planned moment`);

    say(`\nThe first minute: ${PARENTS} parents over ${SECONDS} s… (load ${load()})`);
    const loadBefore = load();
    const migrationsBefore = await appliedMigrations(databaseUrl);
    const cpuOf = () => Promise.all(deployment?.shops.map(cpuSeconds) ?? []);
    const cpuBefore = await cpuOf();
    const workOf = () => Promise.all(deployment?.shops.map(keptAnswerWork) ?? []);
    const workBefore = await workOf();
    const rolling = ROLL_TO
      ? (async () => {
          await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 6));
          const rollStarted = performance.now();
          const at = () =>
            `[${((performance.now() - rollStarted) / 1000 + SECONDS / 6).toFixed(1)} s]`;
          say(`${at()} rolling to ${ROLL_TO} while the crowd runs`);
          return deployment.roll(ROLL_TO, (line) => say(`${at()} ${line}`));
        })()
      : Promise.resolve<RollStep[]>([]);
    const waits = env.FRIDAY_PG_WAITS
      ? samplePostgresWaits(databaseUrl, Number(env.FRIDAY_PG_WAITS))
      : null;
    const [crowd, roll] = await Promise.all([
      playCrowd(deployment.url, plan(PARENTS, SECONDS, drop)),
      rolling,
    ]);
    if (waits) {
      const { samples, top } = await waits;
      say(
        `PostgreSQL's active backends in the first ${env.FRIDAY_PG_WAITS} s (${samples} samples):`,
      );
      for (const sample of top) say(`  ${sample.count}\t${sample.waitsFor}\t${sample.statement}`);
    }
    const loadAfter = load();
    // Per process, as it was replaced or not (a roll starts new processes: no figure then).
    const cpuAfter = await cpuOf();
    const workAfter = await workOf();
    const crowdCpuSeconds = ROLL_TO
      ? []
      : cpuAfter.map((after, index) => {
          const before = cpuBefore[index];
          return after === null || before == null ? null : Math.round((after - before) * 10) / 10;
        });
    const crowdWork = ROLL_TO
      ? []
      : workAfter.map((after, index) => {
          const before = workBefore[index];
          return after === null || before == null
            ? null
            : { computed: after.computed - before.computed, brotli: after.brotli - before.brotli };
        });
    const migrationsAfter = await appliedMigrations(databaseUrl);
    if (ROLL_TO)
      say(`migrations applied: ${migrationsBefore} before the roll, ${migrationsAfter} after`);
    const firstMinute = await verdict(databaseUrl, crowd.granted);
    report(
      `First minute (${PARENTS} parents, ${(crowd.wallMs / 1000).toFixed(1)} s, load ${loadBefore} → ${loadAfter})`,
      crowd.answers,
      firstMinute,
    );
    if (crowdCpuSeconds.length > 0)
      say(`CPU time of each shop process during the crowd: ${crowdCpuSeconds.join(', ')} s`);
    if (crowdWork.length > 0)
      say(
        `answers computed (brotli-compressed) by each process during the crowd: ${crowdWork
          .map((work) => (work === null ? '?' : `${work.computed} (${work.brotli})`))
          .join(', ')}`,
      );
    say(
      `pages p99 by when they were sent (ms): ${p99OverTime(crowd.answers, ['listing page', 'product page']).join(', ')}`,
    );
    say(
      `order placement p99 by when it was sent (ms): ${p99OverTime(crowd.answers, ['order placement']).join(', ')}`,
    );
    const problems = failed(crowd.answers, firstMinute);
    say(`requests sent again after their connection closed before an answer: ${crowd.resent}`);
    const failureTimes = failuresOverTime(crowd.answers);
    if (failureTimes.length > 0)
      say(`failed requests by when they were sent: ${failureTimes.join(', ')}`);
    if (crowd.clientErrors.length > 0) {
      problems.push(`client errors: ${crowd.clientErrors.length} (${crowd.clientErrors[0]})`);
    }

    const knee: { parentsPerMinute: number; orderP99: number; pagesP99: number; ok: boolean }[] =
      [];
    let kneeAt: number | null = null;
    if (KNEE && !ROLL_TO) {
      say(`\nRaising the crowd, ${STEP_SECONDS} s per step, until placing an order passes 300 ms:`);
      for (const perMinute of KNEE_STEPS) {
        const stepDrop = await seedDrop(databaseUrl, DROP, null);
        const parents = Math.round((perMinute * STEP_SECONDS) / 60);
        const step = await playCrowd(deployment.url, plan(parents, STEP_SECONDS, stepDrop));
        const stepVerdict = await verdict(databaseUrl, step.granted);
        const goals = goalResults(step.answers);
        const orderP99 = goals[2]?.measured ?? 0;
        const stepProblems = failed(step.answers, stepVerdict);
        knee.push({
          parentsPerMinute: perMinute,
          orderP99,
          pagesP99: goals[0]?.measured ?? 0,
          ok: stepProblems.length === 0,
        });
        say(
          `  ${perMinute} parents/min: order p99 ${orderP99} ms, pages p99 ${goals[0]?.measured} ms, ` +
            `reservation p99 ${goals[1]?.measured} ms, load ${load()}` +
            (stepProblems.length ? ` — ${stepProblems.join(', ')}` : ''),
        );
        problems.push(...stepProblems.map((problem) => `${perMinute}/min: ${problem}`));
        if (orderP99 > ORDER_GOAL_MS) {
          kneeAt = perMinute;
          break;
        }
      }
      say(
        kneeAt === null
          ? `order p99 stayed ≤ 300 ms up to ${KNEE_STEPS.at(-1)} parents/min`
          : `knee: placing an order passes 300 ms at p99 at ${kneeAt} parents per minute`,
      );
    }

    // Written as Prettier would write it: the file is kept in the repository, and the lint
    // step checks its format.
    await fs.writeFile(
      JSON_FILE,
      await prettier.format(
        JSON.stringify(
          {
            measuredAt: new Date().toISOString(),
            host: { cores: os.cpus().length, loadBefore, loadAfter, cpu: os.cpus()[0]?.model },
            build: path.relative(root, BUILD) || '.',
            rolledTo: ROLL_TO ? path.relative(root, ROLL_TO) || '.' : null,
            roll,
            migrations: { before: migrationsBefore, after: migrationsAfter },
            reference,
            drop: {
              items: DROP,
              plannedFor: publishAt.toISOString(),
              liveAfterMs: publishedAfterMs,
            },
            firstMinute: {
              parents: PARENTS,
              seconds: SECONDS,
              wallMs: Math.round(crowd.wallMs),
              resent: crowd.resent,
              cpuSecondsPerProcess: crowdCpuSeconds,
              keptAnswersComputedPerProcess: crowdWork,
              requests: summarise(crowd.answers),
              goals: goalResults(crowd.answers),
              verdict: firstMinute,
            },
            knee: { stepSeconds: STEP_SECONDS, steps: knee, orderP99PassesAt: kneeAt },
            problems,
          },
          null,
          2,
        ),
        { parser: 'json' },
      ),
    );
    say(`\nfigures written to ${path.relative(process.cwd(), JSON_FILE)}`);
    if (problems.length > 0) {
      say(`✗ ${problems.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    const errors = (await deployment?.nginx.errorLog()) ?? '';
    if (/\[(error|crit|alert|emerg)\]/.test(errors)) {
      // What nginx saw, by kind (the text before ", client:"), and the whole log kept.
      const kinds = new Map<string, number>();
      for (const line of errors.split('\n').filter((l) => /\[(error|crit|alert|emerg)\]/.test(l))) {
        const kind = line.replace(/^.*?\*\d+ /, '').split(', client:')[0] ?? line;
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      const kept = `${JSON_FILE}.nginx-error.log`;
      await fs.writeFile(kept, errors);
      say(`nginx errors (whole log in ${kept}):`);
      for (const [kind, count] of kinds) say(`  ${count} × ${kind}`);
    }
    await deployment?.stop();
    await database.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

// Ctrl-C ends the crowd, not the clean-up: main's finally stops what it started.
process.once('SIGINT', () => say('stopping…'));
await main();
