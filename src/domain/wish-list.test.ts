import { describe, expect, it } from 'vitest';
import {
  addWishListEntries,
  listedItemState,
  parseSharedItemNumbers,
  sharedListSearch,
  type CurrentItem,
  type WishListEntry,
} from './wish-list.ts';

const now = new Date('2026-11-24T10:00:00Z');
const me = '6f1c2b4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const other = '0a1b2c3d-4e5f-4a6b-8c7d-9e8f0a1b2c3d';

function item(overrides: Partial<CurrentItem> = {}): CurrentItem {
  return {
    priceCents: 1000,
    sale: false,
    discount: 0,
    isSold: false,
    reservedUntil: null,
    reservedBy: null,
    freeAgainAt: null,
    ...overrides,
  };
}

function entry(itemNumber: number): WishListEntry {
  return {
    itemNumber,
    productId: `id-${itemNumber}`,
    savedPriceCents: 500,
    category: 'Kleidung',
    brand: null,
  };
}

describe('listedItemState', () => {
  it('an item not found or sold is gone', () => {
    expect(listedItemState(1000, null, me, now)).toEqual({ kind: 'gone' });
    expect(listedItemState(1000, item({ isSold: true }), me, now)).toEqual({ kind: 'gone' });
  });

  it("an item held by someone else's checkout is reserved, its own is available", () => {
    const until = new Date(now.getTime() + 60_000);
    expect(
      listedItemState(
        1000,
        item({ reservedUntil: until, reservedBy: null, freeAgainAt: until }),
        me,
        now,
      ),
    ).toEqual({ kind: 'reserved', currentCents: 1000, freeAgainAt: until });
    expect(
      listedItemState(1000, item({ reservedUntil: until, reservedBy: me }), me, now).kind,
    ).toBe('available');
    // A lapsed hold is no hold.
    const lapsed = item({ reservedUntil: new Date(now.getTime() - 1), reservedBy: other });
    expect(listedItemState(1000, lapsed, me, now).kind).toBe('available');
  });

  it('a price lower than when saved says so, with the saved price', () => {
    expect(listedItemState(1000, item({ sale: true, discount: 20 }), me, now)).toEqual({
      kind: 'available',
      currentCents: 800,
      loweredFromCents: 1000,
    });
    expect(listedItemState(900, item({ priceCents: 750 }), null, now)).toEqual({
      kind: 'available',
      currentCents: 750,
      loweredFromCents: 900,
    });
  });

  it('the same or a higher price, or no saved price, is not lowered', () => {
    expect(listedItemState(1000, item(), me, now)).toMatchObject({ loweredFromCents: null });
    expect(listedItemState(800, item(), me, now)).toMatchObject({ loweredFromCents: null });
    expect(listedItemState(null, item({ priceCents: 1 }), me, now)).toMatchObject({
      loweredFromCents: null,
    });
  });
});

describe('parseSharedItemNumbers', () => {
  it('reads the item numbers in their order, each once', () => {
    expect(parseSharedItemNumbers('1101,1102, 1103,1101')).toEqual([1101, 1102, 1103]);
  });

  it('ignores junk, zero and numbers too large for an item number', () => {
    expect(
      parseSharedItemNumbers('abc,12x,-3,0,1.5,,%20,2147483648,99999999999,7,<script>'),
    ).toEqual([7]);
    expect(parseSharedItemNumbers(null)).toEqual([]);
    expect(parseSharedItemNumbers('')).toEqual([]);
  });

  it('keeps at most 100', () => {
    const many = Array.from({ length: 150 }, (_, index) => index + 1).join(',');
    const parsed = parseSharedItemNumbers(many);
    expect(parsed).toHaveLength(100);
    expect(parsed.at(-1)).toBe(100);
  });

  it('reads what sharedListSearch writes', () => {
    const search = sharedListSearch([1101, 1102]);
    expect(search).toBe('?artikel=1101,1102');
    expect(parseSharedItemNumbers(new URLSearchParams(search).get('artikel'))).toEqual([
      1101, 1102,
    ]);
  });
});

describe('addWishListEntries', () => {
  it('adds what is not yet listed, up to 100', () => {
    expect(addWishListEntries([entry(1)], [entry(1), entry(2)]).map((e) => e.itemNumber)).toEqual([
      1, 2,
    ]);
    const full = Array.from({ length: 100 }, (_, index) => entry(index + 1));
    expect(addWishListEntries(full, [entry(500)])).toHaveLength(100);
  });
});
