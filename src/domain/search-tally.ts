import type { Category } from './catalog.ts';
import { groupSizes, sizeKind, type SizeGroup } from './size-groups.ts';

// What a search finds besides its page (decision 071): its matches grouped by their sizes, read
// once for the search without sizes. The count of the search with any typed size or chosen chip,
// and the chips it offers, are picked from the groups: whether an item has a size depends on its
// sizes alone, so every size variant of "jacke rot" is answered from the one tally of "jacke rot".

/** Items a search finds that share their category, sizes and brand, and how many they are. */
export interface TallyGroup {
  category: Category;
  size: number | null;
  hatSizes: number[];
  /** Null for items without a brand. */
  brandId: number | null;
  brand: string | null;
  items: number;
}

/** Whether a group's items have one of these sizes: a clothing or sleeping-bag size, or a hat's. */
function hasSize(group: TallyGroup, sizes: readonly number[]): boolean {
  return (
    (group.size !== null && sizes.includes(group.size)) ||
    group.hatSizes.some((size) => sizes.includes(size))
  );
}

/** The groups a typed size keeps (all when none is typed). */
function withTyped(groups: readonly TallyGroup[], typed: readonly number[]): TallyGroup[] {
  return typed.length === 0 ? [...groups] : groups.filter((group) => hasSize(group, typed));
}

/** How many items the search finds with its typed sizes and chosen chips. */
export function tallyTotal(
  groups: readonly TallyGroup[],
  typed: readonly number[],
  chosen: readonly number[],
): number {
  return withTyped(groups, typed)
    .filter((group) => chosen.length === 0 || hasSize(group, chosen))
    .reduce((sum, group) => sum + group.items, 0);
}

/**
 * The size chips of its results page: the sizes of what it finds with its typed sizes, whichever
 * chips are chosen, so each chip finds something and a chosen chip keeps the others (062).
 */
export function tallySizeGroups(
  groups: readonly TallyGroup[],
  typed: readonly number[],
): SizeGroup[] {
  return groupSizes(
    withTyped(groups, typed).flatMap((group) => [
      ...(group.size === null
        ? []
        : [{ kind: sizeKind(group.category, 'size'), size: group.size }]),
      ...group.hatSizes.map((size) => ({ kind: sizeKind(group.category, 'sizeHat'), size })),
    ]),
  );
}

// "Nichts gefunden" (decision 079): the alternatives are picked from the tally of the search with
// its known words only, without its brands, typed sizes and chosen chips. A search without brands
// and unknown words shares that tally with its own count; "schlafsak reima 98" shares the one of
// "schlafsak".

/** The groups of these brands; all groups when no brand is named. */
export function ofBrands(groups: readonly TallyGroup[], brandIds: readonly number[]): TallyGroup[] {
  return brandIds.length === 0
    ? [...groups]
    : groups.filter((group) => group.brandId !== null && brandIds.includes(group.brandId));
}

/** How many items have each clothing or sleeping-bag size (a hat's sizes are not offered). */
export function tallyBySize(groups: readonly TallyGroup[]): { size: number; items: number }[] {
  const bySize = new Map<number, number>();
  for (const group of groups) {
    if (group.size !== null) bySize.set(group.size, (bySize.get(group.size) ?? 0) + group.items);
  }
  return [...bySize].map(([size, items]) => ({ size, items }));
}

/**
 * The brands with items of the typed sizes and chosen chips, most items first, then by name in
 * code point order (PostgreSQL's C collation, which ordered them before).
 */
export function tallyBrands(
  groups: readonly TallyGroup[],
  typed: readonly number[],
  chosen: readonly number[],
): { name: string; items: number }[] {
  const byName = new Map<string, number>();
  for (const group of withTyped(groups, typed)) {
    if (group.brand === null || (chosen.length > 0 && !hasSize(group, chosen))) continue;
    byName.set(group.brand, (byName.get(group.brand) ?? 0) + group.items);
  }
  return [...byName]
    .map(([name, items]) => ({ name, items }))
    .sort((a, b) => b.items - a.items || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
