import { describe, expect, it } from 'vitest';
import { tallySizeGroups, tallyTotal, type TallyGroup } from './search-tally.ts';

const groups: TallyGroup[] = [
  { category: 'Kleidung', size: 98, hatSizes: [], items: 5 },
  { category: 'Kleidung', size: 104, hatSizes: [], items: 3 },
  { category: 'Kleidung', size: null, hatSizes: [], items: 2 },
  { category: 'Accessoires', size: null, hatSizes: [48, 50], items: 4 },
  { category: 'Schlafsack', size: 90, hatSizes: [], items: 1 },
  { category: 'Kleidung', size: 50, hatSizes: [], items: 6 },
];

describe('tallyTotal', () => {
  it('counts every item when no size is typed or chosen', () => {
    expect(tallyTotal(groups, [], [])).toBe(21);
  });

  it('counts a size as a clothing, sleeping-bag or head size, each item once', () => {
    expect(tallyTotal(groups, [98], [])).toBe(5);
    expect(tallyTotal(groups, [], [50])).toBe(10);
    expect(tallyTotal(groups, [], [48, 50])).toBe(10);
    expect(tallyTotal(groups, [], [90, 104])).toBe(4);
  });

  it('keeps what both a typed size and a chosen chip allow', () => {
    expect(tallyTotal(groups, [98, 104], [104])).toBe(3);
    expect(tallyTotal(groups, [98], [104])).toBe(0);
  });
});

describe('tallySizeGroups', () => {
  it('offers the sizes of everything found, by kind', () => {
    expect(tallySizeGroups(groups, [])).toEqual([
      { kind: 'clothing', sizes: [50, 98, 104] },
      { kind: 'sleepingBag', sizes: [90] },
      { kind: 'head', sizes: [48, 50] },
    ]);
  });

  it('offers only what a typed size finds: a hat of 48 and 50 keeps both', () => {
    expect(tallySizeGroups(groups, [98])).toEqual([{ kind: 'clothing', sizes: [98] }]);
    expect(tallySizeGroups(groups, [48])).toEqual([{ kind: 'head', sizes: [48, 50] }]);
  });
});
