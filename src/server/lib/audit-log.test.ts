import { describe, expect, it } from 'vitest';
import { auditDetails, REDACTED, redactForAudit } from './audit-log.ts';

describe('redactForAudit', () => {
  it.each([
    ['password', { email: 'a@b.de', password: 'x' }, { email: 'a@b.de', password: REDACTED }],
    [
      'nested tokens',
      { a: [{ accessToken: 't', n: 1 }] },
      { a: [{ accessToken: REDACTED, n: 1 }] },
    ],
    [
      'secrets and keys',
      { clientSecret: 's', apiKey: 'k' },
      { clientSecret: REDACTED, apiKey: REDACTED },
    ],
    ['plain values', { price: 6, sale: true, note: null }, { price: 6, sale: true, note: null }],
  ])('%s', (_name, input, expected) => {
    expect(redactForAudit(input)).toEqual(expected);
  });

  it('cuts long strings and long lists short', () => {
    const redacted = redactForAudit({
      text: 'x'.repeat(600),
      ids: Array.from({ length: 120 }, (_, i) => i),
    }) as {
      text: string;
      ids: unknown[];
    };
    expect(redacted.text).toHaveLength(501);
    expect(redacted.ids).toHaveLength(101);
    expect(redacted.ids.at(-1)).toBe('… (20 weitere)');
  });

  it('cuts a wide object short, as a long list', () => {
    const wide = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i]));
    const redacted = redactForAudit(wide) as Record<string, unknown>;
    expect(Object.keys(redacted)).toHaveLength(101);
    expect(redacted.k99).toBe(99);
    expect(redacted['…']).toBe('99900 weitere');
  });
});

describe('auditDetails', () => {
  it('keeps params and the redacted body', () => {
    expect(
      auditDetails({
        params: { id: '1' },
        body: { isAdmin: true, password: 'p' },
        headers: {},
      }),
    ).toEqual({ params: { id: '1' }, body: { isAdmin: true, password: REDACTED } });
  });

  it('keeps only size and content type of a raw upload', () => {
    expect(
      auditDetails({
        params: {},
        body: Buffer.alloc(1234),
        headers: { 'content-type': 'image/png' },
      }),
    ).toEqual({ upload: { bytes: 1234, contentType: 'image/png' } });
  });
});
