import { formatGermanDay } from '../../../domain/calendar.ts';
import type { Report, ReportQuery, ReportTable } from '../../../domain/api/reports.ts';
import { eurosToCents, formatEuroAmount } from '../../../domain/money.ts';
import {
  reportTableHead,
  reportTableRows,
  type ReportCell,
} from '../../../domain/report-tables.ts';
import { csvDocument } from '../../lib/csv.ts';

// The report's tables as the admin sees them on /admin/reports (src/domain/report-tables.ts),
// one CSV each (format: csv.ts).

const amount = (euros: number) => formatEuroAmount(eurosToCents(euros));

function csvCell(cell: ReportCell): string {
  switch (cell.kind) {
    case 'text':
      return cell.value;
    case 'day':
      return formatGermanDay(cell.value);
    case 'count':
      return String(cell.value);
    case 'euros':
      return amount(cell.value);
  }
}

/** One table of a report as a CSV document with German headers. */
export function reportTableCsv(
  report: Report,
  table: ReportTable,
  groupBy: ReportQuery['groupBy'],
): string {
  return csvDocument(
    reportTableHead(table, groupBy),
    reportTableRows(report, table).map((row) => row.map(csvCell)),
  );
}
