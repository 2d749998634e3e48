import { z } from 'zod';
import { UNSOLD_CHOICES } from '../seller-signup.ts';
import { CATEGORIES, PAYMENT_METHOD_IDS } from '../catalog.ts';
import { DELIVERY_METHODS } from '../delivery.ts';
import { productImageSchema } from './product.ts';
import { SELLER_WISHES } from './seller-page.ts';

/** Why an item is on the sort-out list. */
export const SORT_OUT_REASONS = ['old', 'ended', 'inactive', 'rejected', 'sellerLeft'] as const;
export type SortOutReason = (typeof SORT_OUT_REASONS)[number];

/** One item on the pack list or the sort-out list. */
const packItemSchema = z.object({
  _id: z.uuid().describe('The product id'),
  itemNumber: z.number().int().positive(),
  category: z.enum(CATEGORIES),
  name: z.string(),
  brand: z.string().nullable(),
  size: z.number().int().positive().nullable(),
  sizeHat: z.array(z.number().int().positive()),
  sellerNumber: z.number().int().nullable(),
  storageLocation: z.string().nullable(),
  image: productImageSchema.nullable(),
  isPacked: z.boolean(),
});
export type PackItem = z.infer<typeof packItemSchema>;

export const unpackedOrderSchema = z.object({
  _id: z.uuid(),
  orderNumber: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  customerName: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS),
  isPaid: z.boolean(),
  heldByWithdrawal: z
    .boolean()
    .describe('Widerruf – nicht versenden: put its packed items back, do not pack (decision 054)'),
  orderItems: z.array(packItemSchema),
  packedItems: z.array(z.uuid()).describe('Product ids already packed'),
});
export type UnpackedOrder = z.infer<typeof unpackedOrderSchema>;

export const orderPackBodySchema = z.object({ orderId: z.uuid(), productId: z.uuid() });
/** POST /api/orders/set-order-packed: every item of the order at once ("Alles gepackt"). */
export const wholeOrderPackBodySchema = z.object({ orderId: z.uuid() });
export const unpackBodySchema = z.object({
  orderId: z
    .uuid()
    .optional()
    .describe('Without it, the product itself is unpacked (sort-out list)'),
  productId: z.uuid(),
});
export const productPackBodySchema = z.object({ productId: z.uuid() });

export const orderPackStateSchema = z.object({
  orderId: z.uuid(),
  packedItems: z.array(z.uuid()),
  isPacked: z.boolean().describe('Every item of the order is packed'),
});
export const productPackStateSchema = z.object({ productId: z.uuid(), isPacked: z.boolean() });

const sortOutItemSchema = packItemSchema.extend({
  reason: z
    .enum(SORT_OUT_REASONS)
    .describe(
      'old: online SORT_OUT_DAYS days or more; ended: taken offline at its end (decision 076); inactive: taken offline by the owner; rejected: turned down at hand-in; sellerLeft: taken offline when its seller left (decision 077)',
    ),
  createdAt: z.iso.datetime(),
  listedAt: z.iso.datetime().describe('When it first went live: its days online count from here'),
  choice: z
    .enum(UNSOLD_CHOICES)
    .nullable()
    .describe(
      "What happens to it: the seller's wish for it, else her stored choice (decision 076)",
    ),
  sellerWish: z
    .enum(SELLER_WISHES)
    .nullable()
    .describe("The seller's wish from her page (decision 043): take it back or donate it"),
});
export const sortOutListSchema = z.object({
  olderThanDays: z.number().int().positive(),
  items: z.array(sortOutItemSchema),
});
