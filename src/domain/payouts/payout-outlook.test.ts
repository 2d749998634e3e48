import { describe, expect, it } from 'vitest';
import { payoutOutlook } from './payout-outlook.ts';

const figures = { settled: 0, pending: 0, minimum: 10, ibanOnFile: true };

describe('payoutOutlook', () => {
  it('says nothing while nothing is owed', () => {
    expect(payoutOutlook(figures)).toEqual([]);
  });

  it('names the next transfer from the minimum on', () => {
    expect(payoutOutlook({ ...figures, settled: 12.5 })).toEqual([
      'Mit der nächsten Auszahlung überweisen wir dir 12,50\u00a0€.',
    ]);
    expect(payoutOutlook({ ...figures, settled: 10 })).toEqual([
      'Mit der nächsten Auszahlung überweisen wir dir 10,00\u00a0€.',
    ]);
  });

  it('collects below the minimum', () => {
    expect(payoutOutlook({ ...figures, settled: 4 })).toEqual([
      '4,00\u00a0€ sind auszahlbar. Wir überweisen ab 10,00\u00a0€.',
    ]);
  });

  it('asks for the IBAN a transfer needs', () => {
    expect(payoutOutlook({ ...figures, settled: 20, ibanOnFile: false })).toEqual([
      '20,00\u00a0€ sind auszahlbar, aber uns fehlt deine IBAN. Bitte gib sie uns im Laden oder per E-Mail.',
    ]);
  });

  it('nets a payout beyond what was settled, and names what still waits for the withdrawal period', () => {
    expect(payoutOutlook({ ...figures, settled: -5, pending: 7 })).toEqual([
      'Du hast 5,00\u00a0€ mehr ausgezahlt bekommen, als bisher auszahlbar ist (etwa vorab oder vor einer Rückgabe). Das verrechnen wir mit deinen nächsten Verkäufen.',
      '7,00\u00a0€ sind noch in der Widerrufsfrist der Käufer: auszahlbar 21 Tage nach Versand oder Abholung.',
    ]);
  });
});
