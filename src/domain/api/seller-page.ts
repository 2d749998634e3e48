import { z } from 'zod';
import { CATEGORIES } from '../catalog.ts';
import { UNSOLD_CHOICES } from '../seller-signup.ts';
import { sellerAnnouncedItemSchema } from './seller-bags.ts';

// The seller's own page behind her private link (decision 043), and the owner's calls that make,
// send and revoke that link. The page's schema is the guard against leaks: it names no order
// number, no buyer and no contact data, and the server's response serializer drops anything else.

/** What a seller may want done with a sorted-out item. */
export const SELLER_WISHES = ['abholen', 'spenden'] as const;
export type SellerWish = (typeof SELLER_WISHES)[number];
export const SELLER_WISH_LABELS: Record<SellerWish, string> = {
  abholen: 'Abholen',
  spenden: 'Spenden',
};

export const SELLER_PAGE_MESSAGES = {
  notFound:
    'Dieser Link ist nicht (mehr) gültig. Bitte frag im Laden nach einem neuen Link zu deiner Verkäuferseite.',
  itemNotSortedOut: 'Diesen Artikel gibt es auf deiner Seite nicht unter „Aussortiert“.',
  noEmail:
    'Für diese Verkäuferin ist keine E-Mail-Adresse hinterlegt. Bitte trag sie zuerst beim Bearbeiten ein.',
  noLink: 'Es gibt keinen gültigen Link. Bitte erstelle zuerst einen neuen Link.',
  termsOutdated:
    'Bitte bestätige zuerst unsere neuen Kommissionsbedingungen oben auf deiner Seite. Danach kannst du wieder eine Tasche anmelden.',
  termsChanged:
    'Die Kommissionsbedingungen haben sich gerade geändert. Bitte lade die Seite neu und lies die neue Fassung.',
} as const;

/** The token in the link: 32 random bytes, base64url (43 characters). */
export const sellerTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: SELLER_PAGE_MESSAGES.notFound });

const euros = z.number().nonnegative();

const pageItemSchema = z.object({
  _id: z.uuid().describe('The product id'),
  itemNumber: z.number().int().positive(),
  category: z.enum(CATEGORIES),
  name: z.string(),
  size: z.number().int().positive().nullable(),
  sizeHat: z.array(z.number().int().positive()),
});

export const sellerPageSchema = z.object({
  seller: z.object({ number: z.number().int().positive(), name: z.string() }),
  terms: z
    .object({
      currentVersion: z.string().describe('CONSIGNMENT_TERMS_VERSION, the date of the wording'),
      acceptedVersion: z.string().nullable().describe('Null: the owner created her (paper terms)'),
      acceptedAt: z.iso.datetime().nullable(),
      /** She accepted an earlier version online: she must accept this one to announce a bag. */
      mustAccept: z.boolean(),
    })
    .describe('The consignment terms she accepted (decision 077)'),
  sharePercent: z.number().int().nonnegative(),
  unsoldChoice: z
    .enum(UNSOLD_CHOICES)
    .nullable()
    .describe('What she chose for items unsold at their end; null for sellers the owner made'),
  online: z.array(
    pageItemSchema.extend({
      price: euros.describe('What the item costs now (sale price)'),
      path: z.string().describe('Shop path of the product page'),
      // Its time in the shop (decision 076), counted from the day it first went live.
      regularPrice: euros.describe('The price before any sale or price step'),
      daysOnline: z.number().int().nonnegative(),
      nextStep: z
        .object({
          percent: z.number().int().positive(),
          from: z.iso.date().describe('The Berlin day the step begins'),
          price: euros.describe('What the item will cost from then on'),
        })
        .nullable(),
      lastDay: z.iso.date().describe('Its last day online; afterwards her choice applies'),
      timeOver: z.boolean().describe('Its last day is past: her choice applies now'),
    }),
  ),
  sold: z.array(
    z.object({
      itemNumber: z.number().int().positive(),
      name: z.string(),
      category: z.string(),
      soldAt: z.iso.datetime(),
      salePrice: euros,
      share: euros,
    }),
  ),
  sortedOut: z.array(pageItemSchema.extend({ wish: z.enum(SELLER_WISHES).nullable() })),
  payouts: z.array(
    z.object({
      amount: euros,
      createdAt: z.iso.datetime(),
      /** The payout's statement (PDF) under the seller's link; null for one recorded by hand. */
      statementPath: z.string().nullable(),
    }),
  ),
  announced: z
    .array(sellerAnnouncedItemSchema)
    .describe('Items she announced online (decision 074), with their state'),
  totals: z.object({
    salesValue: euros,
    shareOwed: euros,
    paidOut: euros,
    balance: z.number().describe('Still owed to the seller (the open amount)'),
  }),
  payout: z
    .object({
      settled: z.number().describe('Settled shares minus payouts; below zero after a return'),
      pending: euros.describe('Shares of orders still in the withdrawal period'),
      minimum: euros,
      ibanOnFile: z.boolean(),
    })
    .describe('What the next payout run would do for her (domain/payouts/payout-outlook.ts)'),
});
export type SellerPage = z.infer<typeof sellerPageSchema>;

export const sellerWishBodySchema = z.object({ wish: z.enum(SELLER_WISHES) });
export const sellerWishResultSchema = z.object({
  productId: z.uuid(),
  wish: z.enum(SELLER_WISHES),
});

/** The owner's view of a seller's link: never the token, only when it was made and used. */
export const sellerLinkStatusSchema = z.object({
  link: z
    .object({ createdAt: z.iso.datetime(), lastOpenedAt: z.iso.datetime().nullable() })
    .nullable(),
  emailOnFile: z.boolean(),
});
export type SellerLinkStatus = z.infer<typeof sellerLinkStatusSchema>;

/** Answered once, when a link is made: the only time the full URL exists outside the mail. */
export const createdSellerLinkSchema = sellerLinkStatusSchema.extend({ url: z.url() });

export const sentSellerLinkSchema = sellerLinkStatusSchema.extend({ sentTo: z.email() });

/** POST /api/seller-page/:token/terms: she accepts the version her page showed. */
export const acceptTermsBodySchema = z.object({ version: z.string().max(20) });
export const acceptedTermsSchema = z.object({ version: z.string(), acceptedAt: z.iso.datetime() });
