import type { DatabaseOrTransaction } from '../../db/client.ts';
import { trackingEvents } from '../../db/schema.ts';

export type TrackingEvent = {
  kind: 'opensite' | 'removeproduct' | 'qrcode';
  clientId: string;
  page: string | null;
  productId?: string | null;
  cart?: string[];
};

/** The header `cart` is a comma-separated list of product ids; keep only what looks like ids. */
export function parseCartHeader(cart: string | undefined): string[] {
  if (!cart) return [];
  return cart
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^[0-9a-f-]{36}$/i.test(id))
    .slice(0, 100);
}

export async function recordTrackingEvent(db: DatabaseOrTransaction, event: TrackingEvent) {
  await db.insert(trackingEvents).values({
    kind: event.kind,
    clientId: event.clientId,
    page: event.page,
    productId: event.productId ?? null,
    cart: event.cart ?? [],
  });
}
