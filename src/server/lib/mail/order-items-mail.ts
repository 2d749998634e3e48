import { formatEuro } from '../../../domain/money.ts';
import type { SummaryRow } from './html/mail-blocks.ts';
import { html } from './html/safe-html.ts';

// An order's items as every order mail lists them: the text line and the HTML row say the same.

export type MailItem = {
  itemNumber: number;
  category: string;
  name: string;
  brand: string | null;
  size: number | null;
  salePriceCents: number;
};

/** "Topomini, Gr. 86": what tells one item from another besides its name. */
function itemDetails(item: MailItem): string {
  return [item.brand, item.size ? `Gr. ${item.size}` : null].filter(Boolean).join(', ');
}

/** "- Kleidung: Latzhose (Topomini, Gr. 86), Art.-Nr. 4711: 7,00 €" */
export function itemTextLine(item: MailItem): string {
  const details = itemDetails(item);
  const name = item.name.trim() === '' ? '' : `: ${item.name}`;
  return `- ${item.category}${name}${details ? ` (${details})` : ''}, Art.-Nr. ${item.itemNumber}: ${formatEuro(item.salePriceCents)}`;
}

/** The same item as a row of the mail's summary table. */
export function itemSummaryRow(item: MailItem): SummaryRow {
  const details = itemDetails(item);
  return {
    label: html`<strong>${item.category}</strong
      >${item.name.trim() === '' ? '' : `: ${item.name}`}`,
    detail: `${details ? `${details} · ` : ''}Art.-Nr.\u00a0${item.itemNumber}`,
    amount: formatEuro(item.salePriceCents),
  };
}
