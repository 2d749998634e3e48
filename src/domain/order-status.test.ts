import { describe, expect, it } from 'vitest';
import {
  availableOrderActions,
  availableOrderCommands,
  isHeldByWithdrawal,
  orderCommandLabel,
  orderStatusLabel,
  shipAnywayQuestion,
  stepsOfOrderCommand,
  unpackedItemsMessage,
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
  ['packed', 'ship', 'shipped'],
  ['packed', 'cancel', 'cancelled'],
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

  it('offers the actions of a status; a withdrawal before shipping is recorded once', () => {
    expect(availableOrderActions({ status: 'paid', heldByWithdrawal: false })).toEqual([
      'ship',
      'cancel',
      'withdraw',
    ]);
    // Held: shipping stays offered (it asks for the override), recording it again does not.
    expect(availableOrderActions({ status: 'packed', heldByWithdrawal: true })).toEqual([
      'ship',
      'cancel',
    ]);
    expect(availableOrderActions({ status: 'open', heldByWithdrawal: false })).toEqual([
      'mark-paid',
      'cancel',
    ]);
    expect(availableOrderActions({ status: 'shipped', heldByWithdrawal: false })).toEqual([
      'withdraw',
      'return',
    ]);
    expect(availableOrderActions({ status: 'returned', heldByWithdrawal: false })).toEqual([]);
  });
});

describe('a withdrawal before the goods left holds the order (decision 054)', () => {
  it('holds open, paid and packed orders, not shipped or cancelled ones', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    for (const status of ['open', 'paid', 'packed'] as const) {
      expect(isHeldByWithdrawal({ status, withdrawalReceivedAt: at })).toBe(true);
      expect(isHeldByWithdrawal({ status, withdrawalReceivedAt: null })).toBe(false);
    }
    for (const status of ['shipped', 'withdrawn', 'returned', 'cancelled'] as const) {
      expect(isHeldByWithdrawal({ status, withdrawalReceivedAt: at })).toBe(false);
    }
  });
});

const notHeld = { heldByWithdrawal: false };

describe('pickup orders are handed over (decision 041)', () => {
  it('labels a shipped pickup order "Übergeben" and a posted one "Versendet"', () => {
    expect(orderStatusLabel('shipped', 'abholen')).toBe('Übergeben');
    expect(orderStatusLabel('shipped', 'liefernDHL')).toBe('Versendet');
    expect(orderStatusLabel('shipped', 'liefernInnerhalb')).toBe('Versendet');
    expect(orderStatusLabel('paid', 'abholen')).toBe('Bezahlt');
    expect(orderStatusLabel('shipped', 'any')).toBe('Versendet / übergeben');
    expect(orderStatusLabel('open', 'any')).toBe('Offen');
  });

  it('names the ship button after the delivery method', () => {
    expect(orderCommandLabel('ship', 'abholen')).toBe('Als übergeben markieren');
    expect(orderCommandLabel('ship', 'liefernDHL')).toBe('Versenden');
    expect(orderCommandLabel('pay-and-hand-over', 'abholen')).toBe('Bezahlt und übergeben');
    expect(shipAnywayQuestion('abholen')).toBe('Trotzdem übergeben?');
    expect(shipAnywayQuestion('liefernInnerhalb')).toBe('Trotzdem versenden?');
  });

  it('offers "pay and hand over" only for an open cash pickup order', () => {
    expect(
      availableOrderCommands({
        status: 'open',
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
        ...notHeld,
      }),
    ).toEqual(['pay-and-hand-over', 'mark-paid', 'cancel']);
    expect(
      availableOrderCommands({
        status: 'paid',
        deliveryMethod: 'abholen',
        paymentMethod: 'cash',
        ...notHeld,
      }),
    ).toEqual(['ship', 'cancel', 'withdraw']);
    expect(
      availableOrderCommands({
        status: 'open',
        deliveryMethod: 'abholen',
        paymentMethod: 'paypal',
        ...notHeld,
      }),
    ).toEqual(['mark-paid', 'cancel']);
    expect(
      availableOrderCommands({
        status: 'open',
        deliveryMethod: 'liefernDHL',
        paymentMethod: 'cash',
        ...notHeld,
      }),
    ).toEqual(['mark-paid', 'cancel']);
    expect(stepsOfOrderCommand('pay-and-hand-over')).toEqual(['mark-paid', 'ship']);
    expect(stepsOfOrderCommand('cancel')).toEqual(['cancel']);
  });

  it('counts unpacked items in German', () => {
    expect(unpackedItemsMessage(2)).toBe('2 Artikel sind noch nicht gepackt.');
    expect(unpackedItemsMessage(1)).toBe('1 Artikel ist noch nicht gepackt.');
  });
});
