import type { Category } from './catalog.ts';

// Sizes come in three kinds that share their numbers (issue 32): clothing sizes (50–176, body
// height), sleeping-bag lengths (70, 90, 110 cm) and head sizes of hats (44–52 cm). A listing of
// one category offers one kind; the search, over every category, offers each kind under its own
// heading, so "50" as a head size does not sit among the clothing sizes.

export const SIZE_KINDS = ['clothing', 'sleepingBag', 'head'] as const;
export type SizeKind = (typeof SIZE_KINDS)[number];

/** The heading of each kind's chips. */
export const SIZE_KIND_LABELS: Record<SizeKind, string> = {
  clothing: 'Größe',
  sleepingBag: 'Schlafsacklänge',
  head: 'Kopfumfang',
};

/** What an item's number measures: a hat's head size, a sleeping bag's length, else a body size. */
export function sizeKind(category: Category, field: 'size' | 'sizeHat'): SizeKind {
  if (field === 'sizeHat') return 'head';
  return category === 'Schlafsack' ? 'sleepingBag' : 'clothing';
}

export interface SizeGroup {
  kind: SizeKind;
  sizes: number[];
}

/** The sizes of items, each kind once, in the order of SIZE_KINDS, each kind's sizes ascending. */
export function groupSizes(entries: readonly { kind: SizeKind; size: number }[]): SizeGroup[] {
  return SIZE_KINDS.map((kind) => ({
    kind,
    sizes: [
      ...new Set(entries.filter((entry) => entry.kind === kind).map((entry) => entry.size)),
    ].sort((a, b) => a - b),
  })).filter((group) => group.sizes.length > 0);
}
