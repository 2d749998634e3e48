import { CATEGORIES, type Category } from './catalog.ts';
import { NO_BOX_LABEL } from './texts.ts';

/** What the pack and sort-out lists need of an item to group and order it. */
export type PackListItem = {
  sellerNumber: number | null;
  storageLocation: string | null;
  size: number | null;
  sizeHat: readonly number[];
  category: Category;
};

type PackListGroup<T extends PackListItem> = { key: string; label: string; items: T[] };

/** The size an item sorts by: its clothing size, or its smallest hat size; unsized last. */
function sortSize(item: PackListItem): number {
  if (item.size !== null) return item.size;
  return item.sizeHat.length > 0 ? Math.min(...item.sizeHat) : Number.POSITIVE_INFINITY;
}

/**
 * docs/product.md §2.7 pack lists: items grouped by seller number plus storage location, with the
 * items in no box ('Keine Kiste') listed first; within a group sorted by size, then category.
 * Groups are ordered by seller number, then box name (numbers inside names compare as numbers).
 */
export function groupPackList<T extends PackListItem>(items: readonly T[]): PackListGroup<T>[] {
  const groups = new Map<string, PackListGroup<T> & { seller: number; box: string }>();
  for (const item of items) {
    const box = item.storageLocation?.trim() ?? '';
    const seller = item.sellerNumber ?? 0;
    const key = box === '' ? 'none' : `${seller}|${box}`;
    const label =
      box === ''
        ? NO_BOX_LABEL
        : item.sellerNumber === null
          ? box
          : `${item.sellerNumber} · ${box}`;
    const group = groups.get(key) ?? { key, label, items: [], seller, box };
    group.items.push(item);
    groups.set(key, group);
  }
  const byBox = new Intl.Collator('de', { numeric: true });
  return [...groups.values()]
    .sort((a, b) => {
      if (a.key === 'none') return -1;
      if (b.key === 'none') return 1;
      return a.seller - b.seller || byBox.compare(a.box, b.box);
    })
    .map(({ key, label, items: groupItems }) => ({
      key,
      label,
      items: [...groupItems].sort(
        (a, b) =>
          sortSize(a) - sortSize(b) ||
          CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category),
      ),
    }));
}
