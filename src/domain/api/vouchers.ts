import { z } from 'zod';

// POST /api/voucher/validate (docs/product.md §5.1, §7.1).
// The client merges the response with the code.

export const voucherValidateRequestSchema = z.object({
  code: z.string().trim().min(1, { error: 'Bitte gib einen Code ein.' }).max(64),
});
export type VoucherValidateRequest = z.infer<typeof voucherValidateRequestSchema>;

export const voucherSchema = z.object({
  code: z.string().describe('Canonical form: upper case, XXXX-XXXX-XXXX-XXXX'),
  number: z.number().int().positive(),
  remainingValue: z.number().nonnegative().describe('Euros still on the voucher'),
  usedValue: z.number().nonnegative().describe('Euros already spent'),
  initialValue: z.number().nonnegative(),
  validUntil: z.iso.datetime().nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const VOUCHER_MESSAGES = {
  invalidFormat: 'Das ist kein gültiger Wertgutschein-Code (Format XXXX-XXXX-XXXX-XXXX).',
  notFound: 'Wertgutschein nicht gefunden.',
  expired: 'Der Wertgutschein ist abgelaufen.',
  empty: 'Der Wertgutschein ist bereits vollständig eingelöst.',
} as const;

/** Admin: issuing gift cards and reading their ledger. */
export const createVoucherBodySchema = z.object({
  value: z
    .number({ error: 'Bitte gib den Wert an.' })
    .min(1, { error: 'Ein Wertgutschein hat mindestens 1,00 €.' })
    .max(1000)
    .multipleOf(0.01),
  validUntil: z.iso.date().nullable().default(null).describe('Last day of validity (Berlin)'),
});

export const adminVoucherSchema = voucherSchema.extend({
  _id: z.number().int(),
  createdAt: z.iso.datetime(),
  ledger: z.array(
    z.object({
      kind: z.enum(['issue', 'redeem', 'release']),
      amount: z.number().describe('Euros: positive adds value, negative spends it'),
      orderNumber: z.number().int().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export const adminVoucherListSchema = z.array(adminVoucherSchema);
