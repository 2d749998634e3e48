// The two ways the shop prints item labels (decision 073), in millimetres: A4 sheets of
// Avery Zweckform 3474 (3 × 8 labels of 70 × 37 mm, no gaps, sold in every German office shop)
// and one label per page for a label printer on 62 mm continuous tape (Brother QL, DK-22205),
// cut at 37 mm so a label looks the same from either.

export const LABEL_LAYOUT_IDS = ['a4-3474', 'roll-62'] as const;
export type LabelLayoutId = (typeof LABEL_LAYOUT_IDS)[number];

export type LabelLayout = {
  id: LabelLayoutId;
  /** What the owner picks, German. */
  name: string;
  pageWidth: number;
  pageHeight: number;
  labelWidth: number;
  labelHeight: number;
  columns: number;
  rows: number;
  /** Where the first label's top left corner lies on the page. */
  left: number;
  top: number;
};

export const LABEL_LAYOUTS: Readonly<Record<LabelLayoutId, LabelLayout>> = {
  'a4-3474': {
    id: 'a4-3474',
    name: 'A4-Bogen Avery Zweckform 3474 (24 Etiketten, 70 × 37 mm)',
    pageWidth: 210,
    pageHeight: 297,
    labelWidth: 70,
    labelHeight: 37,
    columns: 3,
    rows: 8,
    left: 0,
    top: 0.5,
  },
  'roll-62': {
    id: 'roll-62',
    name: 'Etikettendrucker, Endlosrolle 62 mm (z. B. Brother QL)',
    pageWidth: 62,
    pageHeight: 37,
    labelWidth: 62,
    labelHeight: 37,
    columns: 1,
    rows: 1,
    left: 0,
    top: 0,
  },
};

export function labelsPerPage(layout: LabelLayout): number {
  return layout.columns * layout.rows;
}

/** Where one label goes: its page (from 0) and its top left corner on it, in mm. */
export type LabelPlacement = { page: number; x: number; y: number };

/**
 * The places of `count` labels, in the order Avery numbers a sheet (left to right, top to
 * bottom), beginning at `start` (1 = top left) so a partly used sheet is used up first. The
 * pages after the first begin at the top left again.
 */
export function labelPlacements(
  layout: LabelLayout,
  count: number,
  start: number,
): LabelPlacement[] {
  const perPage = labelsPerPage(layout);
  if (!Number.isInteger(start) || start < 1 || start > perPage) {
    throw new RangeError(`start must be 1..${perPage}, was ${start}`);
  }
  return Array.from({ length: count }, (_, index) => {
    const slot = index + start - 1;
    const onPage = slot % perPage;
    return {
      page: Math.floor(slot / perPage),
      x: layout.left + (onPage % layout.columns) * layout.labelWidth,
      y: layout.top + Math.floor(onPage / layout.columns) * layout.labelHeight,
    };
  });
}
