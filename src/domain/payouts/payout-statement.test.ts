import { describe, expect, it } from 'vitest';
import { buildPayoutStatement, type SettledLine } from './payout-statement.ts';
import { sepaText } from './sepa-text.ts';

const line = (lineId: number, salePriceCents: number): SettledLine => ({
  lineId,
  itemNumber: 1000 + lineId,
  name: `Artikel ${lineId}`,
  soldAt: '2026-11-01T10:00:00.000Z',
  salePriceCents,
});

const base = {
  seller: { number: 3, name: 'Anna' },
  sharePercent: 50,
  endToEndId: 'KK-A2-V3',
  executionDate: '2026-11-27',
  holder: 'Anna',
  ibanMasked: 'DE89 **** **** **** **** 3000',
};

describe('buildPayoutStatement', () => {
  it('lists what was settled since the last statement, and what came back since, netted', () => {
    const statement = buildPayoutStatement({
      ...base,
      settled: [line(1, 1000), line(3, 5000)],
      previouslySettledIds: new Set([1, 2]),
      returned: [line(2, 3000)],
      // 25,00 € new share, 15,00 € of a paid item back: 10,00 €.
      amountCents: 1000,
    });
    expect(statement.newLines.map((l) => [l.lineId, l.shareCents])).toEqual([[3, 2500]]);
    expect(statement.returnedLines.map((l) => [l.lineId, l.shareCents])).toEqual([[2, 1500]]);
    expect(statement.carriedCents).toBe(0);
    expect(statement.settledLineIds).toEqual([1, 3]);
  });

  it('carries over a balance from earlier statements', () => {
    const statement = buildPayoutStatement({
      ...base,
      settled: [line(1, 1000), line(2, 2000)],
      previouslySettledIds: new Set([1]),
      returned: [],
      amountCents: 1500,
    });
    expect(statement.carriedCents).toBe(500);
  });
});

describe('sepaText', () => {
  it('writes German the way banks do and keeps to the SEPA characters', () => {
    expect(sepaText('Jördis Überweisung, Straße 5 & Co. <Ltd> €', 70)).toBe(
      'Joerdis Ueberweisung, Strasse 5 + Co. Ltd',
    );
    expect(sepaText('a'.repeat(200), 140)).toHaveLength(140);
  });
});
