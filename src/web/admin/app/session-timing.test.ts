import { describe, expect, it } from 'vitest';
import { expiringText, sessionAdvice, tokenTimes } from './session-timing.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;
// A 12-hour token issued at t = 0.
const token = { issuedAt: 0, expiresAt: 12 * HOUR };

function jwtWith(claims: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

describe('tokenTimes', () => {
  it('reads issue and expiry from the claims, in milliseconds', () => {
    expect(tokenTimes(jwtWith({ sub: 'user', iat: 1000, exp: 1000 + 43_200 }))).toEqual({
      issuedAt: 1_000_000,
      expiresAt: 44_200_000,
    });
  });

  it('is null for anything that is not a token with both times', () => {
    for (const value of ['', 'abc', 'a.!!!.c', jwtWith({ iat: 5 }), jwtWith({ iat: 5, exp: 5 })]) {
      expect(tokenTimes(value), value).toBeNull();
    }
  });
});

describe('sessionAdvice', () => {
  const advice = (now: number, lastActivityAt: number, lastRenewAttemptAt: number | null = null) =>
    sessionAdvice({ now, token, lastActivityAt, lastRenewAttemptAt });

  it('does nothing in the first half of the token life, however busy she is', () => {
    expect(advice(5 * HOUR, 5 * HOUR)).toEqual({ renew: false, warning: null });
  });

  it('renews once past half its life while she works', () => {
    expect(advice(6 * HOUR + 1, 6 * HOUR)).toEqual({ renew: true, warning: null });
    expect(advice(11 * HOUR, 11 * HOUR - 4 * MINUTE).renew).toBe(true);
  });

  it('does not renew for someone who walked away: the token runs out as it should', () => {
    expect(advice(11 * HOUR, 11 * HOUR - 6 * MINUTE).renew).toBe(false);
  });

  it('waits a minute before trying again after a renewal failed', () => {
    expect(advice(7 * HOUR, 7 * HOUR, 7 * HOUR - 30_000).renew).toBe(false);
    expect(advice(7 * HOUR, 7 * HOUR, 7 * HOUR - MINUTE).renew).toBe(true);
  });

  it('warns five minutes before the end, counting the minutes up', () => {
    expect(advice(12 * HOUR - 5 * MINUTE - 1, 0).warning).toBeNull();
    expect(advice(12 * HOUR - 5 * MINUTE, 0).warning).toEqual({ kind: 'expiring', minutesLeft: 5 });
    expect(advice(12 * HOUR - 61_000, 0).warning).toEqual({ kind: 'expiring', minutesLeft: 2 });
    expect(advice(12 * HOUR - 1000, 0).warning).toEqual({ kind: 'expiring', minutesLeft: 1 });
  });

  it('says when it has run out, and never tries to renew an expired token', () => {
    expect(advice(12 * HOUR, 12 * HOUR)).toEqual({ renew: false, warning: { kind: 'expired' } });
  });
});

describe('expiringText', () => {
  it('is German, singular for one minute', () => {
    expect(expiringText(5)).toBe('Deine Anmeldung läuft in 5 Minuten ab.');
    expect(expiringText(1)).toBe('Deine Anmeldung läuft in 1 Minute ab.');
  });
});
