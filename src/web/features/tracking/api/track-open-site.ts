import { ANY_ANSWER, apiRequest } from '../../../lib/api-client.ts';

// GET /api/users/opensite (docs/product.md §7.1): landing view tracking, everything in headers;
// answers 204. Only with the visitor's consent, and with the tracking id, never the cart's client
// id (lib/visitor-tracker.ts, decision 035).

interface TrackOpenSiteInput {
  trackingId: string;
  /** The product ids in the cart, comma-separated. */
  cart: string;
  page: string;
}

/** Tracking never disturbs shopping: a failure is only logged. */
export async function trackOpenSite({ trackingId, cart, page }: TrackOpenSiteInput): Promise<void> {
  try {
    await apiRequest('/api/users/opensite', ANY_ANSWER, {
      clientId: trackingId,
      headers: { cart, page },
    });
  } catch (error) {
    console.warn('Seitenaufruf konnte nicht erfasst werden', error);
  }
}
