import { paymentMethodLabelOrKey } from '../../../domain/catalog.ts';
import { deliveryMethodLabelOrKey } from '../../../domain/delivery.ts';
import { formatEuroAmount } from '../../../domain/money.ts';
import { csvDate, csvDocument } from '../../lib/csv.ts';
import type { listBookkeepingLines } from './reports.service.ts';

type Line = Awaited<ReturnType<typeof listBookkeepingLines>>[number];

// The bookkeeping export, one line per counted order (format: csv.ts).

const HEADER = [
  'Bestellnummer',
  'Bestelldatum',
  'Bezahlt am',
  'Kunde',
  'Zahlungsart',
  'Lieferart',
  'Warenwert',
  'Gutschein',
  'Gutscheinrabatt',
  'Versand',
  'Gesamt',
  'Wertgutscheine',
  'Bezahlt',
];

export function bookkeepingCsv(lines: Line[]): string {
  return csvDocument(
    HEADER,
    lines.map((line) => [
      String(line.orderNumber),
      csvDate(line.createdAt),
      csvDate(line.paidAt),
      line.customer,
      paymentMethodLabelOrKey(line.paymentMethod),
      deliveryMethodLabelOrKey(line.deliveryMethod),
      formatEuroAmount(line.subtotalCents),
      line.couponCode,
      formatEuroAmount(line.couponDiscountCents),
      formatEuroAmount(line.deliveryCostCents),
      formatEuroAmount(line.totalCents),
      formatEuroAmount(line.vouchersCents),
      formatEuroAmount(line.paidCents),
    ]),
  );
}
