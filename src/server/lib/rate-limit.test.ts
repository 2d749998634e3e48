import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it('stops guessing voucher codes after 10 tries a minute per client, not for others', async () => {
    const guess = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/voucher/validate',
        remoteAddress: ip,
        payload: { code: 'AAAA-BBBB-CCCC-DDDD' },
      });
    for (let i = 0; i < 10; i++) expect((await guess('10.1.1.1')).statusCode).toBe(404);
    const blocked = await guess('10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toContain('Zu viele Versuche');
    expect((await guess('10.1.1.2')).statusCode).toBe(404);
  });

  it('limits coupon guessing too', async () => {
    const guess = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/coupons/validate',
        remoteAddress: '10.2.2.2',
        payload: { email: '', code: 'RATEN' },
      });
    for (let i = 0; i < 20; i++) expect((await guess()).statusCode).toBe(404);
    expect((await guess()).statusCode).toBe(429);
  });
});
