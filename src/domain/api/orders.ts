import { z } from 'zod';
import { CATEGORIES, CONDITIONS, DISCOUNT_TYPES, PAYMENT_METHOD_IDS } from '../catalog.ts';
import { DELIVERY_METHODS } from '../delivery.ts';
import { TIMELINE_ENTRY_KINDS } from '../order-events.ts';
import { productImageSchema } from './product.ts';

// Placing and reading orders (issue 4, decision 008). The browser sends ids, codes and choices;
// every price, discount and total is recomputed by the server. Amounts on the wire are euros.

const name = z.string().trim().min(1, { error: 'Bitte ausfüllen.' }).max(100);

export const orderUserDataSchema = z.object({
  firstName: name,
  lastName: name,
  emailAddress: z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' }).max(254),
  phone: z.string().trim().max(50).optional(),
  street: z.string().trim().max(200).optional(),
  postalCode: z.string().trim().max(20).optional(),
  city: z.string().trim().max(100).optional(),
});
export type OrderUserData = z.infer<typeof orderUserDataSchema>;

/** Unknown fields (prices, totals, discounts a browser might send) are stripped and ignored. */
export const placeOrderRequestSchema = z.object({
  productIds: z
    .array(z.uuid())
    .min(1, { error: 'Der Warenkorb ist leer.' })
    .max(100, { error: 'Höchstens 100 Artikel pro Bestellung.' }),
  userData: orderUserDataSchema,
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z
    .enum(PAYMENT_METHOD_IDS)
    .describe(
      "The customer's choice; 'voucher' when coupon and vouchers leave nothing to pay (refused otherwise). An order with nothing to pay records 'voucher' whatever was sent",
    ),
  couponCode: z.string().trim().max(64).nullish(),
  voucherCodes: z.array(z.string().trim().min(1).max(64)).max(10).default([]),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;

export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, {
    error: 'Der Header Idempotency-Key fehlt oder ist ungültig (16–100 Zeichen, z. B. eine UUID).',
  }),
  userid: z.uuid().optional(),
});

const orderItemSchema = z.object({
  _id: z.uuid().describe('The product id'),
  itemNumber: z.number().int().positive(),
  category: z.enum(CATEGORIES),
  name: z.string(),
  brand: z.string().nullable(),
  size: z.number().int().positive().nullable(),
  sizeHat: z.array(z.number().int().positive()),
  condition: z.enum(CONDITIONS),
  price: z.number().nonnegative().describe('Euros before the sale discount, at the time of order'),
  sale: z.boolean(),
  discount: z.number().int().min(0).max(100),
  salePrice: z.number().nonnegative().describe('What the item cost in this order, euros'),
  image: productImageSchema.nullable(),
});

export const orderSchema = z.object({
  _id: z.uuid().describe('Unguessable; the order page is /bestellung/{_id}'),
  orderNumber: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  orderItems: z.array(orderItemSchema),
  packedItems: z.array(z.uuid()),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z.enum(PAYMENT_METHOD_IDS),
  coupon: z
    .object({
      code: z.string(),
      discountType: z.enum(DISCOUNT_TYPES),
      discountAmount: z.number().nonnegative(),
    })
    .nullable(),
  vouchers: z.array(
    z.object({
      code: z.string().describe('Masked: only the last group is shown'),
      number: z.number().int().positive(),
      amount: z.number().nonnegative().describe('Euros of this voucher spent on the order'),
    }),
  ),
  subtotal: z.number().nonnegative(),
  couponDiscount: z.number().nonnegative(),
  deliveryCost: z.number().nonnegative(),
  total: z
    .number()
    .describe('subtotal − coupon + delivery; may be negative (docs/product.md §9.4)'),
  vouchersTotal: z.number().nonnegative(),
  valueToPay: z.number().nonnegative(),
  isPaid: z.boolean(),
  isCanceled: z.boolean(),
  paymentDueAt: z.iso
    .datetime()
    .nullable()
    .describe('An online payment not confirmed by then cancels the order'),
  timeline: z
    .array(
      z.object({
        kind: z.enum(TIMELINE_ENTRY_KINDS),
        at: z.iso.datetime(),
        amount: z.number().nonnegative().optional().describe('Euros: a refund, a payment'),
        refund: z.number().nonnegative().optional().describe('Euros refunded for items taken back'),
        voucher: z
          .number()
          .nonnegative()
          .optional()
          .describe('Euros back on the vouchers for items taken back'),
        trackingNumber: z.string().nullable().optional(),
        dueDay: z.iso.date().optional().describe('Klarna invoice: the Berlin day it is due'),
        items: z.array(z.string()).optional(),
        way: z.enum(['provider', 'manual']).optional(),
      }),
    )
    .describe(
      'What happened to the order, oldest first (decision 054); its German lines come from domain/order-events.ts',
    ),
  address: z.object({
    firstName: z.string(),
    lastName: z.string(),
    street: z.string().nullable(),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
  }),
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdParamsSchema = z.object({ id: z.uuid() });

export const startPaymentResponseSchema = z.object({
  paymentId: z.uuid().describe('Send it back with the confirmation'),
  provider: z.enum(['simulator', 'paypal', 'klarna']),
  approvalUrl: z
    .string()
    .nullable()
    .describe('Send the browser here to approve (simulator, PayPal); null for Klarna'),
  clientToken: z.string().nullable().describe('Klarna: token for the Klarna widget'),
  fundingSource: z
    .enum(['paypal', 'sepa', 'giropay', 'card'])
    .nullable()
    .describe('PayPal: the funding source the buttons should offer'),
});
export type StartPaymentResponse = z.infer<typeof startPaymentResponseSchema>;

export const confirmPaymentRequestSchema = z.object({
  paymentId: z.uuid(),
  authorizationToken: z
    .string()
    .max(500)
    .nullish()
    .describe('Klarna: authorization_token from the widget; simulator: token from the return URL'),
});
export type ConfirmPaymentRequest = z.infer<typeof confirmPaymentRequestSchema>;

export const ORDER_MESSAGES = {
  unavailable: (names: string) =>
    `Diese Artikel sind leider nicht mehr verfügbar: ${names}. Bitte prüfe deinen Warenkorb.`,
  notFound: 'Diese Bestellung gibt es nicht.',
  paymentMethodNotOffered:
    'Diese Zahlungsart bieten wir zurzeit nicht an. Bitte wähle eine andere.',
  paymentMethodRequired:
    'Deine Gutscheine decken den Betrag nicht ganz. Bitte wähle eine Bezahlmethode für den Rest.',
  notInvoicedYet:
    'Für diese Bestellung gibt es noch keine Rechnung: Sie wird ausgestellt, sobald die Bestellung bezahlt ist.',
  withdrawalRecorded: 'Der Widerruf ist für diese Bestellung schon erfasst.',
  invoiceComing:
    'Die Rechnung wird gerade ausgestellt. Bitte versuche es in einer Minute noch einmal; klappt es dann nicht, steht der Grund bei der Bestellung.',
  cashOnlyWithPickup: 'Barzahlung ist nur bei Abholung an der Abholstation möglich.',
  addressRequired: 'Für die Lieferung brauchen wir Straße, Postleitzahl und Ort.',
  voucherNotFound: (code: string) => `Wertgutschein ${code} nicht gefunden.`,
  voucherExpired: (code: string) => `Der Wertgutschein ${code} ist abgelaufen.`,
  voucherEmpty: (code: string) => `Der Wertgutschein ${code} ist bereits vollständig eingelöst.`,
  couponInvalid: (message: string) => `Gutschein: ${message}`,
  idempotencyKeyReused:
    'Dieser Idempotency-Key gehört schon zu einer anderen Bestellung. Bitte lade die Seite neu.',
  alreadyPaid: 'Diese Bestellung ist bereits bezahlt.',
  canceled: 'Diese Bestellung wurde storniert.',
  nothingToPay: 'Für diese Bestellung ist online nichts zu bezahlen.',
  paymentNotFound: 'Diese Zahlung gehört nicht zu der Bestellung.',
  paymentDeclined: 'Die Zahlung wurde nicht bestätigt. Bitte versuche es erneut.',
  lateRefunded:
    'Die Zahlung kam nach der Stornierung an und die Artikel sind nicht mehr verfügbar. Wir erstatten den Betrag.',
} as const;
