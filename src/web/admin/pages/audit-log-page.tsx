import { inputClass, smallButtonClass } from '../components/form.tsx';
import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { useAuditLog } from '../features/audit-log/api/list-audit-log.ts';
import { AuditLogList } from '../features/audit-log/components/audit-log-list.tsx';
import { useAccounts } from '../features/reports/api/reports.ts';
import { PageHead } from '../../components/page-head.tsx';
import { useListParams } from '../lib/use-list-params.ts';

/** /admin/protokoll: who changed what in the admin area, and when (newest first). */
export function AdminAuditLogPage() {
  const { params, page, change } = useListParams<'person'>();
  const userId = params.get('person') ?? undefined;
  const log = useAuditLog({ page, userId });
  const accounts = useAccounts();

  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Änderungsprotokoll" noIndex />
      <AdminHeading title="Änderungsprotokoll" />
      <p className="max-w-2xl text-sm text-muted">
        Jede Änderung im Admin-Bereich, auch abgelehnte Versuche: wer, was, wann. Passwörter und
        Bilddaten werden nicht gespeichert.
      </p>
      <label className="flex max-w-sm flex-col gap-1 text-sm font-semibold">
        Person
        <select
          className={inputClass}
          value={userId ?? ''}
          onChange={(event) => change('person', event.target.value)}
        >
          <option value="">Alle</option>
          {accounts.data?.map((account) => (
            <option key={account.id} value={account.id}>
              {account.name ? `${account.name} (${account.email})` : account.email}
            </option>
          ))}
        </select>
      </label>
      <QueryState isPending={log.isPending} error={log.error} onRetry={() => void log.refetch()} />
      {log.data !== undefined && (
        <>
          <AuditLogList entries={log.data.entries} />
          {(page > 1 || log.data.hasMore) && (
            <nav aria-label="Seiten" className="flex items-center justify-center gap-3">
              <button
                type="button"
                className={smallButtonClass}
                disabled={page <= 1}
                onClick={() => change('page', String(page - 1))}
              >
                Neuere
              </button>
              <span className="text-sm">Seite {page}</span>
              <button
                type="button"
                className={smallButtonClass}
                disabled={!log.data.hasMore}
                onClick={() => change('page', String(page + 1))}
              >
                Ältere
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
