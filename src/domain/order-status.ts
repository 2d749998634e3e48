/**
 * Order states, the admin's actions and the system's events, and the one table of transitions
 * between them (decision 031). Every change of an order's status is one event of this table; a
 * pair not in it is refused. The server's only writer of orders.status applies it
 * (src/server/aggregates/order-state.ts).
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
 * What happens to an order without an admin's button: the provider confirms the money, the
 * payment deadline passes, a late payment revives a cancelled order (decision 009), the pack
 * list packs or unpacks the last item.
 */
export const ORDER_SYSTEM_EVENTS = [
  'payment-captured',
  'payment-abandoned',
  'payment-revived',
  'packed',
  'unpacked',
] as const;
export type OrderSystemEvent = (typeof ORDER_SYSTEM_EVENTS)[number];

export type OrderEvent = OrderAction | OrderSystemEvent;
export const ORDER_EVENTS: readonly OrderEvent[] = [...ORDER_ACTIONS, ...ORDER_SYSTEM_EVENTS];

const TRANSITIONS: Record<OrderEvent, Partial<Record<OrderStatus, OrderStatus>>> = {
  // Cash at pickup, or money that arrived outside the shop: an open order becomes paid.
  'mark-paid': { open: 'paid' },
  ship: { paid: 'shipped', packed: 'shipped' },
  cancel: { open: 'cancelled', paid: 'cancelled', packed: 'cancelled' },
  withdraw: { paid: 'withdrawn', packed: 'withdrawn', shipped: 'withdrawn' },
  return: { shipped: 'returned', withdrawn: 'returned' },
  'payment-captured': { open: 'paid' },
  'payment-abandoned': { open: 'cancelled' },
  'payment-revived': { cancelled: 'paid' },
  // A cash order is packed before pickup and stays open until it is paid; its 'mark-paid' is
  // followed by 'packed'.
  packed: { open: 'open', paid: 'packed' },
  unpacked: { open: 'open', packed: 'paid' },
};

/** The status a new order starts in: paid when nothing is left to pay (vouchers cover it). */
export function statusOfNewOrder(valueToPayCents: number): OrderStatus {
  return valueToPayCents === 0 ? 'paid' : 'open';
}

export type TransitionResult = { ok: true; status: OrderStatus } | { ok: false; message: string };

/** Whether the table allows this event in this status. */
export function canApplyOrderEvent(current: OrderStatus, event: OrderEvent): boolean {
  return TRANSITIONS[event][current] !== undefined;
}

export function nextOrderStatus(current: OrderStatus, event: OrderEvent): TransitionResult {
  const next = TRANSITIONS[event][current];
  if (next) return { ok: true, status: next };
  return {
    ok: false,
    message: `Eine Bestellung im Status „${ORDER_STATUS_LABELS[current]}“ kann nicht ${EVENT_VERBS[event]} werden.`,
  };
}

const EVENT_VERBS: Record<OrderEvent, string> = {
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

/** Actions that make sense for an order in this status (for the admin's buttons). */
export function availableOrderActions(current: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => TRANSITIONS[action][current] !== undefined);
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
}

/** The commands the admin is offered for an order, the one-tap counter command first. */
export function availableOrderCommands(order: OrderCommandContext): OrderCommand[] {
  const actions = availableOrderActions(order.status);
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
  withdraw: 'Widerruf erfasst',
  return: 'Alles zurückgenommen',
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
