import { describe, expect, it } from 'vitest';
import { groupPackList, type PackListItem } from './pack-list.ts';

const item = (id: string, fields: Partial<PackListItem>): PackListItem & { id: string } => ({
  id,
  sellerNumber: 101,
  storageLocation: 'Kiste 1',
  size: 86,
  sizeHat: [],
  category: 'Kleidung',
  ...fields,
});

describe('groupPackList', () => {
  const groups = groupPackList([
    item('a', { sellerNumber: 102, storageLocation: 'Kiste 10', size: 92 }),
    item('b', { sellerNumber: 102, storageLocation: 'Kiste 2', size: 92 }),
    item('c', { storageLocation: null, size: 104 }),
    item('d', { sellerNumber: 101, storageLocation: 'Kiste 1', size: 98 }),
    item('e', { sellerNumber: 101, storageLocation: 'Kiste 1', size: 62 }),
    item('f', { storageLocation: '  ', size: 50 }),
    item('g', { sellerNumber: 101, storageLocation: 'Kiste 1', size: 62, category: 'Schlafsack' }),
    item('h', {
      sellerNumber: 101,
      storageLocation: 'Kiste 1',
      size: null,
      sizeHat: [44, 46],
      category: 'Accessoires',
    }),
    item('i', { sellerNumber: 101, storageLocation: 'Kiste 1', size: null, category: 'Tonies' }),
  ]);

  it("lists 'Keine Kiste' first, then by seller and box (numbers compared as numbers)", () => {
    expect(groups.map((g) => g.label)).toEqual([
      'Keine Kiste',
      '101 · Kiste 1',
      '102 · Kiste 2',
      '102 · Kiste 10',
    ]);
  });

  it('sorts items by size, then category; hats by their smallest head size; unsized last', () => {
    expect(groups[0]!.items.map((i) => i.id)).toEqual(['f', 'c']);
    expect(groups[1]!.items.map((i) => i.id)).toEqual(['h', 'e', 'g', 'd', 'i']);
  });
});
