import { useState } from 'react';
import { ORDER_STATUSES, orderStatusLabel } from '../../../domain/order-status.ts';
import { inputClass } from '../components/form.tsx';
import { AdminHeading } from '../components/query-state.tsx';
import { useAdminOrders } from '../features/orders/api/orders.ts';
import {
  BulkShippingPanel,
  isBulkShippable,
} from '../features/orders/components/bulk-shipping.tsx';
import { OrderList } from '../features/orders/components/order-list.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { PagedResult } from '../components/pager.tsx';
import { useListParams } from '../lib/use-list-params.ts';

const PAGE_SIZE = 25;

/**
 * /admin/orderhistory: every order with search, status, attention and withdrawal-hold filters,
 * paging. Packed DHL orders can be ticked and shipped together with one PDF of their labels
 * (decision 060); the pack list links here filtered to "gepackt".
 */
export function AdminOrderHistoryPage() {
  const { params, page, change } = useListParams<'search' | 'status' | 'attention' | 'held'>();
  const search = params.get('search') ?? '';
  const status = ORDER_STATUSES.find((entry) => entry === params.get('status'));
  const attention = params.get('attention') === 'true';
  const held = params.get('held') === 'true';
  const list = useAdminOrders({
    search: search.trim() === '' ? undefined : search.trim(),
    status,
    attention,
    held,
    page,
    pageSize: PAGE_SIZE,
  });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selectableIds = (list.data?.orders ?? []).filter(isBulkShippable).map((order) => order._id);
  const selectedIds = selectableIds.filter((id) => selected.has(id));

  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Bestellhistorie" noIndex />
      <AdminHeading title="Bestellhistorie" />
      <form
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 items-end gap-3 lg:grid-cols-[2fr_1fr_auto_auto]"
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
                {orderStatusLabel(entry, 'any')}
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
        <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={held}
            onChange={(event) => change('held', event.target.checked ? 'true' : '')}
          />
          Widerruf vor Versand
        </label>
      </form>
      <BulkShippingPanel
        selectableIds={selectableIds}
        selectedIds={selectedIds}
        onSelectAll={(all) => setSelected(new Set(all ? selectableIds : []))}
        onShipped={() => setSelected(new Set())}
      />
      <PagedResult
        query={list}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={(next) => change('page', String(next))}
        countText={(total) => (total === 1 ? '1 Bestellung' : `${total} Bestellungen`)}
      >
        {(data) => (
          <OrderList
            orders={data.orders}
            selection={{
              isSelectable: isBulkShippable,
              selected,
              onToggle: (orderId, on) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(orderId);
                  else next.delete(orderId);
                  return next;
                }),
            }}
          />
        )}
      </PagedResult>
    </section>
  );
}
