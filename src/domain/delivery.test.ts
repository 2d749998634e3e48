import { describe, expect, it } from 'vitest';
import {
  DELIVERY_METHODS,
  DELIVERY_METHOD_LABELS,
  deliveryCostCents,
  deliveryMethodLabelOrKey,
  needsShippingAddress,
} from './delivery.ts';
import type { DeliveryMethod } from './delivery.ts';

const ORDINARY_DAY = '2026-03-10T12:00:00Z';

describe('deliveryCostCents', () => {
  it.each<[DeliveryMethod, string, number]>([
    ['abholen', ORDINARY_DAY, 0],
    ['liefernInnerhalb', ORDINARY_DAY, 250],
    ['liefernDHL', ORDINARY_DAY, 499],
    ['liefernDHL', '2026-10-31T12:00:00Z', 0],
    ['liefernInnerhalb', '2026-11-01T12:00:00Z', 0],
    ['abholen', '2026-11-01T12:00:00Z', 0],
    ['liefernDHL', '2026-10-30T23:30:00Z', 0], // 31 Oct 00:30 in Berlin
    ['liefernDHL', '2026-11-01T23:30:00Z', 499], // 2 Nov 00:30 in Berlin
    ['liefernInnerhalb', '2026-10-30T22:59:59Z', 250], // 30 Oct 23:59:59 in Berlin
  ])('%s at %s → %s cents', (method, iso, cents) => {
    expect(deliveryCostCents(method, new Date(iso))).toBe(cents);
  });
});

describe('delivery labels', () => {
  it.each<[DeliveryMethod, string]>([
    ['abholen', 'Abholung an der Abholstation'],
    ['liefernInnerhalb', 'Lieferung innerhalb des Ortes'],
    ['liefernDHL', 'Versand mit DHL'],
  ])('%s → %s', (method, label) => {
    expect(DELIVERY_METHOD_LABELS[method]).toBe(label);
  });

  it('cover every method', () => {
    expect(Object.keys(DELIVERY_METHOD_LABELS)).toEqual([...DELIVERY_METHODS]);
  });

  it('are found by a stored key, which stands for itself when it names no method', () => {
    for (const method of DELIVERY_METHODS) {
      expect(deliveryMethodLabelOrKey(method)).toBe(DELIVERY_METHOD_LABELS[method]);
    }
    expect(deliveryMethodLabelOrKey('Brieftaube')).toBe('Brieftaube');
    expect(deliveryMethodLabelOrKey('')).toBe('');
    expect(deliveryMethodLabelOrKey('toString')).toBe('toString');
  });
});

describe('needsShippingAddress', () => {
  it('asks for an address for both deliveries, not for pickup', () => {
    expect(needsShippingAddress('abholen')).toBe(false);
    expect(needsShippingAddress('liefernInnerhalb')).toBe(true);
    expect(needsShippingAddress('liefernDHL')).toBe(true);
  });
});
