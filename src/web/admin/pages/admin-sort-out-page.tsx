import { SORT_OUT_LIST_KEY, useSortOutList } from '../features/packing/api/sort-out-list.ts';
import { PackingListFrame } from '../features/packing/components/packing-list-frame.tsx';
import { SortOutList } from '../features/packing/components/sort-out-list.tsx';

/** /admin/itemliste: the sort-out list, grouped by box like the pack list. */
export function AdminSortOutPage() {
  const list = useSortOutList();
  return (
    <PackingListFrame title="Aussortierliste" storageKey={SORT_OUT_LIST_KEY} query={list}>
      {list.data !== undefined && <SortOutList list={list.data} />}
    </PackingListFrame>
  );
}
