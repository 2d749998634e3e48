import { Link } from '../../components/ui/link.tsx';
import { inputClass, smallButtonClass } from '../components/form.tsx';
import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { useAuditLog } from '../features/audit-log/api/list-audit-log.ts';
import { AuditLogList } from '../features/audit-log/components/audit-log-list.tsx';
import { useAccounts } from '../features/reports/api/reports.ts';
import { PageHead } from '../../components/page-head.tsx';
import { paths } from '../../lib/paths.ts';
import { useListParams } from '../lib/use-list-params.ts';

type FilterName = 'person' | 'order' | 'item' | 'seller' | 'day';

/** A number filter as typed: only whole positive numbers reach the server. */
function wholeNumber(value: string | null): number | undefined {
  return value !== null && /^\d{1,9}$/.test(value.trim()) && Number(value) > 0
    ? Number(value)
    : undefined;
}

function NumberFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold">
      {label}
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        className={inputClass}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </label>
  );
}

/**
 * /admin/protokoll: who changed what in the admin area, and when (newest first), each change a
 * German sentence; filterable by person, order, item, seller and day, all kept in the URL.
 */
export function AdminAuditLogPage() {
  const { params, page, change } = useListParams<FilterName>();
  const userId = params.get('person') ?? undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? params.get('day')! : undefined;
  const filters = {
    userId,
    orderNumber: wholeNumber(params.get('order')),
    itemNumber: wholeNumber(params.get('item')),
    sellerNumber: wholeNumber(params.get('seller')),
    day,
  };
  const log = useAuditLog({ page, ...filters });
  const accounts = useAccounts();
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Änderungsprotokoll" noIndex />
      <AdminHeading title="Änderungsprotokoll" />
      <p className="max-w-2xl text-sm text-muted">
        Jede Änderung im Admin-Bereich, auch abgelehnte Versuche: wer, was, wann. Passwörter und
        Bilddaten werden nicht gespeichert.
      </p>
      <form
        role="search"
        aria-label="Filter"
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1.2fr_auto]"
      >
        <label className="col-span-2 flex min-w-0 flex-col gap-1 text-sm font-semibold lg:col-span-1">
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
        <NumberFilter
          label="Bestellnummer"
          value={params.get('order') ?? ''}
          onChange={(value) => change('order', value)}
        />
        <NumberFilter
          label="Artikelnummer"
          value={params.get('item') ?? ''}
          onChange={(value) => change('item', value)}
        />
        <NumberFilter
          label="Verkäufernummer"
          value={params.get('seller') ?? ''}
          onChange={(value) => change('seller', value)}
        />
        <label className="flex min-w-0 flex-col gap-1 text-sm font-semibold">
          Tag
          <input
            type="date"
            className={inputClass}
            value={day ?? ''}
            onChange={(event) => change('day', event.target.value)}
          />
        </label>
        {filtered && (
          <Link
            to={paths.adminAuditLog.getHref()}
            replace
            className={`${smallButtonClass} col-span-2 text-center lg:col-span-1`}
          >
            Alle Filter löschen
          </Link>
        )}
      </form>
      <QueryState isPending={log.isPending} error={log.error} onRetry={() => void log.refetch()} />
      {log.data !== undefined && (
        <>
          <AuditLogList
            entries={log.data.entries}
            filtered={filtered}
            onFilter={(name, value) => change(name, value)}
          />
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
