import { formatEuro, type Cents } from './money.ts';
import { sizeLabel } from './product-display.ts';

// Item labels (issue 34, decision 073): what a label says and how a scanned label is read back.
// Both codes on a label, Code 128 and QR, hold the item number alone, in decimal digits: the same
// text in both, short enough for a small QR (version 1) and a Code 128 a phone reads at arm's
// length, and nothing a customer's phone would open.

/** The highest item number a label or a scan can carry (PostgreSQL integer). */
const MAX_ITEM_NUMBER = 2_147_483_647;

/** The German message when a scan or a typed text is no item number. */
export const NOT_AN_ITEM_NUMBER =
  'Das ist keine Artikelnummer. Bitte scanne ein Etikett des Shops.';

// A hardware scanner may put the AIM symbology identifier first (`]C0` Code 128, `]Q1` QR).
const AIM_PREFIX = /^\][A-Za-z][0-9A-Za-z]/;
const DIGITS = /^\d{1,10}$/;
// A link to an item in the shop (…/product/1234, also below a listing) names its item number.
const PRODUCT_LINK = /^https?:\/\/[^/\s]+(?:\/[^?#\s]*)?\/product\/(\d{1,10})\/?(?:[?#]\S*)?$/;

/**
 * The item number a scanned or typed text stands for, or null when it is none: digits (leading
 * zeros and surrounding space ignored, an AIM prefix dropped), or a link to an item of the shop.
 */
export function scannedItemNumber(text: string): number | null {
  const trimmed = text.trim().replace(AIM_PREFIX, '').trim();
  const digits = DIGITS.test(trimmed) ? trimmed : PRODUCT_LINK.exec(trimmed)?.[1];
  if (digits === undefined) return null;
  const number = Number(digits);
  return number >= 1 && number <= MAX_ITEM_NUMBER ? number : null;
}

/** What the codes of an item's label encode. */
export function labelCodeText(itemNumber: number): string {
  return String(itemNumber);
}

/** The facts of an item a label prints. */
export type LabelItem = {
  itemNumber: number;
  sellerNumber: number | null;
  size: number | null;
  sizeHat: readonly number[];
  brand: string | null;
  priceCents: Cents;
};

/** The label's text lines, German: number, seller, size and brand, price. */
export type LabelText = {
  itemNumber: string;
  seller: string | null;
  sizeAndBrand: string;
  price: string;
};

export function labelText(item: LabelItem): LabelText {
  return {
    itemNumber: `Nr. ${item.itemNumber}`,
    seller: item.sellerNumber === null ? null : `Verkäufer ${item.sellerNumber}`,
    sizeAndBrand: [sizeLabel(item), item.brand?.trim() ?? '']
      .filter((part) => part !== '')
      .join(' · '),
    price: formatEuro(item.priceCents),
  };
}

/**
 * Item numbers the owner typed for labels: separated by commas, spaces or lines, with ranges
 * (`1001, 1005-1010`), in the order typed, each once. Null when a part is no number or a range
 * runs backwards or over `max` numbers.
 */
export function typedItemNumbers(text: string, max: number): number[] | null {
  const numbers: number[] = [];
  for (const part of text.split(/[\s,;]+/).filter((entry) => entry !== '')) {
    const range = /^(\d{1,10})(?:[-–](\d{1,10}))?$/.exec(part);
    if (range === null) return null;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    if (from < 1 || to < from || to > MAX_ITEM_NUMBER || to - from >= max) return null;
    for (let number = from; number <= to; number += 1) numbers.push(number);
    if (numbers.length > max) return null;
  }
  return [...new Set(numbers)];
}
