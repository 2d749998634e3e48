import { z } from 'zod';

export const sellerSchema = z.object({
  number: z.number().int().positive().max(99_999),
  name: z.string().trim().min(1, { error: 'Bitte gib den Namen an.' }).max(100),
  email: z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse an.' }).nullable().default(null),
  phone: z.string().trim().max(50).nullable().default(null),
  notes: z.string().trim().max(1000).nullable().default(null),
});
export type Seller = z.infer<typeof sellerSchema>;
export const sellerListSchema = z.array(
  sellerSchema.extend({
    productCount: z.number().int().nonnegative(),
    /** She left (decision 077): her page is closed, her items offline. */
    leftAt: z.iso.datetime().nullable().default(null),
  }),
);

export const sellerStatementSchema = z.object({
  seller: sellerSchema,
  sharePercent: z.number().int(),
  items: z.object({
    online: z.number().int(),
    reserved: z.number().int(),
    sold: z.number().int(),
    inactive: z.number().int(),
  }),
  sales: z.array(
    z.object({
      itemNumber: z.number().int(),
      name: z.string(),
      category: z.string(),
      orderNumber: z.number().int(),
      soldAt: z.iso.datetime(),
      salePrice: z.number(),
      share: z.number(),
    }),
  ),
  payouts: z.array(
    z.object({
      id: z.number().int(),
      amount: z.number(),
      note: z.string(),
      createdAt: z.iso.datetime(),
      /** Paid by a SEPA run, with a statement: GET /api/admin/payouts/{id}/statement.pdf. */
      hasStatement: z.boolean(),
    }),
  ),
  totals: z.object({
    salesValue: z.number(),
    shareOwed: z.number(),
    paidOut: z.number(),
    balance: z.number().describe('Still owed to the seller'),
  }),
});

export const createPayoutBodySchema = z.object({
  amount: z
    .number()
    .positive({ error: 'Bitte gib einen Betrag über 0 € an.' })
    .max(100_000)
    .multipleOf(0.01),
  note: z.string().trim().max(200).default(''),
});
