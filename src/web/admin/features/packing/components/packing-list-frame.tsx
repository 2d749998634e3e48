import type { ReactNode } from 'react';
import { Printer, RefreshCw } from 'lucide-react';
import { smallButtonClass } from '../../../components/form.tsx';
import { PrintOnlyContent } from '../../../components/print-only-content.tsx';
import { AdminHeading, QueryState } from '../../../components/query-state.tsx';
import { PageHead } from '../../../../components/page-head.tsx';
import { clearSessionList, useSessionScroll } from '../lib/session-list.ts';

type ListQuery = {
  data: unknown;
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
};

/**
 * The frame the pack list and the sort-out list share: title, 'Neu laden' (forgets the state kept
 * in session storage and the scroll position), 'Drucken', loading and error states.
 */
export function PackingListFrame({
  title,
  storageKey,
  query,
  children,
}: {
  title: string;
  storageKey: string;
  query: ListQuery;
  children: ReactNode;
}) {
  const resetScroll = useSessionScroll(storageKey, query.data !== undefined);
  return (
    <section>
      <PageHead title={title} noIndex />
      <PrintOnlyContent />
      <AdminHeading title={title}>
        <div className="flex gap-2 print:hidden">
          <button
            type="button"
            className={smallButtonClass}
            disabled={query.isFetching}
            onClick={() => {
              clearSessionList(storageKey);
              resetScroll();
              void query.refetch();
            }}
          >
            <RefreshCw aria-hidden="true" className="size-4" /> Neu laden
          </button>
          <button type="button" className={smallButtonClass} onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" /> Drucken
          </button>
        </div>
      </AdminHeading>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
      {children}
    </section>
  );
}
