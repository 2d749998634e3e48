import { describe, expect, it } from 'vitest';
import type { Season } from './catalog.ts';
import { saleTagLabel, seasonRibbonColour, sizeLabel } from './product-display.ts';
import type { RibbonColour, SizeFields } from './product-display.ts';

describe('seasonRibbonColour', () => {
  it.each<[Season, RibbonColour]>([
    ['Sommer', 'red'],
    ['-', 'orange'],
    ['Übergang', 'green'],
    ['Winter', 'blue'],
  ])('%s → %s', (season, colour) => {
    expect(seasonRibbonColour(season)).toBe(colour);
  });
});

describe('sizeLabel', () => {
  it.each<[SizeFields, string]>([
    [{ size: 86 }, 'Gr. 86'],
    [{ size: 50, sizeHat: [] }, 'Gr. 50'],
    [{ size: 152, sizeHat: null }, 'Gr. 152'],
    [{ size: '98/104' }, 'Gr. 98/104'],
    [{ sizeHat: [44, 46] }, 'Hutgr. 44-46'],
    [{ sizeHat: [46, 44, 45] }, 'Hutgr. 44-46'], // min and max, whatever the order
    [{ sizeHat: [44] }, 'Hutgr. 44'],
    [{ sizeHat: [44, 44] }, 'Hutgr. 44'],
    [{ size: 86, sizeHat: [48, 50] }, 'Hutgr. 48-50'], // hat sizes win
    [{ size: null, sizeHat: null }, ''],
    [{ size: '', sizeHat: [] }, ''],
    [{ size: '  ' }, ''],
    [{}, ''],
    [{ size: 0 }, 'Gr. 0'], // 0 is a value, not "missing"
  ])('%j → %j', (fields, label) => {
    expect(sizeLabel(fields)).toBe(label);
  });
});

describe('saleTagLabel', () => {
  it.each([
    [30, '-30\u00a0%'],
    [50, '-50\u00a0%'],
    [12.5, '-12.5\u00a0%'],
  ])('%s → %s', (discount, label) => {
    expect(saleTagLabel(discount)).toBe(label);
  });
});
