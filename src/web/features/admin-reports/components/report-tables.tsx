import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Report, ReportQuery, ReportTable } from '../../../../domain/api/reports.ts';
import { PAYMENT_METHODS } from '../../../../domain/catalog.ts';
import { DELIVERY_METHOD_LABELS } from '../../../../domain/delivery.ts';
import { formatEuros } from '../../../../domain/money.ts';
import { CsvButton } from './csv-button.tsx';

function paymentLabel(key: string): string {
  return PAYMENT_METHODS.find((method) => method.id === key)?.label ?? key;
}
function deliveryLabel(key: string): string {
  return key in DELIVERY_METHOD_LABELS
    ? DELIVERY_METHOD_LABELS[key as keyof typeof DELIVERY_METHOD_LABELS]
    : key;
}

function Table({
  caption,
  head,
  rows,
  table,
  query,
}: {
  caption: string;
  head: string[];
  rows: ReactNode[][];
  table: ReportTable;
  query: ReportQuery;
}) {
  const titleId = useId();
  return (
    <div className="overflow-x-auto rounded-2xl bg-white p-3 ring-1 ring-ink/10">
      <div className="mb-1 flex items-start justify-between gap-2">
        <h2 id={titleId} className="pt-2.5 text-sm font-bold text-brand-800">
          {caption}
        </h2>
        <CsvButton table={table} query={query} label={caption} />
      </div>
      <table aria-labelledby={titleId} className="w-full text-sm">
        <thead>
          <tr>
            {head.map((cell, index) => (
              <th
                key={cell}
                scope="col"
                className={`py-1 ${index === 0 ? 'text-left' : 'text-right'}`}
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length} className="py-2 text-muted">
                Keine Daten im Zeitraum.
              </td>
            </tr>
          ) : (
            rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-t border-ink/10">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="py-1 text-left font-semibold">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="py-1 text-right tabular-nums">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A report as tables, each with its CSV download; revenue per period with a simple bar. */
export function ReportTables({ report, query }: { report: Report; query: ReportQuery }) {
  const { totals } = report;
  const maxRevenue = Math.max(1, ...report.periods.map((period) => period.revenue));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-2">
        <h2 className="pt-2.5 text-sm font-bold text-brand-800">Summen</h2>
        <CsvButton table="summen" query={query} label="Summen" />
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ['Bestellungen', String(totals.orders)],
          ['Umsatz', formatEuros(totals.revenue)],
          ['Ø Bestellwert', formatEuros(totals.averageOrderValue)],
          ['Verkaufte Artikel', String(totals.itemsSold)],
          ['Rabatte (Gutscheine)', formatEuros(totals.couponDiscounts)],
          ['Eingelöste Wertgutscheine', formatEuros(totals.vouchersRedeemed)],
          ['Versandkosten', formatEuros(totals.deliveryCharged)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white p-3 ring-1 ring-ink/10">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-extrabold text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>
      <Table
        caption="Zeitraum"
        table="zeitraum"
        query={query}
        head={['Periode', 'Bestellungen', 'Umsatz', 'Ø Bestellwert', '']}
        rows={report.periods.map((period) => [
          period.key,
          period.orders,
          formatEuros(period.revenue),
          formatEuros(period.averageOrderValue),
          <span
            key="bar"
            aria-hidden="true"
            className="inline-block h-3 w-24 rounded-full bg-ink/5 align-middle"
          >
            <span
              className="block h-3 rounded-full bg-brand-600"
              style={{ width: `${Math.round((period.revenue / maxRevenue) * 100)}%` }}
            />
          </span>,
        ])}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Table
          caption="Nach Zahlungsart"
          table="zahlungsarten"
          query={query}
          head={['Zahlungsart', 'Bestellungen', 'Umsatz']}
          rows={report.byPaymentMethod.map((row) => [
            paymentLabel(row.key),
            row.orders,
            formatEuros(row.revenue),
          ])}
        />
        <Table
          caption="Nach Lieferart"
          table="lieferarten"
          query={query}
          head={['Lieferart', 'Bestellungen', 'Umsatz']}
          rows={report.byDeliveryMethod.map((row) => [
            deliveryLabel(row.key),
            row.orders,
            formatEuros(row.revenue),
          ])}
        />
        <Table
          caption="Nach Kategorie"
          table="kategorien"
          query={query}
          head={['Kategorie', 'Artikel', 'Warenwert']}
          rows={report.byCategory.map((row) => [row.key, row.items, formatEuros(row.itemValue)])}
        />
        <Table
          caption="Nach Verkäufer"
          table="verkaeufer"
          query={query}
          head={['Verkäufer', 'Artikel', 'Warenwert']}
          rows={report.bySeller.map((row) => [row.key, row.items, formatEuros(row.itemValue)])}
        />
        <Table
          caption="Gutscheine"
          table="gutscheine"
          query={query}
          head={['Code', 'Bestellungen', 'Rabatt']}
          rows={report.coupons.map((row) => [row.key, row.orders, formatEuros(row.discount)])}
        />
      </div>
    </div>
  );
}
