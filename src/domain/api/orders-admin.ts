import { z } from 'zod';
import { PAYMENT_METHOD_IDS } from '../catalog.ts';
import { DELIVERY_METHODS } from '../delivery.ts';
import { FOLLOW_UP_KINDS, FOLLOW_UP_STATUSES } from '../order-events.ts';
import { ORDER_COMMANDS, ORDER_STATUSES } from '../order-status.ts';
import { orderSchema } from './orders.ts';

export const adminOrderListQuerySchema = z.object({
  search: z.string().trim().max(100).optional().describe('Order number, customer name or e-mail'),
  status: z.enum(ORDER_STATUSES).optional(),
  attention: z.enum(['true', 'false']).optional().describe('Only orders flagged for the admin'),
  held: z
    .enum(['true', 'false'])
    .optional()
    .describe('Only orders a withdrawal holds: not to be sent (decision 054)'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminOrderListItemSchema = z.object({
  _id: z.uuid(),
  orderNumber: z.number().int(),
  createdAt: z.iso.datetime(),
  customerName: z.string(),
  email: z.string(),
  status: z.enum(ORDER_STATUSES),
  isPaid: z.boolean(),
  valueToPay: z.number(),
  total: z.number(),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  itemCount: z.number().int(),
  attentionReason: z.string().nullable(),
  withdrawals: z.number().int(),
  heldByWithdrawal: z
    .boolean()
    .describe('A withdrawal came before the goods left: do not pack or ship (decision 054)'),
});

export const adminOrderListSchema = z.object({
  orders: z.array(adminOrderListItemSchema),
  total: z.number().int(),
});

export const adminOrderDetailSchema = z.object({
  order: orderSchema,
  status: z.enum(ORDER_STATUSES),
  email: z.string(),
  phone: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
  packedAt: z.iso.datetime().nullable(),
  shippedAt: z.iso.datetime().nullable(),
  canceledAt: z.iso.datetime().nullable(),
  attentionReason: z.string().nullable(),
  heldByWithdrawal: z
    .boolean()
    .describe('A withdrawal came before the goods left: do not pack or ship; cancel it instead'),
  availableActions: z
    .array(z.enum(ORDER_COMMANDS))
    .describe("What the admin may do now; 'pay-and-hand-over' for an open cash pickup order"),
  unpackedItemCount: z
    .number()
    .int()
    .nonnegative()
    .describe(
      'Items of the order not packed yet; shipping or handing over then needs a confirmation',
    ),
  followUps: z
    .array(
      z.object({
        id: z.number().int(),
        kind: z.enum(FOLLOW_UP_KINDS),
        status: z.enum(FOLLOW_UP_STATUSES),
        attempts: z.number().int().nonnegative(),
        lastError: z.string().nullable(),
        createdAt: z.iso.datetime(),
        doneAt: z.iso.datetime().nullable(),
      }),
    )
    .describe("The work the order's events left (invoices, mails, refunds), oldest first"),
  withdrawals: z.array(
    z.object({
      name: z.string(),
      email: z.string(),
      message: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  payments: z.array(
    z.object({
      provider: z.string(),
      status: z.string(),
      amount: z.number(),
      reference: z.string(),
      createdAt: z.iso.datetime(),
    }),
  ),
  documents: z
    .array(
      z.object({
        id: z.number().int(),
        number: z.string(),
        kind: z.enum(['invoice', 'cancellation']),
        issuedAt: z.iso.datetime(),
      }),
    )
    .describe('Invoices and cancellation invoices issued for the order, oldest first'),
  returnableProductIds: z
    .array(z.uuid())
    .describe('Items of a paid order that may still be cancelled or taken back'),
  returns: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(['cancellation', 'return']),
      createdAt: z.iso.datetime(),
      items: z.array(z.object({ productId: z.uuid(), name: z.string(), resellable: z.boolean() })),
      total: z.number(),
      money: z.number(),
      vouchers: z.number(),
      documentNumber: z.string().nullable(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.uuid(),
      way: z.enum(['provider', 'manual']),
      status: z.enum(['pending', 'succeeded', 'failed']),
      amount: z.number(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      providerReference: z.string().nullable(),
      createdAt: z.iso.datetime(),
      completedAt: z.iso.datetime().nullable(),
    }),
  ),
});

export const orderReturnBodySchema = z.object({
  items: z
    .array(
      z.object({
        productId: z.uuid(),
        resellable: z.boolean().describe('False: damaged or incomplete, taken off sale'),
      }),
    )
    .min(1)
    .max(200),
});

export const orderActionBodySchema = z.object({
  action: z.enum(ORDER_COMMANDS),
  trackingNumber: z.string().trim().max(100).optional(),
  confirmUnpacked: z
    .boolean()
    .default(false)
    .describe('Ship or hand over although items are not packed (otherwise 409)'),
  overrideWithdrawal: z
    .boolean()
    .default(false)
    .describe('Ship or hand over although a withdrawal holds the order (otherwise 409)'),
});
