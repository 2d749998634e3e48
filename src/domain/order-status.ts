/**
 * Order states and the actions an admin may take on them. A transition not in the table is
 * refused. 'packed' comes and goes with the pack list; 'cancelled' may be revived by a late
 * payment (decision 009); both happen outside these admin actions.
 */
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

const TRANSITIONS: Record<OrderAction, Partial<Record<OrderStatus, OrderStatus>>> = {
  // Cash at pickup, or money that arrived outside the shop: an open order becomes paid.
  'mark-paid': { open: 'paid' },
  ship: { paid: 'shipped', packed: 'shipped' },
  cancel: { open: 'cancelled', paid: 'cancelled', packed: 'cancelled' },
  withdraw: { paid: 'withdrawn', packed: 'withdrawn', shipped: 'withdrawn' },
  return: { shipped: 'returned', withdrawn: 'returned' },
};

export type TransitionResult = { ok: true; status: OrderStatus } | { ok: false; message: string };

export function nextOrderStatus(current: OrderStatus, action: OrderAction): TransitionResult {
  const next = TRANSITIONS[action][current];
  if (next) return { ok: true, status: next };
  return {
    ok: false,
    message: `Eine Bestellung im Status „${ORDER_STATUS_LABELS[current]}“ kann nicht ${ACTION_VERBS[action]} werden.`,
  };
}

const ACTION_VERBS: Record<OrderAction, string> = {
  'mark-paid': 'als bezahlt markiert',
  ship: 'versendet',
  cancel: 'storniert',
  withdraw: 'als widerrufen markiert',
  return: 'als zurückgegeben markiert',
};

/** Actions that make sense for an order in this status (for the admin's buttons). */
export function availableOrderActions(current: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => TRANSITIONS[action][current] !== undefined);
}
