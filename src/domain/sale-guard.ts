/**
 * Guard rails of the admin's sale page (issue 20): a sale is applied to many items in one
 * action, so a large one, or one that gives items away, is asked about once more.
 */

/** A sale that changes more items than this is confirmed a second time. */
export const SALE_CONFIRM_ABOVE_ITEMS = 20;

export interface PlannedSale {
  action: 'start' | 'end';
  /** Percent, for 'start'. */
  discount?: number | undefined;
  /** How many items the server counted for the selection. */
  count: number;
}

/**
 * Why the sale needs a second confirmation, as German sentences; empty when one tap is enough.
 */
export function saleConfirmationReasons(sale: PlannedSale): string[] {
  const reasons: string[] = [];
  if (sale.count > SALE_CONFIRM_ABOVE_ITEMS) {
    reasons.push(
      sale.action === 'start'
        ? `Dieser Sale betrifft ${sale.count} Artikel.`
        : `Das Beenden betrifft ${sale.count} Artikel.`,
    );
  }
  if (sale.action === 'start' && sale.discount === 100) {
    reasons.push('Mit 100 % Rabatt kosten die Artikel 0,00 € – sie werden verschenkt.');
  }
  return reasons;
}
