import type { Season } from './catalog.ts';

/** Colour tokens for the season ribbon on a product card; the web maps them to its palette. */
export type RibbonColour = 'red' | 'orange' | 'green' | 'blue';

const RIBBON_COLOURS = {
  Sommer: 'red',
  '-': 'orange',
  Übergang: 'green',
  Winter: 'blue',
} as const satisfies Record<Season, RibbonColour>;

/**
 * Season ribbon colour (docs/product.md §2.7): Sommer red, '-' orange, Übergang green, Winter blue.
 */
export function seasonRibbonColour(season: Season): RibbonColour {
  return RIBBON_COLOURS[season];
}

export interface SizeFields {
  size?: number | string | null;
  sizeHat?: readonly number[] | null;
}

/**
 * The size line of a product card or the delete dialog:
 * hat sizes win when there are any: 'Hutgr. 44-46' (lowest–highest) or 'Hutgr. 44' for one value;
 * otherwise the clothing size 'Gr. 86'; with neither, ''.
 */
export function sizeLabel({ size, sizeHat }: SizeFields): string {
  if (sizeHat != null && sizeHat.length > 0) {
    const min = Math.min(...sizeHat);
    const max = Math.max(...sizeHat);
    return min === max ? `Hutgr. ${min}` : `Hutgr. ${min}-${max}`;
  }
  if (size == null) return '';
  const text = String(size).trim();
  return text === '' ? '' : `Gr. ${text}`;
}

/**
 * The sale tag shows minus the discount percent: 30 → '-30 %'. German typography puts a space
 * before the percent sign; a no-break space keeps the tag on one line.
 */
export function saleTagLabel(discountPercent: number): string {
  return `-${discountPercent}\u00a0%`;
}

/** A season as shoppers read it; the card's ribbon is a colour only, screen readers hear this. */
export const SEASON_LABELS: Record<Season, string> = {
  Sommer: 'Sommer',
  '-': 'ganzjährig',
  Übergang: 'Übergang',
  Winter: 'Winter',
};
