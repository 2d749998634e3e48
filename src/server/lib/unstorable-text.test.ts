import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsAdmin, type TestApp } from '../test/test-app.ts';
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './unstorable-text.ts';

describe('hasUnstorableText', () => {
  it('finds a NUL or a lone surrogate in any string, value or key, however deep', () => {
    expect(hasUnstorableText({ a: ['ok', { b: 'x\u0000y' }] })).toBe(true);
    expect(hasUnstorableText({ ['k\u0000']: 1 })).toBe(true);
    expect(hasUnstorableText('\ud800')).toBe(true);
    expect(hasUnstorableText('a\udc00b')).toBe(true);
    let deep: unknown = '\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(hasUnstorableText(deep)).toBe(true);
  });

  it('walks wide bodies too, which a JSON body of 1 MB can be: 200,000 items or keys', () => {
    const zeros = JSON.parse(`[${Array(200_000).fill('0').join(',')}]`) as unknown;
    expect(hasUnstorableText(zeros)).toBe(false);
    expect(hasUnstorableText({ list: [...(zeros as number[]), 'x\u0000'] })).toBe(true);
    const keys = Object.fromEntries(Array.from({ length: 200_000 }, (_, i) => [`k${i}`, i]));
    expect(hasUnstorableText(keys)).toBe(false);
    expect(hasUnstorableText({ ...keys, last: '\ud800' })).toBe(true);
    expect(hasUnstorableText({ ...keys, ['\udc00']: 1 })).toBe(true);
    const wideAndDeep: unknown[] = [];
    let level = wideAndDeep;
    for (let depth = 0; depth < 1_000; depth++) {
      const inner: unknown[] = [];
      level.push(...Array(200).fill(0), inner);
      level = inner;
    }
    level.push('\u0000');
    expect(hasUnstorableText(wideAndDeep)).toBe(true);
  });

  it('lets everything a parent or the owner writes through, emoji and umlauts included', () => {
    expect(hasUnstorableText({ name: 'Łukasz Şahin 🧸 Größe 98', n: 0, list: [null, true] })).toBe(
      false,
    );
    expect(hasUnstorableText(Buffer.from([0, 0, 0]))).toBe(false);
  });
});

describe('every route refuses unstorable text with 400 in German, once, before anything else', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = await signInAsAdmin(t);
  });
  afterAll(() => t.close());

  const expectRefused = (label: string, response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode, label).toBe(400);
    expect(response.json(), label).toEqual({
      error: 'Bad Request',
      message: UNSTORABLE_TEXT_MESSAGE,
    });
  };

  it('in a body, a query and a path, on public and admin routes alike', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(routes.length).toBeGreaterThan(50);
    for (const { method, path } of routes) {
      if (path.includes('{')) {
        const url = path.replace(/\{\w+\}/g, 'a%00b');
        const withNul = await t.app.inject({ method: method as 'GET', url, headers: auth });
        expectRefused(`${method} ${url}`, withNul);
      }
      const plain = path.replace(/\{\w+\}/g, '1');
      const query = await t.app.inject({
        method: method as 'GET',
        url: `${plain}?x=%00`,
        headers: auth,
      });
      expectRefused(`${method} ${plain}?x=%00`, query);
      if (method !== 'GET' && method !== 'DELETE') {
        for (const payload of ['{"text":"a\\u0000b"}', '{"text":"\\ud800"}']) {
          const body = await t.app.inject({
            method: method as 'POST',
            url: plain,
            headers: { ...auth, 'content-type': 'application/json' },
            payload,
          });
          expectRefused(`${method} ${plain} ${payload}`, body);
        }
      }
    }
  });

  it('also when every other field is valid: sign-in, coupon, withdrawal, filters, QR source', async () => {
    const cases = [
      {
        method: 'POST',
        url: '/api/users/signin',
        payload: { email: 'a\u0000@example.de', password: 'x'.repeat(12) },
      },
      {
        method: 'POST',
        url: '/api/coupons/validate',
        payload: { email: '', code: 'WILL\u0000KOMMEN' },
      },
      {
        method: 'POST',
        url: '/api/users/signup',
        payload: { name: 'Ha\ud800nna', email: 'h@example.de', password: 'x'.repeat(12) },
      },
      { method: 'GET', url: '/api/products?category=Kleidung&brands=x%00y' },
      { method: 'POST', url: '/api/redirect/qrcode?target=shop&source=flyer%00' },
    ] as const;
    for (const call of cases) {
      const response = await t.app.inject({
        ...call,
        payload: 'payload' in call ? call.payload : undefined,
      });
      expectRefused(`${call.method} ${call.url}`, response);
    }
  });
});
