import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../lib/admin-session.ts';
import { Field, FormError, inputClass, smallButtonClass } from '../components/form.tsx';
import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { useDownloadDocuments, useReport } from '../features/reports/api/reports.ts';
import { ReportTables } from '../features/reports/components/report-tables.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { SHOP_TIME_ZONE } from '../../../domain/calendar.ts';

const GROUPS = [
  { value: 'day', label: 'Tag' },
  { value: 'week', label: 'Woche' },
  { value: 'month', label: 'Monat' },
] as const;

/**
 * The period's issued documents for the accountant: one line per document (CSV), the DATEV
 * Buchungsstapel, and every PDF as stored (ZIP). They book documents on their days and never
 * change; the report below counts orders (decision 033).
 */
const DOCUMENT_DOWNLOADS = [
  { kind: 'bookkeeping', label: 'Buchhaltung (CSV)' },
  { kind: 'datev', label: 'DATEV-Export (CSV)' },
  { kind: 'archive', label: 'Belege (ZIP)' },
] as const;

/** Today in Berlin as YYYY-MM-DD. */
function berlinToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());
}

const isDay = (text: string | null): text is string =>
  text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text);

/** /admin/reports: orders and revenue per period, method, category, seller, coupon; CSV export. */
export function AdminReportsPage() {
  const [params, setParams] = useSearchParams();
  const today = berlinToday();
  const from = isDay(params.get('from'))
    ? (params.get('from') as string)
    : `${today.slice(0, 8)}01`;
  const to = isDay(params.get('to')) ? (params.get('to') as string) : today;
  const groupBy = GROUPS.find((group) => group.value === params.get('groupBy'))?.value ?? 'day';
  const report = useReport({ from, to, groupBy });
  const documents = useDownloadDocuments();

  const set = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );

  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Berichte" noIndex />
      <AdminHeading title="Berichte">
        <div className="flex flex-wrap gap-2">
          {DOCUMENT_DOWNLOADS.map(({ kind, label }) => (
            <button
              key={kind}
              type="button"
              className={smallButtonClass}
              disabled={documents.isPending}
              onClick={() => documents.mutate({ kind, from, to })}
            >
              <Download aria-hidden="true" className="size-4" />
              {documents.isPending && documents.variables.kind === kind ? 'Wird erstellt …' : label}
            </button>
          ))}
        </div>
      </AdminHeading>
      <FormError message={documents.isError ? errorMessage(documents.error) : null} />
      <form
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3"
      >
        <Field id="report-from" label="Von">
          <input
            id="report-from"
            type="date"
            className={inputClass}
            value={from}
            max={to}
            onChange={(event) => isDay(event.target.value) && set('from', event.target.value)}
          />
        </Field>
        <Field id="report-to" label="Bis">
          <input
            id="report-to"
            type="date"
            className={inputClass}
            value={to}
            min={from}
            onChange={(event) => isDay(event.target.value) && set('to', event.target.value)}
          />
        </Field>
        <Field id="report-group" label="Gruppiert nach">
          <select
            id="report-group"
            className={inputClass}
            value={groupBy}
            onChange={(event) => set('groupBy', event.target.value)}
          >
            {GROUPS.map((group) => (
              <option key={group.value} value={group.value}>
                {group.label}
              </option>
            ))}
          </select>
        </Field>
      </form>
      <QueryState
        isPending={report.isPending}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
      {report.data !== undefined && (
        <ReportTables report={report.data} query={{ from, to, groupBy }} />
      )}
    </section>
  );
}
