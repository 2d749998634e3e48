import { z } from 'zod';
import { formatGermanDay } from '../calendar.ts';

// A seller leaves (issue 34 item 7, decision 077): on her own page or by the owner in the admin.

/** Her tap on „Ja, ich höre auf“: without it the server changes nothing. */
export const leaveBodySchema = z.object({
  confirmed: z.literal(true, { error: 'Bitte bestätige, dass du aufhören möchtest.' }),
});

export const leftSellerSchema = z.object({
  sellerNumber: z.number().int().positive(),
  leftAt: z.iso.datetime(),
  /** Her items taken offline at once, onto the owner's sort-out list. */
  itemsOffline: z.number().int().nonnegative(),
  /** Items a buyer is paying for right now: offline once the payment ends, or sold. */
  itemsStillReserved: z.number().int().nonnegative(),
  /**
   * Her unsold items left to the shop by her choice "keep" (decision 077): still for sale, as
   * the shop's own (no share for her); those a buyer is paying for right now are among them.
   */
  itemsToShop: z.number().int().nonnegative(),
  /** Announced items not handed in yet: withdrawn. */
  announcedWithdrawn: z.number().int().nonnegative(),
  /** Her share still to pay, settled or still returnable, in euros. */
  openBalance: z.number(),
  message: z.string(),
});
export type LeftSeller = z.infer<typeof leftSellerSchema>;

export const SELLER_LEAVE_MESSAGES = {
  alreadyLeft: (number: number, isoDay: string) =>
    `Verkäuferin ${number} hat schon am ${formatGermanDay(isoDay)} aufgehört.`,
  pageGone: (isoDay: string) =>
    `Du hast am ${formatGermanDay(isoDay)} bei uns aufgehört. Deine Verkäuferseite gibt es darum nicht mehr. Dein letztes Guthaben überweisen wir mit der nächsten Auszahlung. Bei Fragen melde dich bitte bei uns im Laden.`,
} as const;
