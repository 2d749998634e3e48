import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  goalResults,
  isFailure,
  p99OverTime,
  percentile,
  summarise,
  type Answer,
} from './answers.ts';
import { wantedItem } from './crowd.ts';
import { siteConfig, upstreamLines } from './nginx.ts';
import { rollingDeploy, slotsDuring, type RollTarget } from './rolling-deploy.ts';
import { nextFullMinute } from './seed.ts';
import { clientOversells } from './verdict.ts';

const deploy = path.resolve(import.meta.dirname, '../../deploy/nginx');

describe('the nginx configuration of the rehearsal', () => {
  it('is the repository’s site file with only its port and upstream file replaced', async () => {
    const template = await fs.readFile(path.join(deploy, 'kinderkiste.conf'), 'utf8');
    const site = siteConfig(template, { port: 18000, upstreamsFile: '/tmp/x/upstreams.conf' });
    expect(site).toContain('listen 127.0.0.1:18000;');
    expect(site).toContain('include /tmp/x/upstreams.conf;');
    expect(site).not.toContain('listen 80;');
    // Everything else as deployed: passive checks' retries and keep-alive to the processes.
    expect(site).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(site).toContain('keepalive 64;');
    expect(site).not.toMatch(/proxy_next_upstream [^;]*non_idempotent/);
  });

  it('refuses a template whose marked lines are gone', () => {
    expect(() => siteConfig('server { listen 80; }', { port: 1, upstreamsFile: 'x' })).toThrow();
  });

  it('writes the upstream lines as the kept example spells them, the replaced one down', async () => {
    const kept = await fs.readFile(path.join(deploy, 'kinderkiste-upstreams.conf'), 'utf8');
    const written = upstreamLines(slotsDuring([3001, 3002, 3003], null));
    expect(
      kept
        .split('\n')
        .filter((line) => line.startsWith('server'))
        .join('\n'),
    ).toBe(written.trim());
    expect(upstreamLines(slotsDuring([3001, 3002, 3003], 3002))).toBe(
      [
        'server 127.0.0.1:3001 max_fails=3 fail_timeout=5s;',
        'server 127.0.0.1:3002 max_fails=3 fail_timeout=5s down;',
        'server 127.0.0.1:3003 max_fails=3 fail_timeout=5s;',
        '',
      ].join('\n'),
    );
  });
});

describe('the answers', () => {
  const answers: Answer[] = [
    { kind: 'reservation', status: 200, ms: 10 },
    { kind: 'reservation', status: 409, ms: 30 },
    { kind: 'reservation', status: 503, ms: 50 },
    { kind: 'order placement', status: 0, ms: 1000 },
    { kind: 'product page', status: 200, ms: 5 },
  ];

  it('counts a 409 as "taken", a 5xx and no answer as failures', () => {
    expect(answers.map(isFailure)).toEqual([false, false, true, true, false]);
    const [reservation] = summarise(answers);
    expect(reservation).toMatchObject({
      kind: 'product page',
      count: 1,
    });
    const reservations = summarise(answers).find((s) => s.kind === 'reservation');
    expect(reservations).toMatchObject({
      count: 3,
      statuses: { 200: 1, 409: 1, 503: 1 },
      failures: 1,
      serverErrors: 1,
      p50: 30,
      p99: 50,
    });
  });

  it('gives the p99 of the chosen kinds per 5 s of the crowd, failures left out', () => {
    const timed: Answer[] = [
      ...Array.from({ length: 100 }, (_, index) => ({
        kind: 'listing page' as const,
        status: 200,
        ms: index + 1,
        at: 1_000,
      })),
      { kind: 'product page', status: 200, ms: 700, at: 6_000 },
      { kind: 'product page', status: 503, ms: 9_000, at: 7_000 },
      { kind: 'reservation', status: 200, ms: 5_000, at: 8_000 },
    ];
    expect(p99OverTime(timed, ['listing page', 'product page'])).toEqual([
      '0–5 s: 99',
      '5–10 s: 700',
    ]);
  });

  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect([percentile(values, 0.5), percentile(values, 0.95), percentile(values, 0.99)]).toEqual([
      50, 95, 99,
    ]);
    expect(percentile([], 0.99)).toBe(0);
  });

  it('says which goals are met', () => {
    expect(goalResults(answers).map((goal) => goal.met)).toEqual([true, true, false]);
  });
});

describe('the crowd', () => {
  const items = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => ({
      id: String(from + index),
      itemNumber: from + index,
    }));
  const plan = { wanted: items(1, 50), others: items(100, 250) };

  it('gives each of the 50 most wanted items at least 20 of 2,000 buyers', () => {
    const attempts = new Map<number, number>();
    for (let buyer = 0; buyer < 2000; buyer += 1) {
      const item = wantedItem(plan, buyer).itemNumber;
      attempts.set(item, (attempts.get(item) ?? 0) + 1);
    }
    const wanted = plan.wanted.map((item) => attempts.get(item.itemNumber) ?? 0);
    expect(Math.min(...wanted)).toBeGreaterThanOrEqual(20);
    expect(wanted.reduce((sum, count) => sum + count, 0)).toBe(1200);
  });

  it('calls an item granted to two parents an oversell, twice to one parent not', () => {
    expect(
      clientOversells({
        reservations: [
          { clientId: 'a', productId: 'x' },
          { clientId: 'b', productId: 'y' },
        ],
        orders: [{ clientId: 'a', productId: 'x', orderId: 'o', paid: true }],
        refusedAfterOwnReservation: 0,
      }),
    ).toBe(0);
    expect(
      clientOversells({
        reservations: [{ clientId: 'a', productId: 'x' }],
        orders: [{ clientId: 'b', productId: 'x', orderId: 'o', paid: false }],
        refusedAfterOwnReservation: 0,
      }),
    ).toBe(1);
  });

  it('plans the drop for the next full minute at least the lead ahead', () => {
    expect(nextFullMinute(new Date('2026-11-27T07:59:30Z'), 20_000).toISOString()).toBe(
      '2026-11-27T08:00:00.000Z',
    );
    expect(nextFullMinute(new Date('2026-11-27T07:59:50Z'), 20_000).toISOString()).toBe(
      '2026-11-27T08:01:00.000Z',
    );
  });
});

describe('the rolling deploy', () => {
  function recordingTarget(failStartOn?: number) {
    const calls: string[] = [];
    const target: RollTarget = {
      setSlots: async (slots) => {
        calls.push(
          `nginx ${slots.map((slot) => (slot.down ? `${slot.port}:down` : slot.port)).join(' ')}`,
        );
      },
      stop: async (port) => {
        calls.push(`stop ${port}`);
        return 0;
      },
      startReady: async (port) => {
        calls.push(`start ${port}`);
        if (port === failStartOn) throw new Error(`not ready on ${port}`);
        calls.push(`ready ${port}`);
      },
    };
    return { calls, target };
  }

  it('takes each process out of nginx before stopping it and back only once the new one is ready', async () => {
    const { calls, target } = recordingTarget();
    const steps = await rollingDeploy([1, 2], target);
    expect(calls).toEqual([
      'nginx 1:down 2',
      'stop 1',
      'start 1',
      'ready 1',
      'nginx 1 2',
      'nginx 1 2:down',
      'stop 2',
      'start 2',
      'ready 2',
      'nginx 1 2',
    ]);
    expect(steps.map((step) => [step.port, step.exitCode])).toEqual([
      [1, 0],
      [2, 0],
    ]);
  });

  it('stops at a new process that does not become ready, leaving it out and the rest untouched', async () => {
    const { calls, target } = recordingTarget(1);
    await expect(rollingDeploy([1, 2], target)).rejects.toThrow('not ready on 1');
    expect(calls).toEqual(['nginx 1:down 2', 'stop 1', 'start 1']);
  });
});
