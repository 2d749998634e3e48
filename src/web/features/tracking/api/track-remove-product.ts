import { ANY_ANSWER, apiRequest } from '../../../lib/api-client.ts';

// GET /api/users/removeproduct (docs/product.md §7.1): removal tracking, everything in headers;
// answers 204. Only with the visitor's consent, and with the tracking id, never the cart's client
// id (lib/visitor-tracker.ts, decision 035).

interface TrackRemoveProductInput {
  trackingId: string;
  /** The product ids in the cart, comma-separated. */
  cart: string;
  page: string;
  productId: string;
}

/** Tracking never disturbs shopping: a failure is only logged. */
export async function trackRemoveProduct({
  trackingId,
  cart,
  page,
  productId,
}: TrackRemoveProductInput): Promise<void> {
  try {
    await apiRequest('/api/users/removeproduct', ANY_ANSWER, {
      clientId: trackingId,
      headers: { cart, page, productid: productId },
    });
  } catch (error) {
    console.warn('Entfernen konnte nicht erfasst werden', error);
  }
}
