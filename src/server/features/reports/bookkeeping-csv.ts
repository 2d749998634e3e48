import { paymentMethodLabel, type PaymentMethodId } from '../../../domain/catalog.ts';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '../../../domain/delivery.ts';
import { csvAmount, csvDate, csvDocument } from './csv.ts';
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
      paymentMethodLabel(line.paymentMethod as PaymentMethodId),
      DELIVERY_METHOD_LABELS[line.deliveryMethod as DeliveryMethod] ?? line.deliveryMethod,
      csvAmount(line.subtotalCents),
      line.couponCode,
      csvAmount(line.couponDiscountCents),
      csvAmount(line.deliveryCostCents),
      csvAmount(line.totalCents),
      csvAmount(line.vouchersCents),
      csvAmount(line.paidCents),
    ]),
  );
}
