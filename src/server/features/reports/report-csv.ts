import type { Report, ReportQuery, ReportTable } from '../../../domain/api/reports.ts';
import { PAYMENT_METHODS } from '../../../domain/catalog.ts';
import { DELIVERY_METHOD_LABELS } from '../../../domain/delivery.ts';
import { eurosToCents, formatEuroAmount } from '../../../domain/money.ts';
import { csvDay, csvDocument } from './csv.ts';

// The report's tables as the admin sees them on /admin/reports, one CSV each (format: csv.ts).

const amount = (euros: number) => formatEuroAmount(eurosToCents(euros));

function paymentLabel(key: string): string {
  return PAYMENT_METHODS.find((method) => method.id === key)?.label ?? key;
}

function deliveryLabel(key: string): string {
  return key in DELIVERY_METHOD_LABELS
    ? DELIVERY_METHOD_LABELS[key as keyof typeof DELIVERY_METHOD_LABELS]
    : key;
}

const PERIOD_HEADS: Record<ReportQuery['groupBy'], string> = {
  day: 'Tag',
  week: 'Woche ab',
  month: 'Monat ab',
};

/** One table of a report as a CSV document with German headers. */
export function reportTableCsv(
  report: Report,
  table: ReportTable,
  groupBy: ReportQuery['groupBy'],
): string {
  switch (table) {
    case 'summen': {
      const { totals } = report;
      return csvDocument(
        ['Kennzahl', 'Wert'],
        [
          ['Bestellungen', String(totals.orders)],
          ['Umsatz', amount(totals.revenue)],
          ['Ø Bestellwert', amount(totals.averageOrderValue)],
          ['Verkaufte Artikel', String(totals.itemsSold)],
          ['Rabatte (Gutscheine)', amount(totals.couponDiscounts)],
          ['Eingelöste Wertgutscheine', amount(totals.vouchersRedeemed)],
          ['Versandkosten', amount(totals.deliveryCharged)],
        ],
      );
    }
    case 'zeitraum':
      return csvDocument(
        [PERIOD_HEADS[groupBy], 'Bestellungen', 'Umsatz', 'Ø Bestellwert'],
        report.periods.map((row) => [
          csvDay(row.key),
          String(row.orders),
          amount(row.revenue),
          amount(row.averageOrderValue),
        ]),
      );
    case 'zahlungsarten':
      return csvDocument(
        ['Zahlungsart', 'Bestellungen', 'Umsatz'],
        report.byPaymentMethod.map((row) => [
          paymentLabel(row.key),
          String(row.orders),
          amount(row.revenue),
        ]),
      );
    case 'lieferarten':
      return csvDocument(
        ['Lieferart', 'Bestellungen', 'Umsatz'],
        report.byDeliveryMethod.map((row) => [
          deliveryLabel(row.key),
          String(row.orders),
          amount(row.revenue),
        ]),
      );
    case 'kategorien':
      return csvDocument(
        ['Kategorie', 'Artikel', 'Warenwert'],
        report.byCategory.map((row) => [row.key, String(row.items), amount(row.itemValue)]),
      );
    case 'verkaeufer':
      return csvDocument(
        ['Verkäufer', 'Artikel', 'Warenwert'],
        report.bySeller.map((row) => [row.key, String(row.items), amount(row.itemValue)]),
      );
    case 'gutscheine':
      return csvDocument(
        ['Code', 'Bestellungen', 'Rabatt'],
        report.coupons.map((row) => [row.key, String(row.orders), amount(row.discount)]),
      );
  }
}
