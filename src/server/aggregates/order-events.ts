import { and, count, eq, isNull } from 'drizzle-orm';
import { needsShippingAddress } from '../../domain/delivery.ts';
import { formatEuro } from '../../domain/money.ts';
import {
  FOLLOW_UP_LABELS,
  klarnaDueDay,
  type FollowUpKind,
  type OrderEventName,
  type TimelineEntryData,
  type TimelineEntryKind,
} from '../../domain/order-events.ts';
import {
  isHandedOver,
  isHeldByWithdrawal,
  unpackedItemsMessage,
  WITHDRAWAL_HOLD_MESSAGE,
  type StatusStep,
} from '../../domain/order-status.ts';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { orderEvents, orderItems, orders } from '../db/schema.ts';
import { recordFollowUps, type NewFollowUp } from '../lib/follow-ups.ts';
import { HttpError } from '../lib/http-error.ts';
import type { PaymentGatewayName } from '../lib/payments/payment-gateway.ts';
import { announceItemsPaid, releaseOrder } from './order-holdings.ts';
import { recordReturn, type RecordedReturn, type ReturnedLine } from './order-returns.ts';
import { statusAfterSteps, writeOrderChange, type OrderChanges } from './order-state.ts';
import {
  countOpenRefunds,
  markRefundFailed,
  markRefundSucceeded,
  queueRefund,
} from './refund-ledger.ts';

// An order's life in one place (decision 054). Every event that happens to an order is declared
// here once: what refuses it, what it does in its transaction (give items back, refill vouchers,
// queue a refund), the steps it moves the status by (domain/order-status.ts), the fields it sets,
// the entry it writes to the customer's timeline, and the work that must follow it (an invoice, a
// mail, a refund), recorded as follow-ups in the same transaction (lib/follow-ups.ts). A feature
// decides when an event happens, locks the order row, calls applyOrderEvent, commits, and wakes
// the follow-up runner; the handlers of the follow-ups are features/orders/order-follow-ups.ts.
// docs/architecture.md has this table in words ("event → fields → follow-ups → where"), and a
// test keeps the two the same.

type OrderRow = typeof orders.$inferSelect;

type Nothing = Record<string, never>;

/** What each event carries besides the order. */
export type OrderEventPayloads = {
  placed: Nothing;
  'payment-captured': { provider: PaymentGatewayName; reference: string };
  'payment-abandoned': Nothing;
  'payment-revived': { provider: PaymentGatewayName; reference: string };
  'payment-refused': { paymentAttemptId: string; amountCents: number; reason: 'paid' | 'late' };
  'mark-paid': Nothing;
  packed: Nothing;
  unpacked: Nothing;
  ship: { trackingNumber: string | null; confirmUnpacked: boolean; overrideWithdrawal: boolean };
  /** The declaration made with the 'Vertrag widerrufen' form; null: recorded by the owner. */
  'withdrawal-received': { withdrawalId: string | null };
  'items-returned': { lines: readonly ReturnedLine[] };
  cancel: Nothing;
  'refund-succeeded': {
    refundId: string;
    amountCents: number;
    way: 'provider' | 'manual';
    providerReference: string | null;
  };
  'refund-failed': { refundId: string; amountCents: number; error: string };
  'follow-up-failed': { kind: FollowUpKind; error: string };
  'follow-up-retried': { kind: FollowUpKind };
};

/** What an event's effects hand to its steps, fields, entry and follow-ups. */
type OrderEventResults = {
  [N in OrderEventName]: N extends 'items-returned'
    ? RecordedReturn
    : N extends 'payment-refused'
      ? { refundId: string | null }
      : N extends 'refund-succeeded'
        ? { openRefunds: number }
        : void;
};

type Entry = { kind: TimelineEntryKind; data?: TimelineEntryData } | null;

type EventDefinition<P, R> = {
  /** The files that apply it (below src/server), for docs/architecture.md. */
  where: readonly string[];
  /** Every step of the status table it may take (a given event takes some or none of them). */
  moves: readonly StatusStep[];
  /** Every field of the order it may set. */
  fields: readonly (keyof OrderChanges)[];
  /** Every entry of the customer's timeline it may write. */
  entries: readonly TimelineEntryKind[];
  /** Every kind of follow-up it may record. */
  followUpKinds: readonly FollowUpKind[];
  /** Refuses the event with a German 4xx before anything is written. */
  guard?: (tx: DatabaseOrTransaction, order: OrderRow, payload: P) => Promise<void>;
  /** Work done in the event's transaction before the order row is written. */
  effects?: (tx: DatabaseOrTransaction, order: OrderRow, payload: P, now: Date) => Promise<R>;
  /** The steps of the status table it takes, in order (none: the status stays). */
  steps: (order: OrderRow, payload: P, result: R) => StatusStep[];
  /** The fields of the order it sets besides the status. */
  sets: (order: OrderRow, payload: P, result: R, now: Date) => OrderChanges;
  /** What the customer reads on her order page; null: for the shop only. */
  entry: (order: OrderRow, payload: P, result: R, now: Date) => Entry;
  /** Work for after the transaction, recorded in it. */
  followUps: (order: OrderRow, payload: P, result: R, eventId: number) => NewFollowUp[];
};

type Definitions = {
  [N in OrderEventName]: EventDefinition<OrderEventPayloads[N], OrderEventResults[N]>;
};

const none = () => [];

/** How the flags begin that ask the owner to see to a refund. */
const REFUND_FLAG_START = 'Erstattung von ';

/** How the flag begins that says a follow-up of this kind gave up. */
const failedFlagStart = (kind: FollowUpKind) => `${FOLLOW_UP_LABELS[kind]} fehlgeschlagen: `;

/** A paid order's invoice, and its confirmation mail with the invoice attached. */
function afterPayment(order: OrderRow): NewFollowUp[] {
  return [
    { kind: 'issue-invoice', subject: order.id, payload: { orderId: order.id } },
    {
      kind: 'mail-confirmation',
      subject: order.id,
      payload: { orderId: order.id },
      after: { kind: 'issue-invoice', subject: order.id },
    },
  ];
}

/** The fields of money that arrived: when, through whom, under which reference. */
function paidFields(
  by: { provider: PaymentGatewayName | 'none'; reference: string | null },
  now: Date,
): OrderChanges {
  return {
    paidAt: now,
    paymentProvider: by.provider,
    paymentReference: by.reference,
    paymentDueAt: null,
  };
}

/** Live lines of an order not packed yet (what the unpacked guard counts). */
export async function countUnpackedItems(
  tx: DatabaseOrTransaction,
  orderId: string,
): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        isNull(orderItems.releasedAt),
        eq(orderItems.isPacked, false),
      ),
    );
  return row?.value ?? 0;
}

export const ORDER_EVENTS: Definitions = {
  // The customer pressed "zahlungspflichtig bestellen". Placing itself (orders.service.ts) sells
  // the items, spends the vouchers and records the coupon; a cash order stands at once and is
  // confirmed, an online one once paid. With nothing left to pay, 'mark-paid' follows at once.
  placed: {
    where: ['features/orders/orders.service.ts'],
    moves: [],
    fields: [],
    entries: ['placed'],
    followUpKinds: ['mail-confirmation'],
    steps: none,
    sets: () => ({}),
    entry: () => ({ kind: 'placed' }),
    followUps: (order) =>
      order.paymentMethod === 'cash'
        ? [{ kind: 'mail-confirmation', subject: order.id, payload: { orderId: order.id } }]
        : [],
  },

  // The provider confirmed the money (order-payments.service.ts).
  'payment-captured': {
    where: ['features/orders/order-payments.service.ts'],
    moves: ['payment-captured'],
    fields: ['paidAt', 'paymentProvider', 'paymentReference', 'paymentDueAt'],
    entries: ['paid', 'paid-later'],
    followUpKinds: ['issue-invoice', 'mail-confirmation'],
    steps: () => ['payment-captured'],
    sets: (_order, payload, _result, now) => paidFields(payload, now),
    entry: (order, _payload, _result, now) =>
      order.paymentMethod === 'klarna-pay-later'
        ? { kind: 'paid-later', data: { dueDay: klarnaDueDay(now) } }
        : { kind: 'paid' },
    followUps: afterPayment,
  },

  // The payment deadline passed (abandoned-orders.ts): items back on sale, vouchers refilled,
  // the coupon use forgotten, the customer told.
  'payment-abandoned': {
    where: ['features/orders/abandoned-orders.ts'],
    moves: ['payment-abandoned'],
    fields: ['canceledAt'],
    entries: ['payment-abandoned'],
    followUpKinds: ['mail-payment-timeout'],
    guard: async (_tx, order) => {
      if (order.paidAt !== null) throw new HttpError(409, 'Diese Bestellung ist bezahlt.');
    },
    effects: (tx, order, _payload, now) => releaseOrder(tx, order.id, now),
    steps: () => ['payment-abandoned'],
    sets: (_order, _payload, _result, now) => ({ canceledAt: now }),
    entry: () => ({ kind: 'payment-abandoned' }),
    followUps: (order) => [
      { kind: 'mail-payment-timeout', subject: order.id, payload: { orderId: order.id } },
    ],
  },

  // Money came for a cancelled order whose items and vouchers were still free: the caller took
  // them back (order-holdings.ts#reviveCancelledOrder) and the order stands again.
  'payment-revived': {
    where: ['features/orders/order-payments.service.ts'],
    moves: ['payment-revived'],
    fields: [
      'paidAt',
      'paymentProvider',
      'paymentReference',
      'paymentDueAt',
      'canceledAt',
      'attentionReason',
    ],
    entries: ['revived'],
    followUpKinds: ['issue-invoice', 'mail-confirmation'],
    steps: () => ['payment-revived'],
    sets: (_order, payload, _result, now) => ({
      ...paidFields(payload, now),
      canceledAt: null,
      attentionReason: 'Zahlung kam nach der Stornierung; Bestellung wiederhergestellt.',
    }),
    entry: () => ({ kind: 'revived' }),
    followUps: afterPayment,
  },

  // Money nobody ordered: a second payment of a paid order, or one that came after the order's
  // items were gone. It goes back whole, and the owner is told.
  'payment-refused': {
    where: ['features/orders/order-payments.service.ts'],
    moves: [],
    fields: ['attentionReason'],
    entries: ['payment-refused'],
    followUpKinds: ['send-refund'],
    effects: async (tx, order, payload, now) => {
      const refund = await queueRefund(
        tx,
        {
          orderId: order.id,
          returnId: null,
          amountCents: payload.amountCents,
          paymentAttemptId: payload.paymentAttemptId,
        },
        now,
      );
      return { refundId: refund?.id ?? null };
    },
    steps: none,
    sets: (_order, payload) => ({
      attentionReason:
        payload.reason === 'paid'
          ? `Doppelte Zahlung über ${formatEuro(payload.amountCents)} erhalten, wird erstattet.`
          : 'Zahlung kam nach der Stornierung, Artikel oder Wertgutscheine nicht mehr frei: wird erstattet.',
    }),
    entry: (_order, payload) => ({
      kind: 'payment-refused',
      data: { amountCents: payload.amountCents },
    }),
    followUps: (_order, _payload, result) =>
      result.refundId === null
        ? []
        : [
            {
              kind: 'send-refund',
              subject: result.refundId,
              payload: { refundId: result.refundId },
            },
          ],
  },

  // Paid without a provider: cash at the counter, money that came outside the shop, or vouchers
  // that cover everything. A cash order packed before pickup is packed and now paid.
  'mark-paid': {
    where: ['features/orders/orders-admin.service.ts', 'features/orders/orders.service.ts'],
    moves: ['mark-paid', 'packed'],
    fields: ['paidAt', 'paymentProvider', 'paymentReference', 'paymentDueAt'],
    entries: ['paid', 'paid-at-pickup', 'paid-by-voucher'],
    followUpKinds: ['issue-invoice', 'mail-confirmation'],
    steps: (order) => (order.packedAt ? ['mark-paid', 'packed'] : ['mark-paid']),
    sets: (order, _payload, _result, now) =>
      paidFields({ provider: 'none', reference: order.paymentReference }, now),
    entry: (order) => ({
      kind:
        order.paymentMethod === 'voucher'
          ? 'paid-by-voucher'
          : order.paymentMethod === 'cash'
            ? 'paid-at-pickup'
            : 'paid',
    }),
    followUps: afterPayment,
  },

  // The last item of the order went into its parcel (packing.service.ts). A pickup order is
  // ready at the counter, and its customer is told so.
  packed: {
    where: ['features/packing/packing.service.ts'],
    moves: ['packed'],
    fields: ['packedAt'],
    entries: ['packed'],
    followUpKinds: ['mail-ready-for-pickup'],
    steps: () => ['packed'],
    sets: (_order, _payload, _result, now) => ({ packedAt: now }),
    entry: () => ({ kind: 'packed' }),
    followUps: (order) =>
      isHandedOver(order.deliveryMethod)
        ? [{ kind: 'mail-ready-for-pickup', subject: order.id, payload: { orderId: order.id } }]
        : [],
  },

  // An item came out of the parcel again.
  unpacked: {
    where: ['features/packing/packing.service.ts'],
    moves: ['unpacked'],
    fields: ['packedAt'],
    entries: ['unpacked'],
    followUpKinds: [],
    steps: () => ['unpacked'],
    sets: () => ({ packedAt: null }),
    entry: () => ({ kind: 'unpacked' }),
    followUps: none,
  },

  // The parcel left, or the customer took her order at the counter. Not while a withdrawal
  // holds the order (unless the owner overrides it on purpose), not without a DHL tracking
  // number, and not with items left on the shelf unless she confirms it.
  ship: {
    where: [
      'features/orders/orders-admin.service.ts',
      'features/shipping-labels/bulk-shipping.service.ts',
    ],
    moves: ['ship'],
    fields: ['shippedAt', 'trackingNumber'],
    entries: ['shipped', 'handed-over'],
    followUpKinds: ['mail-shipped'],
    guard: async (tx, order, payload) => {
      statusAfterSteps(order.status, ['ship']);
      if (isHeldByWithdrawal(order) && !payload.overrideWithdrawal) {
        throw new HttpError(409, WITHDRAWAL_HOLD_MESSAGE);
      }
      if (
        order.deliveryMethod === 'liefernDHL' &&
        !(payload.trackingNumber ?? order.trackingNumber)
      ) {
        throw new HttpError(400, 'Bitte gib die Sendungsnummer an.');
      }
      const unpacked = await countUnpackedItems(tx, order.id);
      if (unpacked > 0 && !payload.confirmUnpacked) {
        throw new HttpError(409, unpackedItemsMessage(unpacked));
      }
    },
    steps: () => ['ship'],
    // A DHL label already filled the number (decision 040); a number typed in replaces it.
    sets: (order, payload, _result, now) => ({
      shippedAt: now,
      trackingNumber: payload.trackingNumber ?? order.trackingNumber,
    }),
    entry: (order, payload) =>
      isHandedOver(order.deliveryMethod)
        ? { kind: 'handed-over' }
        : {
            kind: 'shipped',
            data: { trackingNumber: payload.trackingNumber ?? order.trackingNumber },
          },
    // She is standing at the counter: a pickup order gets no mail.
    followUps: (order) =>
      needsShippingAddress(order.deliveryMethod)
        ? [{ kind: 'mail-shipped', subject: order.id, payload: { orderId: order.id } }]
        : [],
  },

  // The customer withdrew ('Vertrag widerrufen', or told the owner, who records it). Goods that
  // left come back ('withdrawn'); an order still in the shop is held until the owner cancels it.
  // The receipt is the withdrawal's own follow-up (withdrawals.service.ts).
  'withdrawal-received': {
    where: [
      'features/withdrawals/withdrawals.service.ts',
      'features/orders/orders-admin.service.ts',
    ],
    moves: ['withdraw'],
    fields: ['withdrawalReceivedAt'],
    entries: ['withdrawal-received'],
    followUpKinds: [],
    steps: (order) => (order.status === 'shipped' ? ['withdraw'] : []),
    sets: (order, _payload, _result, now) =>
      order.withdrawalReceivedAt === null && ['open', 'paid', 'packed'].includes(order.status)
        ? { withdrawalReceivedAt: now }
        : {},
    entry: () => ({ kind: 'withdrawal-received' }),
    followUps: none,
  },

  // Items of a paid order came back, or were cancelled before shipping (decision 034): the
  // return's effects (aggregates/order-returns.ts) give the items back, refill the vouchers and
  // queue the refund; with the last item the order is cancelled or returned.
  'items-returned': {
    where: ['features/orders/order-returns.service.ts', 'features/orders/orders-admin.service.ts'],
    moves: ['cancel', 'return'],
    fields: ['canceledAt', 'attentionReason'],
    entries: ['items-cancelled', 'items-returned'],
    followUpKinds: ['issue-cancellation', 'mail-return', 'mail-cancelled', 'send-refund'],
    effects: (tx, order, payload, now) => recordReturn(tx, order, payload.lines, now),
    steps: (_order, _payload, result) =>
      result.allBack ? [result.kind === 'cancellation' ? 'cancel' : 'return'] : [],
    sets: (_order, _payload, result, now) => ({
      ...(result.allBack && result.kind === 'cancellation' ? { canceledAt: now } : {}),
      ...(result.refund?.way === 'manual'
        ? {
            attentionReason: `${REFUND_FLAG_START}${formatEuro(result.amounts.moneyCents)} bar oder per Überweisung auszahlen.`,
          }
        : {}),
    }),
    entry: (_order, _payload, result) => ({
      kind: result.kind === 'cancellation' ? 'items-cancelled' : 'items-returned',
      data: {
        items: result.itemLabels,
        refundCents: result.amounts.moneyCents,
        voucherCents: result.amounts.voucherCents,
        ...(result.refund ? { way: result.refund.way } : {}),
      },
    }),
    followUps: (order, _payload, result, eventId) => {
      const mail: NewFollowUp =
        result.allBack && result.kind === 'cancellation'
          ? {
              kind: 'mail-cancelled',
              subject: eventId,
              payload: { orderId: order.id, returnId: result.returnId },
            }
          : {
              kind: 'mail-return',
              subject: result.returnId,
              payload: { returnId: result.returnId },
            };
      return [
        {
          kind: 'issue-cancellation',
          subject: result.returnId,
          payload: { returnId: result.returnId },
        },
        mail,
        // "We refund" is read before "we refunded".
        ...(result.refund?.way === 'provider'
          ? [
              {
                kind: 'send-refund' as const,
                subject: result.refund.id,
                payload: { refundId: result.refund.id },
                after: { kind: mail.kind, subject: mail.subject },
              },
            ]
          : []),
      ];
    },
  },

  // An unpaid order is cancelled (the owner; a paid one goes through 'items-returned'): items
  // back on sale, vouchers refilled, the coupon use forgotten, the customer told.
  cancel: {
    where: ['features/orders/orders-admin.service.ts'],
    moves: ['cancel'],
    fields: ['canceledAt'],
    entries: ['cancelled'],
    followUpKinds: ['mail-cancelled'],
    guard: async (_tx, order) => {
      if (order.paidAt !== null) {
        throw new Error('a paid order is cancelled by taking its items back (items-returned)');
      }
    },
    effects: (tx, order, _payload, now) => releaseOrder(tx, order.id, now),
    steps: () => ['cancel'],
    sets: (_order, _payload, _result, now) => ({ canceledAt: now }),
    entry: () => ({ kind: 'cancelled' }),
    followUps: (order, _payload, _result, eventId) => [
      { kind: 'mail-cancelled', subject: eventId, payload: { orderId: order.id } },
    ],
  },

  // The money went back: the provider confirmed the refund, or the owner paid it out herself.
  'refund-succeeded': {
    where: ['features/orders/order-follow-ups.ts', 'features/orders/order-refunds.service.ts'],
    moves: [],
    fields: ['attentionReason'],
    entries: ['refund-done'],
    followUpKinds: ['mail-refund'],
    effects: async (tx, order, payload, now) => {
      await markRefundSucceeded(tx, payload.refundId, payload.providerReference, now);
      return { openRefunds: await countOpenRefunds(tx, order.id) };
    },
    steps: none,
    // A flag that asked for this money ('Erstattung von …') is done once nothing is open any
    // more; one about something else (a late payment) stays for the owner to read.
    sets: (order, _payload, result) =>
      result.openRefunds === 0 && order.attentionReason?.startsWith(REFUND_FLAG_START)
        ? { attentionReason: null }
        : {},
    entry: (_order, payload) => ({
      kind: 'refund-done',
      data: { amountCents: payload.amountCents, way: payload.way },
    }),
    followUps: (_order, payload) => [
      {
        kind: 'mail-refund',
        subject: payload.refundId,
        payload: { refundId: payload.refundId, way: payload.way },
      },
    ],
  },

  // Sending a refund gave up (the provider refused, or stayed unreachable): a person decides.
  'refund-failed': {
    where: ['features/orders/order-follow-ups.ts'],
    moves: [],
    fields: ['attentionReason'],
    entries: [],
    followUpKinds: [],
    effects: (tx, _order, payload) => markRefundFailed(tx, payload.refundId, payload.error),
    steps: none,
    sets: (_order, payload) => ({
      attentionReason: `${REFUND_FLAG_START}${formatEuro(payload.amountCents)} vom Zahlungsanbieter abgelehnt oder nicht erreichbar: bitte prüfen.`,
    }),
    entry: () => null,
    followUps: none,
  },

  // Another follow-up (an invoice, a mail) gave up after its last try: the order is flagged, so
  // the owner sees it in her list and on the dashboard, and tries it again on the order's page.
  'follow-up-failed': {
    where: ['features/orders/order-follow-ups.ts'],
    moves: [],
    fields: ['attentionReason'],
    entries: [],
    followUpKinds: [],
    steps: none,
    sets: (_order, payload) => ({
      attentionReason: `${failedFlagStart(payload.kind)}${payload.error.slice(0, 200)}. Unter „Was danach passiert“ erneut versuchen.`,
    }),
    entry: () => null,
    followUps: none,
  },

  // The owner tries a failed follow-up again (the caller put it back in the queue): its flag
  // goes; should it fail again, it comes back.
  'follow-up-retried': {
    where: ['features/orders/orders-admin.service.ts'],
    moves: [],
    fields: ['attentionReason'],
    entries: [],
    followUpKinds: [],
    steps: none,
    sets: (order, payload) =>
      order.attentionReason?.startsWith(failedFlagStart(payload.kind))
        ? { attentionReason: null }
        : {},
    entry: () => null,
    followUps: none,
  },
};

export type AppliedOrderEvent<N extends OrderEventName> = {
  /** The order as the event left it. */
  order: OrderRow;
  eventId: number;
  result: OrderEventResults[N];
};

/**
 * Applies one event to an order whose row the caller has locked (`select … for update`), all in
 * the caller's transaction: guard, effects, status steps and fields, the timeline entry, the
 * follow-ups. After the commit the caller wakes the follow-up runner.
 */
export async function applyOrderEvent<N extends OrderEventName>(
  tx: DatabaseOrTransaction,
  order: OrderRow,
  name: N,
  payload: OrderEventPayloads[N],
  now: Date,
): Promise<AppliedOrderEvent<N>> {
  const definition: EventDefinition<OrderEventPayloads[N], OrderEventResults[N]> =
    ORDER_EVENTS[name];
  await definition.guard?.(tx, order, payload);
  const result = (await definition.effects?.(tx, order, payload, now)) as OrderEventResults[N];
  const changes = definition.sets(order, payload, result, now);
  const steps = definition.steps(order, payload, result);
  const entry = definition.entry(order, payload, result, now);
  // What it does stays within what it declares, which docs/architecture.md shows.
  assertDeclared(name, 'moves', steps, definition.moves);
  assertDeclared(name, 'fields', Object.keys(changes), definition.fields);
  assertDeclared(name, 'entries', entry ? [entry.kind] : [], definition.entries);
  const status = await writeOrderChange(tx, order, steps, changes, now);
  const [event] = await tx
    .insert(orderEvents)
    .values({
      orderId: order.id,
      event: name,
      entry: entry?.kind ?? null,
      data: entry?.data ?? {},
      createdAt: now,
    })
    .returning({ id: orderEvents.id });
  if (!event) throw new Error('order event not recorded');
  const followUps = definition.followUps(order, payload, result, event.id);
  assertDeclared(
    name,
    'followUpKinds',
    followUps.map((followUp) => followUp.kind),
    definition.followUpKinds,
  );
  await recordFollowUps(
    tx,
    followUps.map((followUp) => ({ ...followUp, orderId: followUp.orderId ?? order.id })),
    { eventId: event.id, now },
  );
  // Money for an order that waited for it: its items stop looking reserved on every page. Last:
  // a statement that changes products locks the shop's one version row until the commit, so
  // every other reservation, order and payment waits for this transaction's remaining round
  // trips (decisions 065 and 103).
  if (order.paymentDueAt !== null && 'paymentDueAt' in changes && changes.paymentDueAt === null) {
    await announceItemsPaid(tx, order.id, now);
  }
  const changed: OrderRow = { ...order, ...changes, status, updatedAt: now };
  return { order: changed, eventId: event.id, result };
}

function assertDeclared(
  name: OrderEventName,
  list: string,
  used: readonly string[],
  declared: readonly string[],
): void {
  const undeclared = used.filter((value) => !declared.includes(value));
  if (undeclared.length > 0) {
    throw new Error(`order event ${name} uses ${undeclared.join(', ')}, not in its ${list}`);
  }
}

/** Locks an order's row for an event; null when there is no such order. */
export async function lockOrder(
  tx: DatabaseOrTransaction,
  orderId: string,
): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}
