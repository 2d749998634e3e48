import { describe, expect, it } from 'vitest';
import { LABEL_LAYOUTS, labelPlacements, labelsPerPage } from './label-layouts.ts';

const sheet = LABEL_LAYOUTS['a4-3474'];
const roll = LABEL_LAYOUTS['roll-62'];

describe('LABEL_LAYOUTS', () => {
  it('fills an A4 sheet with 3 × 8 labels of 70 × 37 mm that fit on the page', () => {
    expect(labelsPerPage(sheet)).toBe(24);
    expect(sheet.left * 2 + sheet.columns * sheet.labelWidth).toBe(sheet.pageWidth);
    expect(sheet.top * 2 + sheet.rows * sheet.labelHeight).toBeCloseTo(sheet.pageHeight);
  });

  it('prints one label per page on the roll', () => {
    expect(labelsPerPage(roll)).toBe(1);
    expect([roll.pageWidth, roll.pageHeight]).toEqual([62, 37]);
  });
});

describe('labelPlacements', () => {
  it('numbers a sheet left to right, top to bottom', () => {
    const places = labelPlacements(sheet, 4, 1);
    expect(places).toEqual([
      { page: 0, x: 0, y: 0.5 },
      { page: 0, x: 70, y: 0.5 },
      { page: 0, x: 140, y: 0.5 },
      { page: 0, x: 0, y: 37.5 },
    ]);
  });

  it('begins at the given position of a partly used sheet and goes on at the top of the next', () => {
    const places = labelPlacements(sheet, 3, 23);
    expect(places).toEqual([
      { page: 0, x: 70, y: 259.5 },
      { page: 0, x: 140, y: 259.5 },
      { page: 1, x: 0, y: 0.5 },
    ]);
  });

  it('puts each label of the roll on a page of its own', () => {
    expect(labelPlacements(roll, 2, 1)).toEqual([
      { page: 0, x: 0, y: 0 },
      { page: 1, x: 0, y: 0 },
    ]);
  });

  it('refuses a position that is not on the sheet', () => {
    expect(() => labelPlacements(sheet, 1, 0)).toThrow(RangeError);
    expect(() => labelPlacements(sheet, 1, 25)).toThrow(RangeError);
    expect(() => labelPlacements(roll, 1, 2)).toThrow(RangeError);
  });
});
