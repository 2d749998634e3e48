import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../../domain/order-status.ts';
import { inputClass } from '../../admin/ui/form.tsx';
import { AdminHeading, QueryState } from '../../admin/ui/query-state.tsx';
import { useAdminOrders } from '../../features/admin-orders/api/orders.ts';
import { OrderList } from '../../features/admin-orders/components/order-list.tsx';
import { PageHead } from '../../features/site/components/page-head.tsx';
import { Pager } from '../../admin/ui/pager.tsx';
import { useListParams } from '../../admin/ui/use-list-params.ts';

const PAGE_SIZE = 25;

/** /admin/orderhistory: every order with search, status and attention filters, paging. */
export function AdminOrderHistoryPage() {
  const { params, page, change } = useListParams<'search' | 'status' | 'attention'>();
  const search = params.get('search') ?? '';
  const status = ORDER_STATUSES.find((entry) => entry === params.get('status'));
  const attention = params.get('attention') === 'true';
  const list = useAdminOrders({
    search: search.trim() === '' ? undefined : search.trim(),
    status,
    attention,
    page,
    pageSize: PAGE_SIZE,
  });

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Bestellhistorie" noIndex />
      <AdminHeading title="Bestellhistorie" />
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[2fr_1fr_auto]"
      >
        <label className="col-span-2 flex flex-col gap-1 text-sm font-semibold lg:col-span-1">
          Suche
          <input
            type="search"
            className={inputClass}
            placeholder="Bestellnummer, Name oder E-Mail"
            defaultValue={search}
            onChange={(event) => change('search', event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold">
          Status
          <select
            className={inputClass}
            value={status ?? ''}
            onChange={(event) => change('status', event.target.value)}
          >
            <option value="">Alle</option>
            {ORDER_STATUSES.map((entry) => (
              <option key={entry} value={entry}>
                {ORDER_STATUS_LABELS[entry]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={attention}
            onChange={(event) => change('attention', event.target.checked ? 'true' : '')}
          />
          nur mit Hinweis
        </label>
      </form>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data !== undefined && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {total === 1 ? '1 Bestellung' : `${total} Bestellungen`}
          </p>
          <OrderList orders={list.data.orders} />
          <Pager
            page={page}
            pageCount={pageCount}
            onPage={(next) => change('page', String(next))}
          />
        </>
      )}
    </section>
  );
}
