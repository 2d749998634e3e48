import type { Reservation } from '../../../../domain/api/cart.ts';
import { ANY_ANSWER, apiRequest, lazySchema } from '../../../lib/api-client.ts';

// On a page's first screen: the schema comes with the first call (decision 050).
const reservationSchema = lazySchema(() =>
  import('../../../../domain/api/cart.ts').then((module) => module.reservationSchema),
);

// PUT /api/reservation (decision 007): holds exactly these items for this client; every checkout
// step renews it. All or nothing: 409 names the items that are gone.

interface ReserveCartInput {
  productIds: readonly string[];
  clientId: string;
}

export function reserveCart({ productIds, clientId }: ReserveCartInput): Promise<Reservation> {
  return apiRequest('/api/reservation', reservationSchema, {
    method: 'PUT',
    body: { productIds },
    clientId,
  });
}

/** DELETE /api/reservation: every item this client holds is free again (204). */
export async function releaseReservation({ clientId }: { clientId: string }): Promise<void> {
  await apiRequest('/api/reservation', ANY_ANSWER, { method: 'DELETE', clientId });
}
