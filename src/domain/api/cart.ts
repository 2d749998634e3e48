import { z } from 'zod';
import { productSchema } from './product.ts';

// Cart check (docs/product.md §3.6, §7.1) and the checkout reservation (issue 4, decision 007).

/** `?productids=a,b,c` (or repeated `productids=`), as a list of product ids. */
export const checkCartQuerySchema = z.object({
  productids: z.preprocess(
    (value) => {
      const parts = Array.isArray(value) ? value : [value];
      return parts
        .flatMap((part) => (typeof part === 'string' ? part.split(',') : []))
        .map((part) => part.trim())
        .filter(Boolean);
    },
    z.array(z.uuid()).max(100, { error: 'Höchstens 100 Artikel auf einmal.' }),
  ),
});

export const checkCartResponseSchema = z.object({
  products: z
    .array(productSchema)
    .describe('Still for sale (free or reserved by the asking client), with current prices'),
  soldProducts: z
    .array(productSchema)
    .describe('Sold, or reserved by another client: drop them from the cart'),
  notFound: z.array(z.uuid()).describe('Ids of items that no longer exist in the shop'),
});
export type CheckCartResponse = z.infer<typeof checkCartResponseSchema>;

export const reservationRequestSchema = z.object({
  productIds: z
    .array(z.uuid())
    .min(1, { error: 'Der Warenkorb ist leer.' })
    .max(100, { error: 'Höchstens 100 Artikel auf einmal.' }),
});

export const reservationSchema = z.object({
  productIds: z.array(z.uuid()).describe('The items this client holds now'),
  reservedUntil: z.iso
    .datetime()
    .nullable()
    .describe('When the hold lapses by itself; null when nothing is held'),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const RESERVATION_MESSAGES = {
  unavailable: (names: string) =>
    `Diese Artikel sind leider nicht mehr verfügbar: ${names}. Bitte prüfe deinen Warenkorb.`,
  clientIdRequired: 'Die Kunden-ID (Header userid) fehlt.',
} as const;
