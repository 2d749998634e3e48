import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { fixedClock } from './clock.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A fixed clock: the windows are fixed minutes, and a test must not straddle two of them.
const clock = fixedClock(new Date('2026-11-23T10:00:30Z'));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMITS: 'on', TRUST_PROXY: '10.0.0.0/8' } });
});
afterAll(() => t.close());

const guessVoucher = (app: TestApp['app'], remoteAddress: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/voucher/validate',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { code: 'AAAA-BBBB-CCCC-DDDD' },
  });

describe('rate limits', () => {
  it('stops guessing voucher codes after 10 tries a minute per client, not for others', async () => {
    for (let i = 0; i < 10; i++)
      expect((await guessVoucher(t.app, '198.51.100.1')).statusCode).toBe(404);
    const blocked = await guessVoucher(t.app, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('30');
    expect(blocked.json().message).toContain('Zu viele Versuche');
    expect((await guessVoucher(t.app, '198.51.100.2')).statusCode).toBe(404);
  });

  it('limits coupon guessing too', async () => {
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/coupons/validate',
        remoteAddress: '198.51.100.3',
        payload: { email: '', code: 'RATEN' },
      });
    for (let i = 0; i < 20; i++) expect((await guess()).statusCode).toBe(404);
    expect((await guess()).statusCode).toBe(429);
  });

  it('holds across several processes of the shop: the counts are in the database', async () => {
    // A second app on the same database shares nothing in memory with the first.
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, RATE_LIMITS: 'on' }),
      db: t.db,
      clock,
      webDist: t.dataDir,
    });
    try {
      for (let i = 0; i < 10; i++) {
        const app = i % 2 === 0 ? t.app : second;
        expect((await guessVoucher(app, '198.51.100.4')).statusCode).toBe(404);
      }
      expect((await guessVoucher(second, '198.51.100.4')).statusCode).toBe(429);
      expect((await guessVoucher(t.app, '198.51.100.4')).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('believes X-Forwarded-For only as far as the configured proxies wrote it', async () => {
    // Through the proxy (10.0.0.7): the client makes up the left part; the proxy appends the
    // address it saw, which is what counts.
    for (let i = 0; i < 10; i++) {
      const spoofed = `203.0.113.${i}, 192.0.2.50`;
      expect((await guessVoucher(t.app, '10.0.0.7', spoofed)).statusCode).toBe(404);
    }
    expect((await guessVoucher(t.app, '10.0.0.7', '203.0.113.99, 192.0.2.50')).statusCode).toBe(
      429,
    );
    // Straight to the shop, not through a trusted proxy: the header counts for nothing.
    for (let i = 0; i < 10; i++) {
      expect((await guessVoucher(t.app, '198.51.100.5', `203.0.113.${i}`)).statusCode).toBe(404);
    }
    expect((await guessVoucher(t.app, '198.51.100.5', '203.0.113.77')).statusCode).toBe(429);
  });
});
