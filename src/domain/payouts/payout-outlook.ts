import { formatEuros } from '../money.ts';
import { SETTLEMENT_DAYS_AFTER_SHIPPING } from './settlement.ts';

// What a seller reads under her open amount: how much of it the next payout run transfers, and
// why the rest waits. The same rules as a run's (payout-run.service.ts): shares count once the
// order is settled, a run pays from the minimum, needs her IBAN, and nets a return against
// later sales.

export type PayoutOutlookFigures = {
  /** Her settled shares minus everything paid out; below zero after a return. */
  settled: number;
  /** Her shares of orders still returnable. */
  pending: number;
  /** The owner's minimum for a transfer (PAYOUT_MINIMUM_EUROS). */
  minimum: number;
  ibanOnFile: boolean;
};

export function payoutOutlook(figures: PayoutOutlookFigures): string[] {
  const sentences: string[] = [];
  if (figures.settled < 0) {
    sentences.push(
      `Du hast ${formatEuros(-figures.settled)} mehr ausgezahlt bekommen, als bisher auszahlbar ist (etwa vorab oder vor einer Rückgabe). Das verrechnen wir mit deinen nächsten Verkäufen.`,
    );
  } else if (figures.settled > 0 && !figures.ibanOnFile) {
    sentences.push(
      `${formatEuros(figures.settled)} sind auszahlbar, aber uns fehlt deine IBAN. Bitte gib sie uns im Laden oder per E-Mail.`,
    );
  } else if (figures.settled >= figures.minimum && figures.settled > 0) {
    sentences.push(
      `Mit der nächsten Auszahlung überweisen wir dir ${formatEuros(figures.settled)}.`,
    );
  } else if (figures.settled > 0) {
    sentences.push(
      `${formatEuros(figures.settled)} sind auszahlbar. Wir überweisen ab ${formatEuros(figures.minimum)}.`,
    );
  }
  if (figures.pending > 0) {
    sentences.push(
      `${formatEuros(figures.pending)} sind noch in der Widerrufsfrist der Käufer: auszahlbar ${SETTLEMENT_DAYS_AFTER_SHIPPING} Tage nach Versand oder Abholung.`,
    );
  }
  return sentences;
}
