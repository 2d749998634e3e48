import { PACK_LIST_KEY, useUnpackedOrders } from '../features/packing/api/unpacked-orders.ts';
import { PackList } from '../features/packing/components/pack-list.tsx';
import { PackingListFrame } from '../features/packing/components/packing-list-frame.tsx';

/** /admin/packliste: unpacked orders, item by item, grouped by box. */
export function AdminPackListPage() {
  const orders = useUnpackedOrders();
  return (
    <PackingListFrame title="Packliste" storageKey={PACK_LIST_KEY} query={orders}>
      {orders.data !== undefined && <PackList orders={orders.data} />}
    </PackingListFrame>
  );
}
