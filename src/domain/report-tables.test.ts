import { describe, expect, it } from 'vitest';
import { REPORT_TABLES, type Report } from './api/reports.ts';
import {
  REPORT_TABLE_CAPTIONS,
  REPORT_TOTALS,
  reportTableHead,
  reportTableRows,
} from './report-tables.ts';

const report: Report = {
  from: '2026-11-01',
  to: '2026-11-30',
  totals: {
    orders: 3,
    revenue: 38.99,
    averageOrderValue: 13,
    itemsSold: 4,
    couponDiscounts: 2,
    vouchersRedeemed: 5,
    deliveryCharged: 7.49,
  },
  periods: [
    { key: '2026-11-01', orders: 1, revenue: 14.99, averageOrderValue: 14.99 },
    { key: '2026-11-10', orders: 2, revenue: 24, averageOrderValue: 12 },
  ],
  byPaymentMethod: [
    { key: 'paypal', orders: 2, revenue: 20.99 },
    { key: 'bitcoin', orders: 1, revenue: 18 },
  ],
  byDeliveryMethod: [
    { key: 'liefernDHL', orders: 2, revenue: 30 },
    { key: 'Brieftaube', orders: 1, revenue: 8.99 },
  ],
  byCategory: [{ key: 'Kleidung', items: 3, itemValue: 26 }],
  series: [
    { start: '2026-11-01', label: '01.11.', orders: 1, revenue: 14.99 },
    { start: '2026-11-10', label: '10.11.', orders: 2, revenue: 24 },
  ],
  bySeller: [{ key: '101', name: 'Anna Schmidt', items: 4, itemValue: 30 }],
  coupons: [{ key: 'WILLKOMMEN10', orders: 1, discount: 2 }],
};

describe('report tables', () => {
  it('have a caption each, as the screen shows them', () => {
    expect(Object.keys(REPORT_TABLE_CAPTIONS)).toEqual([...REPORT_TABLES]);
    expect(REPORT_TABLE_CAPTIONS).toEqual({
      summen: 'Summen',
      zeitraum: 'Zeitraum',
      zahlungsarten: 'Nach Zahlungsart',
      lieferarten: 'Nach Lieferart',
      kategorien: 'Nach Kategorie',
      verkaeufer: 'Nach Verkäufer',
      gutscheine: 'Gutscheine',
    });
  });

  it.each([
    ['day', 'Tag'],
    ['week', 'Woche ab'],
    ['month', 'Monat ab'],
  ] as const)('name the period column by the grouping: %s → %s', (groupBy, head) => {
    expect(reportTableHead('zeitraum', groupBy)).toEqual([
      head,
      'Bestellungen',
      'Umsatz',
      'Ø Bestellwert',
    ]);
  });

  it('have German column heads', () => {
    expect(REPORT_TABLES.map((table) => reportTableHead(table, 'day'))).toEqual([
      ['Kennzahl', 'Wert'],
      ['Tag', 'Bestellungen', 'Umsatz', 'Ø Bestellwert'],
      ['Zahlungsart', 'Bestellungen', 'Umsatz'],
      ['Lieferart', 'Bestellungen', 'Umsatz'],
      ['Kategorie', 'Artikel', 'Warenwert'],
      ['Verkäufer', 'Name', 'Artikel', 'Warenwert'],
      ['Code', 'Bestellungen', 'Rabatt'],
    ]);
  });

  it.each(REPORT_TABLES)('%s: every row has one cell per column head', (table) => {
    const width = reportTableHead(table, 'week').length;
    const rows = reportTableRows(report, table);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveLength(width);
  });

  it('list the totals with their labels, counts and euros', () => {
    expect(REPORT_TOTALS.map(({ label }) => label)).toEqual([
      'Bestellungen',
      'Umsatz',
      'Ø Bestellwert',
      'Verkaufte Artikel',
      'Rabatte (Gutscheine)',
      'Eingelöste Wertgutscheine',
      'Versandkosten',
    ]);
    expect(reportTableRows(report, 'summen')).toEqual([
      [
        { kind: 'text', value: 'Bestellungen' },
        { kind: 'count', value: 3 },
      ],
      [
        { kind: 'text', value: 'Umsatz' },
        { kind: 'euros', value: 38.99 },
      ],
      [
        { kind: 'text', value: 'Ø Bestellwert' },
        { kind: 'euros', value: 13 },
      ],
      [
        { kind: 'text', value: 'Verkaufte Artikel' },
        { kind: 'count', value: 4 },
      ],
      [
        { kind: 'text', value: 'Rabatte (Gutscheine)' },
        { kind: 'euros', value: 2 },
      ],
      [
        { kind: 'text', value: 'Eingelöste Wertgutscheine' },
        { kind: 'euros', value: 5 },
      ],
      [
        { kind: 'text', value: 'Versandkosten' },
        { kind: 'euros', value: 7.49 },
      ],
    ]);
  });

  it('give each period by its first day', () => {
    expect(reportTableRows(report, 'zeitraum')[1]).toEqual([
      { kind: 'day', value: '2026-11-10' },
      { kind: 'count', value: 2 },
      { kind: 'euros', value: 24 },
      { kind: 'euros', value: 12 },
    ]);
  });

  it('name payment and delivery methods in German, unknown keys as they are', () => {
    const first = (table: 'zahlungsarten' | 'lieferarten') =>
      reportTableRows(report, table).map((row) => row[0]);
    expect(first('zahlungsarten')).toEqual([
      { kind: 'text', value: 'PayPal' },
      { kind: 'text', value: 'bitcoin' },
    ]);
    expect(first('lieferarten')).toEqual([
      { kind: 'text', value: 'Versand mit DHL' },
      { kind: 'text', value: 'Brieftaube' },
    ]);
  });

  it('give categories, sellers and coupons by their keys', () => {
    expect(reportTableRows(report, 'kategorien')).toEqual([
      [
        { kind: 'text', value: 'Kleidung' },
        { kind: 'count', value: 3 },
        { kind: 'euros', value: 26 },
      ],
    ]);
    // The seller's name beside her number, so the owner need not look the number up.
    expect(reportTableRows(report, 'verkaeufer')).toEqual([
      [
        { kind: 'text', value: '101' },
        { kind: 'text', value: 'Anna Schmidt' },
        { kind: 'count', value: 4 },
        { kind: 'euros', value: 30 },
      ],
    ]);
    expect(reportTableRows(report, 'gutscheine')).toEqual([
      [
        { kind: 'text', value: 'WILLKOMMEN10' },
        { kind: 'count', value: 1 },
        { kind: 'euros', value: 2 },
      ],
    ]);
  });
});
