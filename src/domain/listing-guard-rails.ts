/**
 * Entries that are almost always a slip of the thumb on a phone: a price of 0 €, a 100 % sale,
 * an item without a photo. They are allowed, but only after the admin confirms each one.
 */

export type ListingCheck = {
  priceCents: number;
  sale: boolean;
  discount: number;
  photoCount: number;
};

export const LISTING_CONFIRMATIONS = {
  freeItem: 'Wirklich für 0,00 € einstellen?',
  fullDiscount: 'Wirklich mit 100 % Rabatt einstellen?',
  noPhoto: 'Wirklich ohne Foto einstellen?',
} as const;

/** The questions the admin must answer with "Ja, einstellen" before the item is saved. */
export function listingConfirmations(item: ListingCheck): string[] {
  const questions: string[] = [];
  if (item.priceCents === 0) questions.push(LISTING_CONFIRMATIONS.freeItem);
  if (item.sale && item.discount >= 100) questions.push(LISTING_CONFIRMATIONS.fullDiscount);
  if (item.photoCount === 0) questions.push(LISTING_CONFIRMATIONS.noPhoto);
  return questions;
}
