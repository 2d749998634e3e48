import { describe, expect, it } from 'vitest';
import {
  freeAgainClock,
  freeAgainHint,
  freeAgainShortHint,
  paymentHoldFreeAgainAt,
  paymentHoldReservedUntil,
} from './free-again.ts';

// 14:05:20 in Berlin (UTC+1 in November).
const NOW = new Date('2026-11-27T13:05:20Z');

describe('paymentHoldFreeAgainAt', () => {
  it('is the first full minute at or after the due time, when the orders minute cancels it', () => {
    const due = new Date('2026-11-27T13:35:20Z');
    expect(paymentHoldFreeAgainAt({ paymentDueAt: due, paymentPending: false }, NOW)).toEqual(
      new Date('2026-11-27T13:36:00Z'),
    );
    const onTheMinute = new Date('2026-11-27T13:35:00Z');
    expect(
      paymentHoldFreeAgainAt({ paymentDueAt: onTheMinute, paymentPending: false }, NOW),
    ).toEqual(onTheMinute);
  });

  it('is the next full minute once the due time has passed and the job has not run yet', () => {
    const due = new Date('2026-11-27T13:04:00Z');
    expect(paymentHoldFreeAgainAt({ paymentDueAt: due, paymentPending: false }, NOW)).toEqual(
      new Date('2026-11-27T13:06:00Z'),
    );
    const atAFullMinute = new Date('2026-11-27T13:06:00Z');
    expect(
      paymentHoldFreeAgainAt({ paymentDueAt: due, paymentPending: false }, atAFullMinute),
    ).toEqual(new Date('2026-11-27T13:07:00Z'));
  });

  it('is unknown while a payment is pending', () => {
    const due = new Date('2026-11-27T13:35:00Z');
    expect(paymentHoldFreeAgainAt({ paymentDueAt: due, paymentPending: true }, NOW)).toBeNull();
  });
});

describe('paymentHoldReservedUntil', () => {
  it('is the free-again time, or the next full minute while a payment is pending', () => {
    const due = new Date('2026-11-27T13:35:20Z');
    expect(paymentHoldReservedUntil({ paymentDueAt: due, paymentPending: false }, NOW)).toEqual(
      new Date('2026-11-27T13:36:00Z'),
    );
    expect(paymentHoldReservedUntil({ paymentDueAt: due, paymentPending: true }, NOW)).toEqual(
      new Date('2026-11-27T13:06:00Z'),
    );
  });
});

describe('the words', () => {
  it('names the Berlin time, rounded up to the minute (never too early)', () => {
    expect(freeAgainClock(new Date('2026-11-27T13:35:00Z'))).toBe('14:35 Uhr');
    expect(freeAgainClock(new Date('2026-11-27T13:35:01Z'))).toBe('14:36 Uhr');
    expect(freeAgainClock(new Date('2026-07-01T07:05:00Z'))).toBe('09:05 Uhr');
  });

  it('says it may come back, and when', () => {
    expect(freeAgainHint(new Date('2026-11-27T13:35:00Z'))).toBe(
      'Wird der Kauf nicht abgeschlossen, ist der Artikel ab ca. 14:35 Uhr wieder frei.',
    );
    expect(freeAgainShortHint(new Date('2026-11-27T13:35:00Z'))).toBe('Evtl. ab 14:35 Uhr frei');
  });

  it('says a payment is being confirmed when no time can be named', () => {
    expect(freeAgainHint(null)).toBe(
      'Eine Zahlung für den Artikel wird gerade geprüft. Klappt sie nicht, ist er wieder frei.',
    );
    expect(freeAgainShortHint(null)).toBe('Zahlung wird geprüft');
  });
});
