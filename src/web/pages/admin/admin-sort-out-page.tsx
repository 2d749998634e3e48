import { Printer, RefreshCw } from 'lucide-react';
import { smallButtonClass } from '../../admin/ui/form.tsx';
import { PrintOnlyContent } from '../../admin/ui/print-only-content.tsx';
import { AdminHeading, QueryState } from '../../admin/ui/query-state.tsx';
import {
  SORT_OUT_LIST_KEY,
  useSortOutList,
} from '../../features/admin-packing/api/sort-out-list.ts';
import { SortOutList } from '../../features/admin-packing/components/sort-out-list.tsx';
import {
  clearSessionList,
  useSessionScroll,
} from '../../features/admin-packing/lib/session-list.ts';
import { PageHead } from '../../features/site/components/page-head.tsx';

/** /admin/itemliste: the sort-out list, grouped by box like the pack list. */
export function AdminSortOutPage() {
  const list = useSortOutList();
  const resetScroll = useSessionScroll(SORT_OUT_LIST_KEY, list.data !== undefined);
  return (
    <section>
      <PageHead title="Aussortierliste" noIndex />
      <PrintOnlyContent />
      <AdminHeading title="Aussortierliste">
        <div className="flex gap-2 print:hidden">
          <button
            type="button"
            className={smallButtonClass}
            disabled={list.isFetching}
            onClick={() => {
              clearSessionList(SORT_OUT_LIST_KEY);
              resetScroll();
              void list.refetch();
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
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data !== undefined && <SortOutList list={list.data} />}
    </section>
  );
}
