import { isFreeDeliveryDay } from './calendar.ts';
import type { Cents } from './money.ts';

/** Delivery methods; the ids are the spec's own (SPEC.md §9) and travel on the wire as they are. */
export const DELIVERY_METHODS = ['abholen', 'liefernInnerhalb', 'liefernDHL'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

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

/** What delivery costs at `now`: the method's price, or 0 on a free-delivery day (31 Oct, 1 Nov). */
export function deliveryCostCents(method: DeliveryMethod, now: Date): Cents {
  if (isFreeDeliveryDay(now)) return 0;
  return DELIVERY_PRICES_CENTS[method];
}
