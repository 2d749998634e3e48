import { formatGermanDay } from '../../../../../domain/calendar.ts';
import { useId } from 'react';
import type { Report, ReportQuery, ReportTable } from '../../../../../domain/api/reports.ts';
import { formatEuros } from '../../../../../domain/money.ts';
import {
  REPORT_TABLE_CAPTIONS,
  REPORT_TOTALS,
  reportTableHead,
  reportTableRows,
  type ReportCell,
} from '../../../../../domain/report-tables.ts';
import { CsvButton } from './csv-button.tsx';
import { CategoryChart, RevenueChart } from './report-charts.tsx';

/** A cell as the screen shows it: euros by formatEuros, a period by its first day (22.11.2026). */
function screenCell(cell: ReportCell): string | number {
  if (cell.kind === 'euros') return formatEuros(cell.value);
  if (cell.kind === 'day') return formatGermanDay(cell.value);
  return cell.value;
}

/** One table of the report with its caption and CSV download; wide tables scroll in their box. */
function Table({
  report,
  table,
  query,
}: {
  report: Report;
  table: ReportTable;
  query: ReportQuery;
}) {
  const titleId = useId();
  const caption = REPORT_TABLE_CAPTIONS[table];
  const head = reportTableHead(table, query.groupBy);
  const rows = reportTableRows(report, table);
  return (
    <div className="min-w-0 rounded-2xl bg-white p-3 ring-1 ring-ink/10">
      <div className="mb-1 flex items-start justify-between gap-2">
        <h2 id={titleId} className="pt-2.5 text-sm font-bold text-brand-800">
          {caption}
        </h2>
        <CsvButton table={table} query={query} label={caption} />
      </div>
      <div className="overflow-x-auto">
        <table aria-labelledby={titleId} className="w-full text-sm">
          <thead>
            <tr>
              {head.map((cell, index) => (
                <th
                  key={cell}
                  scope="col"
                  className={`py-1 align-bottom ${index === 0 ? 'pr-2 text-left' : `pl-3 sm:pl-4 ${isNumber(rows[0]?.[index]) ? 'text-right' : 'text-left'}`}`}
                >
                  {breakable(cell)}
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
                      <th
                        key={index}
                        scope="row"
                        className={`py-1 pr-2 text-left font-semibold ${cell.kind === 'day' ? 'whitespace-nowrap tabular-nums' : ''}`}
                      >
                        {screenCell(cell)}
                      </th>
                    ) : (
                      <td
                        key={index}
                        className={`py-1 pl-3 sm:pl-4 ${isNumber(cell) ? 'text-right whitespace-nowrap tabular-nums' : 'text-left'}`}
                      >
                        {screenCell(cell)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Long column heads may break on a phone where German would hyphenate them (screen only). */
const HEAD_BREAKS: Record<string, string> = {
  Bestellungen: 'Bestel\u00ADlungen',
  'Ø Bestellwert': 'Ø Bestell\u00ADwert',
  Warenwert: 'Waren\u00ADwert',
  Zahlungsart: 'Zahlungs\u00ADart',
};
const breakable = (head: string) => HEAD_BREAKS[head] ?? head;

/** Counts and amounts sit right-aligned in their own column, so digits line up and never touch. */
const isNumber = (cell: ReportCell | undefined) =>
  cell === undefined || cell.kind === 'count' || cell.kind === 'euros';

/** A report: totals, the charts, then each table with its CSV download. */
export function ReportTables({ report, query }: { report: Report; query: ReportQuery }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-2">
        <h2 className="pt-2.5 text-sm font-bold text-brand-800">{REPORT_TABLE_CAPTIONS.summen}</h2>
        <CsvButton table="summen" query={query} label={REPORT_TABLE_CAPTIONS.summen} />
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {REPORT_TOTALS.map(({ key, label, kind }) => (
          <div key={key} className="min-w-0 rounded-2xl bg-white p-3 ring-1 ring-ink/10">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-extrabold text-brand-800 tabular-nums">
              {screenCell({ kind, value: report.totals[key] })}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RevenueChart report={report} query={query} />
        <CategoryChart report={report} />
      </div>
      <Table report={report} table="zeitraum" query={query} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Table report={report} table="zahlungsarten" query={query} />
        <Table report={report} table="lieferarten" query={query} />
        <Table report={report} table="kategorien" query={query} />
        <Table report={report} table="verkaeufer" query={query} />
        <Table report={report} table="gutscheine" query={query} />
      </div>
    </div>
  );
}
