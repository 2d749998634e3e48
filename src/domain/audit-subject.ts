import { z } from 'zod';

// What an audit log row is about, kept in its `details.subject` (decision 059): the numbers the
// owner knows things by (order, item, seller) and the few facts its sentence needs that the
// request alone does not hold (an item's name before it was edited, a created item's number, a
// label's shipment number). Written by the server when the change runs; read by the sentence
// builder and the log's filters. Every field is optional: a subject says what it knows.

const auditItemSchema = z.object({
  number: z.number().int(),
  name: z.string().optional(),
  brand: z.string().nullable().optional(),
  size: z.number().nullable().optional(),
  sellerNumber: z.number().int().nullable().optional(),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

export const auditSubjectSchema = z.object({
  orderNumber: z.number().int().optional(),
  /** The order is picked up at the shop: "übergeben" rather than "versendet". */
  pickup: z.boolean().optional(),
  items: z.array(auditItemSchema).optional(),
  sellerNumber: z.number().int().optional(),
  sellerName: z.string().optional(),
  couponCode: z.string().optional(),
  voucherNumber: z.number().int().optional(),
  accountEmail: z.string().optional(),
  amountCents: z.number().int().optional(),
  shipmentNumber: z.string().optional(),
  labelKind: z.enum(['outbound', 'return']).optional(),
  /** How many of the chosen items a bulk change really changed (publish, sale). */
  count: z.number().int().optional(),
  /** The orders of a bulk shipment, each with whether it was shipped. */
  orders: z
    .array(z.object({ number: z.number().int(), shipped: z.boolean().optional() }))
    .optional(),
  /** The settings a save changed, with their values before (decision 056). */
  settingsBefore: z.record(z.string(), z.string()).optional(),
});
export type AuditSubject = z.infer<typeof auditSubjectSchema>;

/** A subject with the later facts laid over the earlier ones. */
export function mergeAuditSubjects(
  earlier: AuditSubject | undefined,
  later: AuditSubject | undefined,
): AuditSubject | undefined {
  if (earlier === undefined) return later;
  if (later === undefined) return earlier;
  return { ...earlier, ...later };
}

/** The subject a stored row holds, or an empty one for rows written before subjects existed. */
export function readAuditSubject(details: Record<string, unknown>): AuditSubject {
  const parsed = auditSubjectSchema.safeParse(details.subject);
  return parsed.success ? parsed.data : {};
}
