import { formatGermanDay } from '../../../../domain/calendar.ts';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Report, ReportQuery, ReportTable } from '../../../../domain/api/reports.ts';
import { formatEuros } from '../../../../domain/money.ts';
import {
  REPORT_TABLE_CAPTIONS,
  REPORT_TOTALS,
  reportTableHead,
  reportTableRows,
  type ReportCell,
} from '../../../../domain/report-tables.ts';
import { CsvButton } from './csv-button.tsx';

/** A cell as the screen shows it: euros by formatEuros, a period by its first day (22.11.2026). */
function screenCell(cell: ReportCell): string | number {
  if (cell.kind === 'euros') return formatEuros(cell.value);
  if (cell.kind === 'day') return formatGermanDay(cell.value);
  return cell.value;
}

/** One table of the report with its caption and CSV download; `extra` adds a screen-only column. */
function Table({
  report,
  table,
  query,
  extra,
}: {
  report: Report;
  table: ReportTable;
  query: ReportQuery;
  extra?: (rowIndex: number) => ReactNode;
}) {
  const titleId = useId();
  const caption = REPORT_TABLE_CAPTIONS[table];
  const head = [...reportTableHead(table, query.groupBy), ...(extra ? [''] : [])];
  const rows: ReactNode[][] = reportTableRows(report, table).map((row, rowIndex) => [
    ...row.map(screenCell),
    ...(extra ? [extra(rowIndex)] : []),
  ]);
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
                className={`py-1 ${index === 0 ? 'text-left' : 'pl-3 text-right'}`}
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
                    <td key={index} className="py-1 pl-3 text-right tabular-nums">
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

/** A period's revenue as a bar, `share` of the largest period's (0 to 1); for the eye only. */
function RevenueBar({ share }: { share: number }) {
  return (
    <span aria-hidden="true" className="inline-block h-3 w-24 rounded-full bg-ink/5 align-middle">
      <span
        className="block h-3 rounded-full bg-brand-600"
        style={{ width: `${Math.round(share * 100)}%` }}
      />
    </span>
  );
}

/** A report as tables, each with its CSV download; revenue per period with a simple bar. */
export function ReportTables({ report, query }: { report: Report; query: ReportQuery }) {
  const maxRevenue = Math.max(1, ...report.periods.map((period) => period.revenue));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-2">
        <h2 className="pt-2.5 text-sm font-bold text-brand-800">{REPORT_TABLE_CAPTIONS.summen}</h2>
        <CsvButton table="summen" query={query} label={REPORT_TABLE_CAPTIONS.summen} />
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {REPORT_TOTALS.map(({ key, label, kind }) => (
          <div key={key} className="rounded-2xl bg-white p-3 ring-1 ring-ink/10">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-extrabold text-brand-800">
              {screenCell({ kind, value: report.totals[key] })}
            </dd>
          </div>
        ))}
      </dl>
      <Table
        report={report}
        table="zeitraum"
        query={query}
        extra={(rowIndex) => (
          <RevenueBar share={(report.periods[rowIndex]?.revenue ?? 0) / maxRevenue} />
        )}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <Table report={report} table="zahlungsarten" query={query} />
        <Table report={report} table="lieferarten" query={query} />
        <Table report={report} table="kategorien" query={query} />
        <Table report={report} table="verkaeufer" query={query} />
        <Table report={report} table="gutscheine" query={query} />
      </div>
    </div>
  );
}
