// The small-business limits of § 19 Abs. 1 UStG (as amended from 1 January 2025, Jahressteuergesetz
// 2024): no VAT while last year's turnover was at most 25,000 € and this year's stays at most
// 100,000 €. Above 100,000 € during the year, VAT is due from the sale that crosses it; above
// 25,000 € last year, the exemption does not hold this year at all. A consignment sale counts in
// full (§ 3 Abs. 3 UStG): the shop sells in its own name, so the seller's share is no deduction.
// The figures are the law's, not the owner's choice: constants, changed with the law.

/** § 19 Abs. 1 Satz 1 UStG: last calendar year's turnover at most this (cents). */
export const PREVIOUS_YEAR_LIMIT_CENTS = 25_000_00;
/** § 19 Abs. 1 Satz 1 UStG: this calendar year's turnover at most this (cents). */
export const CURRENT_YEAR_LIMIT_CENTS = 100_000_00;
/** The share of this year's limit from which the dashboard warns, in percent. */
export const CURRENT_YEAR_WARNING_PERCENT = 80;

export type TurnoverLevel =
  /** Far from both limits. */
  | 'ok'
  /** This year's turnover reached the warning share of 100,000 €. */
  | 'approaching'
  /** This year's turnover passed 100,000 €: VAT applies from the sale that crossed it. */
  | 'exceeded'
  /** Last year passed 25,000 €: the exemption does not hold this year. */
  | 'previousYearExceeded';

/** Which notice the dashboard shows for this and last year's turnover (cents, returns deducted). */
export function turnoverLevel(input: {
  currentYearCents: number;
  previousYearCents: number;
}): TurnoverLevel {
  // Last year decides the whole of this year, so it is said first.
  if (input.previousYearCents > PREVIOUS_YEAR_LIMIT_CENTS) return 'previousYearExceeded';
  if (input.currentYearCents > CURRENT_YEAR_LIMIT_CENTS) return 'exceeded';
  if (input.currentYearCents * 100 >= CURRENT_YEAR_LIMIT_CENTS * CURRENT_YEAR_WARNING_PERCENT) {
    return 'approaching';
  }
  return 'ok';
}

/** The German notice for a level; null when there is nothing to say. */
export function turnoverNotice(level: TurnoverLevel): string | null {
  switch (level) {
    case 'ok':
      return null;
    case 'approaching':
      return `Der Umsatz dieses Jahres hat ${CURRENT_YEAR_WARNING_PERCENT} % der Kleinunternehmergrenze von 100.000 € erreicht (§ 19 UStG). Ab dem Verkauf, der die Grenze überschreitet, fällt Umsatzsteuer an. Bitte sprich jetzt mit deiner Steuerberatung.`;
    case 'exceeded':
      return 'Der Umsatz dieses Jahres liegt über 100.000 €: Die Kleinunternehmerregelung (§ 19 UStG) gilt seit dem Verkauf, der die Grenze überschritten hat, nicht mehr. Rechnungen brauchen ab dann Umsatzsteuer. Bitte sprich sofort mit deiner Steuerberatung.';
    case 'previousYearExceeded':
      return 'Der Umsatz des Vorjahres lag über 25.000 €: Die Kleinunternehmerregelung (§ 19 UStG) gilt in diesem Jahr nicht. Bitte sprich mit deiner Steuerberatung.';
  }
}
