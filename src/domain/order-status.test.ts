import { describe, expect, it } from 'vitest';
import {
  availableOrderActions,
  nextOrderStatus,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
} from './order-status.ts';

const allowed: [OrderStatus, OrderAction, OrderStatus][] = [
  ['open', 'mark-paid', 'paid'],
  ['open', 'cancel', 'cancelled'],
  ['paid', 'ship', 'shipped'],
  ['paid', 'cancel', 'cancelled'],
  ['paid', 'withdraw', 'withdrawn'],
  ['packed', 'ship', 'shipped'],
  ['packed', 'cancel', 'cancelled'],
  ['packed', 'withdraw', 'withdrawn'],
  ['shipped', 'withdraw', 'withdrawn'],
  ['shipped', 'return', 'returned'],
  ['withdrawn', 'return', 'returned'],
];

describe('nextOrderStatus', () => {
  it.each(allowed)('%s --%s--> %s', (from, action, to) => {
    expect(nextOrderStatus(from, action)).toEqual({ ok: true, status: to });
  });

  it('refuses every other pair with a German message', () => {
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        if (allowed.some(([f, a]) => f === from && a === action)) continue;
        const result = nextOrderStatus(from, action);
        expect(result.ok).toBe(false);
        refused += 1;
      }
    }
    expect(refused).toBe(ORDER_STATUSES.length * ORDER_ACTIONS.length - allowed.length);
    expect(nextOrderStatus('shipped', 'cancel')).toEqual({
      ok: false,
      message: 'Eine Bestellung im Status „Versendet“ kann nicht storniert werden.',
    });
  });

  it('offers the actions of a status', () => {
    expect(availableOrderActions('paid')).toEqual(['ship', 'cancel', 'withdraw']);
    expect(availableOrderActions('returned')).toEqual([]);
  });
});
