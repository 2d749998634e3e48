import { describe, expect, it } from 'vitest';
import { groupSizes, sizeKind } from './size-groups.ts';

describe('sizeKind', () => {
  it("reads a hat's sizes as head sizes and a sleeping bag's as its length", () => {
    expect(sizeKind('Accessoires', 'sizeHat')).toBe('head');
    expect(sizeKind('Kleidung', 'sizeHat')).toBe('head');
    expect(sizeKind('Schlafsack', 'size')).toBe('sleepingBag');
    expect(sizeKind('Kleidung', 'size')).toBe('clothing');
    // A scarf is sized like clothing.
    expect(sizeKind('Accessoires', 'size')).toBe('clothing');
  });
});

describe('groupSizes', () => {
  it('puts hat sizes and sleeping-bag lengths apart from clothing sizes, each once and ascending', () => {
    expect(
      groupSizes([
        { kind: 'clothing', size: 98 },
        { kind: 'head', size: 48 },
        { kind: 'sleepingBag', size: 70 },
        { kind: 'clothing', size: 50 },
        { kind: 'head', size: 44 },
        { kind: 'sleepingBag', size: 110 },
        { kind: 'clothing', size: 110 },
        { kind: 'clothing', size: 98 },
        { kind: 'head', size: 50 },
      ]),
    ).toEqual([
      { kind: 'clothing', sizes: [50, 98, 110] },
      { kind: 'sleepingBag', sizes: [70, 110] },
      { kind: 'head', sizes: [44, 48, 50] },
    ]);
  });

  it('leaves out kinds no item has', () => {
    expect(groupSizes([{ kind: 'head', size: 46 }])).toEqual([{ kind: 'head', sizes: [46] }]);
    expect(groupSizes([])).toEqual([]);
  });
});
