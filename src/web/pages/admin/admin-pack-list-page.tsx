import { Printer, RefreshCw } from 'lucide-react';
import { smallButtonClass } from '../../admin/ui/form.tsx';
import { PrintOnlyContent } from '../../admin/ui/print-only-content.tsx';
import { AdminHeading, QueryState } from '../../admin/ui/query-state.tsx';
import {
  PACK_LIST_KEY,
  useUnpackedOrders,
} from '../../features/admin-packing/api/unpacked-orders.ts';
import { PackList } from '../../features/admin-packing/components/pack-list.tsx';
import {
  clearSessionList,
  useSessionScroll,
} from '../../features/admin-packing/lib/session-list.ts';
import { PageHead } from '../../features/site/components/page-head.tsx';

/** /admin/packliste: unpacked orders, item by item, grouped by box. */
export function AdminPackListPage() {
  const orders = useUnpackedOrders();
  const resetScroll = useSessionScroll(PACK_LIST_KEY, orders.data !== undefined);
  return (
    <section>
      <PageHead title="Packliste" noIndex />
      <PrintOnlyContent />
      <AdminHeading title="Packliste">
        <div className="flex gap-2 print:hidden">
          <button
            type="button"
            className={smallButtonClass}
            disabled={orders.isFetching}
            onClick={() => {
              clearSessionList(PACK_LIST_KEY);
              resetScroll();
              void orders.refetch();
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
        isPending={orders.isPending}
        error={orders.error}
        onRetry={() => void orders.refetch()}
      />
      {orders.data !== undefined && <PackList orders={orders.data} />}
    </section>
  );
}
