import { paymentMethodLabel, type PaymentMethodId } from '../../../domain/catalog.ts';
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from '../../../domain/delivery.ts';
import type { listBookkeepingLines } from './reports.service.ts';

type Line = Awaited<ReturnType<typeof listBookkeepingLines>>[number];

// The bookkeeping export as German spreadsheets expect it: semicolons, decimal commas,
// dates as 22.11.2026, UTF-8 with a byte order mark so Excel reads the umlauts.

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

const dateFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

function cell(value: string): string {
  return /[";\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function bookkeepingCsv(lines: Line[]): string {
  const body = lines.map((line) =>
    [
      String(line.orderNumber),
      dateFormat.format(line.createdAt),
      dateFormat.format(line.paidAt),
      line.customer,
      paymentMethodLabel(line.paymentMethod as PaymentMethodId),
      DELIVERY_METHOD_LABELS[line.deliveryMethod as DeliveryMethod] ?? line.deliveryMethod,
      amount(line.subtotalCents),
      line.couponCode,
      amount(line.couponDiscountCents),
      amount(line.deliveryCostCents),
      amount(line.totalCents),
      amount(line.vouchersCents),
      amount(line.paidCents),
    ]
      .map(cell)
      .join(';'),
  );
  return `\uFEFF${[HEADER.join(';'), ...body].join('\r\n')}\r\n`;
}
