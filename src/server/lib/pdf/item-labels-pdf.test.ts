import { describe, expect, it } from 'vitest';
import type { LabelItem } from '../../../domain/item-label.ts';
import { LABEL_LAYOUTS, labelPlacements } from '../../../domain/label-layouts.ts';
import { decodeIn, renderPdfPages } from '../../test/read-printed-codes.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { labelParts, renderItemLabelsPdf } from './item-labels-pdf.ts';

const item = (itemNumber: number, extra: Partial<LabelItem> = {}): LabelItem => ({
  itemNumber,
  sellerNumber: 17,
  size: 104,
  sizeHat: [],
  brand: 'Petit Bateau',
  priceCents: 499,
  ...extra,
});

const at = new Date('2026-11-27T09:00:00Z');

describe('renderItemLabelsPdf', () => {
  it('prints codes on an A4 sheet that a scanner reads back as the item numbers, from the chosen position on', async () => {
    const layout = LABEL_LAYOUTS['a4-3474'];
    // Position 22 of 24: three labels on the first sheet, the fourth on a second one.
    const items = [item(1001), item(1042, { sellerNumber: null }), item(98765), item(123456)];
    const pdf = await renderItemLabelsPdf(items, layout, 22, at);
    const pages = await renderPdfPages(pdf);
    expect(pages).toHaveLength(2);
    const parts = labelParts(layout);
    const places = labelPlacements(layout, items.length, 22);
    for (const [index, place] of places.entries()) {
      const page = pages[place.page]!;
      const shift = (box: typeof parts.qr) => ({ ...box, x: box.x + place.x, y: box.y + place.y });
      const number = String(items[index]!.itemNumber);
      expect(await decodeIn(page, shift(parts.bars), 'code128')).toBe(number);
      expect(await decodeIn(page, shift(parts.qr), 'qr')).toBe(number);
    }
    // Position 1 of the first sheet stays empty: nothing to read there.
    const first = labelPlacements(layout, 1, 1)[0]!;
    expect(
      await decodeIn(
        pages[0]!,
        { ...parts.qr, x: parts.qr.x + first.x, y: parts.qr.y + first.y },
        'qr',
      ),
    ).toBeNull();
  });

  it('prints one label per page for the label printer, readable too', async () => {
    const layout = LABEL_LAYOUTS['roll-62'];
    const pdf = await renderItemLabelsPdf([item(2024), item(2147483647)], layout, 1, at);
    const pages = await renderPdfPages(pdf);
    expect(pages).toHaveLength(2);
    const parts = labelParts(layout);
    expect(await decodeIn(pages[0]!, parts.bars, 'code128')).toBe('2024');
    expect(await decodeIn(pages[0]!, parts.qr, 'qr')).toBe('2024');
    expect(await decodeIn(pages[1]!, parts.bars, 'code128')).toBe('2147483647');
    expect(await decodeIn(pages[1]!, parts.qr, 'qr')).toBe('2147483647');
  });

  it('writes number, seller, size, brand and the German price on the label', async () => {
    const pdf = await renderItemLabelsPdf([item(1042)], LABEL_LAYOUTS['roll-62'], 1, at);
    const text = await pdfText(pdf);
    expect(text).toContain('Nr. 1042');
    expect(text).toContain('Verkäufer 17');
    expect(text).toContain('Gr. 104 · Petit Bateau');
    expect(text).toContain('4,99');
    expect(text).toContain('€');
  });

  it('gives the same bytes for the same labels', async () => {
    const layout = LABEL_LAYOUTS['a4-3474'];
    const one = await renderItemLabelsPdf([item(1001)], layout, 1, at);
    const two = await renderItemLabelsPdf([item(1001)], layout, 1, at);
    expect(one.equals(two)).toBe(true);
  });
});
