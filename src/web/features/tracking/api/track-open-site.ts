import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/users/opensite (SPEC.md §7): landing view tracking, everything in headers; answers 204.

interface TrackOpenSiteInput {
  clientId: string;
  /** The product ids in the cart, comma-separated. */
  cart: string;
  page: string;
}

/** Tracking never disturbs shopping: a failure is only logged. */
export async function trackOpenSite({ clientId, cart, page }: TrackOpenSiteInput): Promise<void> {
  try {
    await apiRequest('/api/users/opensite', z.unknown(), { clientId, headers: { cart, page } });
  } catch (error) {
    console.warn('Seitenaufruf konnte nicht erfasst werden', error);
  }
}
