import { z } from 'zod';

// The 'Vertrag widerrufen' form (§ 356a BGB): no login; name, order identification, e-mail.

export const withdrawalRequestSchema = z.object({
  name: z.string().trim().min(1, { error: 'Bitte gib deinen Namen ein.' }).max(200),
  orderNumber: z.string().trim().min(1, { error: 'Bitte gib deine Bestellnummer ein.' }).max(100),
  email: z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' }).max(254),
  message: z.string().trim().max(2000).optional(),
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalReceiptSchema = z.object({
  withdrawalId: z.uuid(),
  receivedAt: z.iso.datetime().describe('Date and time the withdrawal was declared'),
  message: z.string().describe('Confirmation text to show'),
});
export type WithdrawalReceipt = z.infer<typeof withdrawalReceiptSchema>;

/** A recorded withdrawal as the admin sees it (on the order, or unmatched). */
export const adminWithdrawalSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
  name: z.string(),
  email: z.string(),
  orderNumberText: z.string().describe('The order identification exactly as entered'),
  orderId: z.uuid().nullable().describe('The matching order (number and e-mail), if any'),
  orderNumber: z.number().int().positive().nullable(),
  message: z.string(),
  receiptSentAt: z.iso.datetime().nullable(),
});

export const adminWithdrawalsQuerySchema = z.object({ orderId: z.uuid().optional() });
