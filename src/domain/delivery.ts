import { isFreeDeliveryDay } from './calendar.ts';
import type { Cents } from './money.ts';

/**
 * Delivery methods; the ids are the original specification's (docs/product.md §9.1) and travel on
 * the wire as they are.
 */
export const DELIVERY_METHODS = ['abholen', 'liefernInnerhalb', 'liefernDHL'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Whether the goods travel to the customer, so the order needs a complete postal address. */
export function needsShippingAddress(method: DeliveryMethod): boolean {
  return method !== 'abholen';
}

/** Regular price of each method, before the free-delivery days. */
export const DELIVERY_PRICES_CENTS = {
  abholen: 0,
  liefernInnerhalb: 250,
  liefernDHL: 499,
} as const satisfies Record<DeliveryMethod, Cents>;

export const DELIVERY_METHOD_LABELS = {
  abholen: 'Abholung an der Abholstation',
  liefernInnerhalb: 'Lieferung innerhalb des Ortes',
  liefernDHL: 'Versand mit DHL',
} as const satisfies Record<DeliveryMethod, string>;

/**
 * The German label of a delivery method stored as text (a database column, a report row), e.g.
 * 'liefernDHL' → 'Versand mit DHL'; a key that names no method is shown as it is.
 */
export function deliveryMethodLabelOrKey(key: string): string {
  return Object.hasOwn(DELIVERY_METHOD_LABELS, key)
    ? DELIVERY_METHOD_LABELS[key as DeliveryMethod]
    : key;
}

/** What delivery costs at `now`: the method's price, or 0 on a free-delivery day (31 Oct, 1 Nov). */
export function deliveryCostCents(method: DeliveryMethod, now: Date): Cents {
  if (isFreeDeliveryDay(now)) return 0;
  return DELIVERY_PRICES_CENTS[method];
}
