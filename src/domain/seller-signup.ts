// A parent's sign-up as a seller (issue 34 item 1, decision 075): what she chooses, which terms
// she accepts, and how long her confirmation link lives.

/** What happens to her items still unsold at the end of their time in the shop. */
export const UNSOLD_CHOICES = ['pickup', 'donate', 'keep'] as const;
export type UnsoldChoice = (typeof UNSOLD_CHOICES)[number];

export const UNSOLD_CHOICE_LABELS: Record<UnsoldChoice, string> = {
  pickup: 'Ich hole sie ab',
  donate: 'Bitte spenden',
  keep: 'Sie dürfen beim Shop bleiben',
};

/**
 * The version of the consignment terms (/kommissionsbedingungen): the date they last changed.
 * A change to their wording gets a new date here; each seller keeps the one she accepted.
 */
export const CONSIGNMENT_TERMS_VERSION = '2026-11-27';

/** An unconfirmed sign-up, and its link, expire after this many hours; then it is deleted. */
export const SIGNUP_CONFIRM_HOURS = 48;

/** "27.11.2026" for the version's date. */
export function termsVersionDate(version: string = CONSIGNMENT_TERMS_VERSION): string {
  const [year, month, day] = version.split('-');
  return `${day}.${month}.${year}`;
}

/** The seller numbers the shop gives out start above this one (the admin's suggestion, too). */
export const FIRST_SELLER_NUMBER_AFTER = 100;

/** The next free seller number after the highest taken. */
export function nextSellerNumber(highestTaken: number | null): number {
  return Math.max(highestTaken ?? 0, FIRST_SELLER_NUMBER_AFTER) + 1;
}
