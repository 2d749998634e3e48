import { Download } from 'lucide-react';
import type { ReportQuery, ReportTable } from '../../../../../domain/api/reports.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { FormError, smallButtonClass } from '../../../components/form.tsx';
import { useDownloadReportTable } from '../api/reports.ts';

/** Downloads one table of the report as CSV; short on screen, named in full for screen readers. */
export function CsvButton({
  table,
  query,
  label,
}: {
  table: ReportTable;
  query: ReportQuery;
  /** What the file holds, e.g. 'Nach Zahlungsart'. */
  label: string;
}) {
  const download = useDownloadReportTable();
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className={smallButtonClass}
        disabled={download.isPending}
        aria-label={`${label} als CSV herunterladen`}
        onClick={() => download.mutate({ table, query })}
      >
        <Download aria-hidden="true" className="size-4" />
        CSV
      </button>
      <FormError message={download.isError ? errorMessage(download.error) : null} />
    </div>
  );
}
