import { describe, expect, it } from 'vitest';
import {
  anonymisedSellerName,
  retentionEndDay,
  sellerDataStep,
  type LeftSeller,
} from './seller-retention.ts';

const left: LeftSeller = {
  leftAt: new Date('2026-11-22T10:00:00Z'),
  pendingCents: 0,
  balanceCents: 0,
  lastPayoutAt: null,
  contactDeletedAt: null,
  anonymisedAt: null,
};
const at = (iso: string) => new Date(iso);

describe('what may be deleted of a seller who left', () => {
  it('waits while a sale of hers can still be returned', () => {
    expect(sellerDataStep({ ...left, pendingCents: 250 }, at('2026-11-23T00:00:00Z'))).toEqual({
      step: 'wait',
      reason: 'pending',
    });
  });

  it('waits while her balance is not paid, however small', () => {
    expect(sellerDataStep({ ...left, balanceCents: 1 }, at('2027-06-01T00:00:00Z'))).toEqual({
      step: 'wait',
      reason: 'balance',
    });
  });

  it('waits 30 days after her last payout, then deletes her contact data and IBAN', () => {
    const paid = { ...left, lastPayoutAt: at('2026-12-01T09:00:00Z') };
    expect(sellerDataStep(paid, at('2026-12-30T09:00:00Z'))).toEqual({
      step: 'wait',
      reason: 'recentPayout',
    });
    expect(sellerDataStep(paid, at('2026-12-31T09:00:00Z'))).toEqual({ step: 'deleteContact' });
  });

  it('writes off a balance below zero (a return after her last payout)', () => {
    expect(sellerDataStep({ ...left, balanceCents: -400 }, at('2026-11-23T00:00:00Z'))).toEqual({
      step: 'deleteContact',
    });
  });

  it('keeps her name to the end of the tenth year after her last payout (§ 147 AO)', () => {
    const cleared = {
      ...left,
      lastPayoutAt: at('2026-12-01T09:00:00Z'),
      contactDeletedAt: at('2027-01-05T02:00:00Z'),
    };
    expect(retentionEndDay(cleared)).toBe('2037-01-01');
    expect(sellerDataStep(cleared, at('2036-12-31T22:59:59Z'))).toEqual({
      step: 'keepName',
      untilDay: '2037-01-01',
    });
    // 1 January 2037, 00:00 in Berlin.
    expect(sellerDataStep(cleared, at('2036-12-31T23:00:00Z'))).toEqual({ step: 'anonymise' });
  });

  it('counts from the year she left when her last payout came before', () => {
    expect(
      retentionEndDay({
        leftAt: at('2027-03-01T10:00:00Z'),
        lastPayoutAt: at('2026-05-01T10:00:00Z'),
      }),
    ).toBe('2038-01-01');
  });

  it('counts a payout on New Year’s Eve in Berlin to that year', () => {
    expect(
      retentionEndDay({
        leftAt: at('2026-06-01T10:00:00Z'),
        lastPayoutAt: at('2026-12-31T22:30:00Z'),
      }),
    ).toBe('2037-01-01');
  });

  it('has nothing left to do once her name is gone', () => {
    expect(
      sellerDataStep(
        { ...left, contactDeletedAt: left.leftAt, anonymisedAt: left.leftAt },
        at('2040-01-01T00:00:00Z'),
      ),
    ).toEqual({ step: 'done' });
    expect(anonymisedSellerName(12)).toBe('Ehemalige Verkäuferin 12');
  });
});
