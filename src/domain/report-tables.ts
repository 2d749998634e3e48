import type { Report, ReportQuery, ReportTable } from './api/reports.ts';
import { paymentMethodLabelOrKey } from './catalog.ts';
import { deliveryMethodLabelOrKey } from './delivery.ts';

// The report's tables as the admin reads them, once for the screen (/admin/reports) and the CSV
// download of each table (decision 010): caption, column heads and rows. Cells carry what they
// hold, not how it looks, so each output formats euros and days in its own way.

/** One cell of a report table. */
export type ReportCell =
  | { kind: 'text'; value: string }
  /** A calendar day 'YYYY-MM-DD': the first day of a period. */
  | { kind: 'day'; value: string }
  | { kind: 'count'; value: number }
  | { kind: 'euros'; value: number };

/** Each table's caption: the heading on the screen and what its CSV button names. */
export const REPORT_TABLE_CAPTIONS: Record<ReportTable, string> = {
  summen: 'Summen',
  zeitraum: 'Zeitraum',
  zahlungsarten: 'Nach Zahlungsart',
  lieferarten: 'Nach Lieferart',
  kategorien: 'Nach Kategorie',
  verkaeufer: 'Nach Verkäufer',
  gutscheine: 'Gutscheine',
};

type Totals = Report['totals'];

/** The totals in the order shown, each with its label and what kind of number it is. */
export const REPORT_TOTALS: readonly {
  key: keyof Totals;
  label: string;
  kind: 'count' | 'euros';
}[] = [
  { key: 'orders', label: 'Bestellungen', kind: 'count' },
  { key: 'revenue', label: 'Umsatz', kind: 'euros' },
  { key: 'averageOrderValue', label: 'Ø Bestellwert', kind: 'euros' },
  { key: 'itemsSold', label: 'Verkaufte Artikel', kind: 'count' },
  { key: 'couponDiscounts', label: 'Rabatte (Gutscheine)', kind: 'euros' },
  { key: 'vouchersRedeemed', label: 'Eingelöste Wertgutscheine', kind: 'euros' },
  { key: 'deliveryCharged', label: 'Versandkosten', kind: 'euros' },
];

/** The period column is named by what a period is: its first day. */
const PERIOD_HEADS: Record<ReportQuery['groupBy'], string> = {
  day: 'Tag',
  week: 'Woche ab',
  month: 'Monat ab',
};

/** A table's column heads; the period table's first one depends on the grouping. */
export function reportTableHead(table: ReportTable, groupBy: ReportQuery['groupBy']): string[] {
  switch (table) {
    case 'summen':
      return ['Kennzahl', 'Wert'];
    case 'zeitraum':
      return [PERIOD_HEADS[groupBy], 'Bestellungen', 'Umsatz', 'Ø Bestellwert'];
    case 'zahlungsarten':
      return ['Zahlungsart', 'Bestellungen', 'Umsatz'];
    case 'lieferarten':
      return ['Lieferart', 'Bestellungen', 'Umsatz'];
    case 'kategorien':
      return ['Kategorie', 'Artikel', 'Warenwert'];
    case 'verkaeufer':
      return ['Verkäufer', 'Name', 'Artikel', 'Warenwert'];
    case 'gutscheine':
      return ['Code', 'Bestellungen', 'Rabatt'];
  }
}

const text = (value: string): ReportCell => ({ kind: 'text', value });
const count = (value: number): ReportCell => ({ kind: 'count', value });
const euros = (value: number): ReportCell => ({ kind: 'euros', value });

/** A table's rows, one cell per column head, in the report's order. */
export function reportTableRows(report: Report, table: ReportTable): ReportCell[][] {
  switch (table) {
    case 'summen':
      return REPORT_TOTALS.map(({ key, label, kind }) => [
        text(label),
        { kind, value: report.totals[key] },
      ]);
    case 'zeitraum':
      return report.periods.map((row) => [
        { kind: 'day', value: row.key },
        count(row.orders),
        euros(row.revenue),
        euros(row.averageOrderValue),
      ]);
    case 'zahlungsarten':
      return report.byPaymentMethod.map((row) => [
        text(paymentMethodLabelOrKey(row.key)),
        count(row.orders),
        euros(row.revenue),
      ]);
    case 'lieferarten':
      return report.byDeliveryMethod.map((row) => [
        text(deliveryMethodLabelOrKey(row.key)),
        count(row.orders),
        euros(row.revenue),
      ]);
    case 'kategorien':
      return report.byCategory.map((row) => [
        text(row.key),
        count(row.items),
        euros(row.itemValue),
      ]);
    case 'verkaeufer':
      return report.bySeller.map((row) => [
        text(row.key),
        text(row.name ?? ''),
        count(row.items),
        euros(row.itemValue),
      ]);
    case 'gutscheine':
      return report.coupons.map((row) => [text(row.key), count(row.orders), euros(row.discount)]);
  }
}
