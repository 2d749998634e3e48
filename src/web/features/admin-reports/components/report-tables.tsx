import type { ReactNode } from 'react';
import type { Report } from '../../../../domain/api/reports.ts';
import { PAYMENT_METHODS } from '../../../../domain/catalog.ts';
import { DELIVERY_METHOD_LABELS } from '../../../../domain/delivery.ts';
import { eurosToCents, formatEuro } from '../../../../domain/money.ts';

const euro = (value: number) => formatEuro(eurosToCents(value));

function paymentLabel(key: string): string {
  return PAYMENT_METHODS.find((method) => method.id === key)?.label ?? key;
}
function deliveryLabel(key: string): string {
  return key in DELIVERY_METHOD_LABELS
    ? DELIVERY_METHOD_LABELS[key as keyof typeof DELIVERY_METHOD_LABELS]
    : key;
}

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white p-3 ring-1 ring-ink/10">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-bold text-brand-800">{caption}</caption>
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

/** A report as tables; revenue per period with a simple bar. */
export function ReportTables({ report }: { report: Report }) {
  const { totals } = report;
  const maxRevenue = Math.max(1, ...report.periods.map((period) => period.revenue));
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[
          ['Bestellungen', String(totals.orders)],
          ['Umsatz', euro(totals.revenue)],
          ['Ø Bestellwert', euro(totals.averageOrderValue)],
          ['Verkaufte Artikel', String(totals.itemsSold)],
          ['Rabatte (Gutscheine)', euro(totals.couponDiscounts)],
          ['Eingelöste Wertgutscheine', euro(totals.vouchersRedeemed)],
          ['Versandkosten', euro(totals.deliveryCharged)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-2xl bg-white p-3 ring-1 ring-ink/10">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-extrabold text-brand-800">{value}</dd>
          </div>
        ))}
      </dl>
      <Table
        caption="Zeitraum"
        head={['Periode', 'Bestellungen', 'Umsatz', 'Ø Bestellwert', '']}
        rows={report.periods.map((period) => [
          period.key,
          period.orders,
          euro(period.revenue),
          euro(period.averageOrderValue),
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
          head={['Zahlungsart', 'Bestellungen', 'Umsatz']}
          rows={report.byPaymentMethod.map((row) => [
            paymentLabel(row.key),
            row.orders,
            euro(row.revenue),
          ])}
        />
        <Table
          caption="Nach Lieferart"
          head={['Lieferart', 'Bestellungen', 'Umsatz']}
          rows={report.byDeliveryMethod.map((row) => [
            deliveryLabel(row.key),
            row.orders,
            euro(row.revenue),
          ])}
        />
        <Table
          caption="Nach Kategorie"
          head={['Kategorie', 'Artikel', 'Warenwert']}
          rows={report.byCategory.map((row) => [row.key, row.items, euro(row.itemValue)])}
        />
        <Table
          caption="Nach Verkäufer"
          head={['Verkäufer', 'Artikel', 'Warenwert']}
          rows={report.bySeller.map((row) => [row.key, row.items, euro(row.itemValue)])}
        />
        <Table
          caption="Gutscheine"
          head={['Code', 'Bestellungen', 'Rabatt']}
          rows={report.coupons.map((row) => [row.key, row.orders, euro(row.discount)])}
        />
      </div>
    </div>
  );
}
