import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

// GET /api/users/removeproduct (SPEC.md §7): removal tracking, everything in headers; answers 204.

interface TrackRemoveProductInput {
  clientId: string;
  /** The product ids in the cart, comma-separated. */
  cart: string;
  page: string;
  productId: string;
}

/** Tracking never disturbs shopping: a failure is only logged. */
export async function trackRemoveProduct({
  clientId,
  cart,
  page,
  productId,
}: TrackRemoveProductInput): Promise<void> {
  try {
    await apiRequest('/api/users/removeproduct', z.unknown(), {
      clientId,
      headers: { cart, page, productid: productId },
    });
  } catch (error) {
    console.warn('Entfernen konnte nicht erfasst werden', error);
  }
}
