import type { Category } from './catalog.ts';
import { groupSizes, sizeKind, type SizeGroup } from './size-groups.ts';

// What a search finds besides its page (decision 071): its matches grouped by their sizes, read
// once for the search without sizes. The count of the search with any typed size or chosen chip,
// and the chips it offers, are picked from the groups: whether an item has a size depends on its
// sizes alone, so every size variant of "jacke rot" is answered from the one tally of "jacke rot".

/** Items a search finds that share their category and sizes, and how many they are. */
export interface TallyGroup {
  category: Category;
  size: number | null;
  hatSizes: number[];
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
