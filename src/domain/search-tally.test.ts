import { describe, expect, it } from 'vitest';
import {
  ofBrands,
  tallyBrands,
  tallyBySize,
  tallySizeGroups,
  tallyTotal,
  type TallyGroup,
} from './search-tally.ts';

const reima = { brandId: 1, brand: 'Reima' };
const sterntaler = { brandId: 2, brand: 'Sterntaler' };
const noBrand = { brandId: null, brand: null };

const groups: TallyGroup[] = [
  { category: 'Kleidung', size: 98, hatSizes: [], ...reima, items: 5 },
  { category: 'Kleidung', size: 104, hatSizes: [], ...sterntaler, items: 3 },
  { category: 'Kleidung', size: null, hatSizes: [], ...noBrand, items: 2 },
  { category: 'Accessoires', size: null, hatSizes: [48, 50], ...sterntaler, items: 4 },
  { category: 'Schlafsack', size: 90, hatSizes: [], ...reima, items: 1 },
  { category: 'Kleidung', size: 50, hatSizes: [], ...noBrand, items: 6 },
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

describe('what "nothing found" offers', () => {
  it('keeps the groups of the brands a search names, all of them when it names none', () => {
    expect(ofBrands(groups, [2]).map((group) => group.items)).toEqual([3, 4]);
    expect(ofBrands(groups, [])).toHaveLength(groups.length);
  });

  it("counts each clothing and sleeping-bag size, not a hat's sizes", () => {
    expect(tallyBySize(groups)).toEqual([
      { size: 98, items: 5 },
      { size: 104, items: 3 },
      { size: 90, items: 1 },
      { size: 50, items: 6 },
    ]);
    expect(tallyBySize(ofBrands(groups, [1]))).toEqual([
      { size: 98, items: 5 },
      { size: 90, items: 1 },
    ]);
  });

  it('offers the brands with the typed and chosen sizes, most items first, then by name', () => {
    expect(tallyBrands(groups, [], [])).toEqual([
      { name: 'Sterntaler', items: 7 },
      { name: 'Reima', items: 6 },
    ]);
    expect(tallyBrands(groups, [50], [])).toEqual([{ name: 'Sterntaler', items: 4 }]);
    expect(tallyBrands(groups, [98, 104], [104])).toEqual([{ name: 'Sterntaler', items: 3 }]);
    const tied: TallyGroup[] = [
      { category: 'Kleidung', size: 98, hatSizes: [], ...sterntaler, items: 2 },
      { category: 'Kleidung', size: 98, hatSizes: [], ...reima, items: 2 },
    ];
    expect(tallyBrands(tied, [], []).map((brand) => brand.name)).toEqual(['Reima', 'Sterntaler']);
  });
});
