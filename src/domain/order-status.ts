/**
 * Order states, the admin's actions and the system's steps, and the one table of transitions
 * between them (decision 031). Every change of an order's status is one step of this table; a
 * pair not in it is refused. The order's events (src/server/aggregates/order-events.ts, decision
 * 054) move the status only through these steps, and src/server/aggregates/order-state.ts, the
 * only writer of orders.status, applies them.
 */
import type { PaymentMethodId } from './catalog.ts';
import type { DeliveryMethod } from './delivery.ts';

export const ORDER_STATUSES = [
  'open',
  'paid',
  'packed',
  'shipped',
  'cancelled',
  'withdrawn',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_ACTIONS = ['mark-paid', 'ship', 'cancel', 'withdraw', 'return'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  open: 'Offen',
  paid: 'Bezahlt',
  packed: 'Gepackt',
  shipped: 'Versendet',
  cancelled: 'Storniert',
  withdrawn: 'Widerrufen',
  returned: 'Zurückgegeben',
};

/**
 * What moves an order's status without an admin's button: the provider confirms the money, the
 * payment deadline passes, a late payment revives a cancelled order (decision 009), the pack
 * list packs or unpacks the last item.
 */
const SYSTEM_STEPS = [
  'payment-captured',
  'payment-abandoned',
  'payment-revived',
  'packed',
  'unpacked',
] as const;

/** One step of the status table: an admin's action or a system step. */
export type StatusStep = OrderAction | (typeof SYSTEM_STEPS)[number];
export const STATUS_STEPS: readonly StatusStep[] = [...ORDER_ACTIONS, ...SYSTEM_STEPS];

const TRANSITIONS: Record<StatusStep, Partial<Record<OrderStatus, OrderStatus>>> = {
  // Cash at pickup, money that arrived outside the shop, or vouchers that cover everything: an
  // open order becomes paid.
  'mark-paid': { open: 'paid' },
  ship: { paid: 'shipped', packed: 'shipped' },
  cancel: { open: 'cancelled', paid: 'cancelled', packed: 'cancelled' },
  // Goods that left the shop: the customer sends them back. A withdrawal before they left holds
  // the order instead, until the owner cancels it (decision 054).
  withdraw: { shipped: 'withdrawn' },
  return: { shipped: 'returned', withdrawn: 'returned' },
  'payment-captured': { open: 'paid' },
  'payment-abandoned': { open: 'cancelled' },
  'payment-revived': { cancelled: 'paid' },
  // A cash order is packed before pickup and stays open until it is paid; its 'mark-paid' is
  // followed by 'packed'.
  packed: { open: 'open', paid: 'packed' },
  unpacked: { open: 'open', packed: 'paid' },
};

export type TransitionResult = { ok: true; status: OrderStatus } | { ok: false; message: string };

/** Whether the table allows this step in this status. */
export function canTakeStatusStep(current: OrderStatus, step: StatusStep): boolean {
  return TRANSITIONS[step][current] !== undefined;
}

export function nextOrderStatus(current: OrderStatus, step: StatusStep): TransitionResult {
  const next = TRANSITIONS[step][current];
  if (next) return { ok: true, status: next };
  return {
    ok: false,
    message: `Eine Bestellung im Status „${ORDER_STATUS_LABELS[current]}“ kann nicht ${STEP_VERBS[step]} werden.`,
  };
}

const STEP_VERBS: Record<StatusStep, string> = {
  'mark-paid': 'als bezahlt markiert',
  ship: 'versendet',
  cancel: 'storniert',
  withdraw: 'als widerrufen markiert',
  return: 'als zurückgegeben markiert',
  'payment-captured': 'bezahlt',
  'payment-abandoned': 'wegen ausgebliebener Zahlung storniert',
  'payment-revived': 'durch eine späte Zahlung wiederhergestellt',
  packed: 'gepackt',
  unpacked: 'wieder ausgepackt',
};

// --- A withdrawal before the goods left: the order is held (decision 054) ------------------

/** Statuses in which the goods are still in the shop, so a withdrawal holds the order. */
const HOLDABLE_STATUSES: readonly OrderStatus[] = ['open', 'paid', 'packed'];

/**
 * Whether the order must not be packed, shipped or handed over: the customer withdrew before the
 * goods left. The hold ends when the order is cancelled (or, by the owner's explicit override,
 * shipped after all).
 */
export function isHeldByWithdrawal(order: {
  status: OrderStatus;
  withdrawalReceivedAt: Date | string | null;
}): boolean {
  return order.withdrawalReceivedAt !== null && HOLDABLE_STATUSES.includes(order.status);
}

/** What the pack list, the order page and a refused shipment say about a held order. */
export const WITHDRAWAL_HOLD_TEXT = 'Widerruf – nicht versenden';

/** Why shipping a held order waits for the owner's explicit override. */
export const WITHDRAWAL_HOLD_MESSAGE =
  'Für diese Bestellung ist ein Widerruf eingegangen: nicht versenden, sondern stornieren. Nur wenn die Kundin den Widerruf zurückgenommen hat, bestätige den Versand ausdrücklich.';

/**
 * Actions that make sense for an order now (for the admin's buttons). A withdrawal can be
 * recorded for goods that left (they come back) or, once, for a paid order still in the shop
 * (it is held); an unpaid one is simply cancelled.
 */
export function availableOrderActions(order: {
  status: OrderStatus;
  heldByWithdrawal: boolean;
}): OrderAction[] {
  return ORDER_ACTIONS.filter((action) =>
    action === 'withdraw'
      ? order.status === 'shipped' ||
        ((order.status === 'paid' || order.status === 'packed') && !order.heldByWithdrawal)
      : TRANSITIONS[action][order.status] !== undefined,
  );
}

// --- Pickup: handed over, not shipped (decision 041) ---------------------------------------
// A pickup order goes through the same 'ship' event and ends in the same stored status
// 'shipped' as a posted one, so reports, filters and returns count it alike; only what the admin
// reads differs.

/** Whether the goods leave the shop by the customer's own hand at the counter. */
export function isHandedOver(deliveryMethod: DeliveryMethod): boolean {
  return deliveryMethod === 'abholen';
}

/**
 * The German status of an order as the admin reads it: 'Übergeben' for a pickup order; for a
 * filter over all methods ('any') 'Versendet / übergeben'.
 */
export function orderStatusLabel(
  status: OrderStatus,
  deliveryMethod: DeliveryMethod | 'any',
): string {
  if (status !== 'shipped') return ORDER_STATUS_LABELS[status];
  if (deliveryMethod === 'any') return 'Versendet / übergeben';
  return isHandedOver(deliveryMethod) ? 'Übergeben' : ORDER_STATUS_LABELS.shipped;
}

/**
 * The admin's commands: each action, and for a cash pickup order still open 'pay-and-hand-over'
 * (mark-paid, then ship, in one request), so the counter needs one tap.
 */
export const ORDER_COMMANDS = [...ORDER_ACTIONS, 'pay-and-hand-over'] as const;
export type OrderCommand = (typeof ORDER_COMMANDS)[number];

/** The actions a command applies, in order. */
export function stepsOfOrderCommand(command: OrderCommand): OrderAction[] {
  return command === 'pay-and-hand-over' ? ['mark-paid', 'ship'] : [command];
}

/** Whether a command hands the goods to the customer (the unpacked guard applies to it). */
export function shipsOrder(command: OrderCommand): boolean {
  return stepsOfOrderCommand(command).includes('ship');
}

export interface OrderCommandContext {
  status: OrderStatus;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethodId;
  heldByWithdrawal: boolean;
}

/** The commands the admin is offered for an order, the one-tap counter command first. */
export function availableOrderCommands(order: OrderCommandContext): OrderCommand[] {
  const actions = availableOrderActions(order);
  const atCounter =
    isHandedOver(order.deliveryMethod) &&
    order.paymentMethod === 'cash' &&
    actions.includes('mark-paid');
  return atCounter ? ['pay-and-hand-over', ...actions] : actions;
}

const COMMAND_LABELS: Record<OrderCommand, string> = {
  'mark-paid': 'Als bezahlt markieren',
  ship: 'Versenden',
  cancel: 'Stornieren',
  withdraw: 'Widerruf erfassen',
  return: 'Alles zurücknehmen',
  'pay-and-hand-over': 'Bezahlt und übergeben',
};

/** The German label of a command's button. */
export function orderCommandLabel(command: OrderCommand, deliveryMethod: DeliveryMethod): string {
  if (command === 'ship' && isHandedOver(deliveryMethod)) return 'Als übergeben markieren';
  return COMMAND_LABELS[command];
}

/** Why shipping or handing over waits for a confirmation: `count` items are not packed. */
export function unpackedItemsMessage(count: number): string {
  return count === 1
    ? '1 Artikel ist noch nicht gepackt.'
    : `${count} Artikel sind noch nicht gepackt.`;
}

/** The question that confirms shipping or handing over with items not packed. */
export function shipAnywayQuestion(deliveryMethod: DeliveryMethod): string {
  return isHandedOver(deliveryMethod) ? 'Trotzdem übergeben?' : 'Trotzdem versenden?';
}
