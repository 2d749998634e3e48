import { useCallback } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { releaseReservation, reserveCart } from '../api/reserve-cart.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { runCartCheck } from './use-cart-check.ts';

type ReserveResult =
  | { ok: true }
  /** Items are gone (409): the cart check has run; `message` names them. */
  | { ok: false; unavailable: true; message: string }
  | { ok: false; unavailable: false; message: string };

/** The renewal a checkout step sent and that has not answered yet. */
let renewalUnderWay: Promise<ReserveResult> | null = null;

/**
 * Reserves the whole cart for this client (PUT /api/reservation, decision 007): entering checkout
 * and every step call it, which renews the hold. On 409 the cart check runs so the cart drops
 * what is gone.
 */
export function reserveWholeCart(): Promise<ReserveResult> {
  const renewal = reserve();
  renewalUnderWay = renewal;
  const forget = () => {
    if (renewalUnderWay === renewal) renewalUnderWay = null;
  };
  renewal.then(forget, forget);
  return renewal;
}

/**
 * Resolves once the renewal the open step sent has answered. Placing the order waits for it: a
 * buyer who clicks 'Zahlungspflichtig bestellen' at once would otherwise have her order overtake
 * the renewal, which then finds her items in her own order and answers 409.
 */
export async function reservationRenewed(): Promise<void> {
  await renewalUnderWay?.catch(() => undefined);
}

async function reserve(): Promise<ReserveResult> {
  const { cart, id, setReserved } = useCartStore.getState();
  if (cart.cartItems.length === 0) {
    return { ok: false, unavailable: false, message: 'Dein Warenkorb ist leer.' };
  }
  try {
    const held = await reserveCart({
      productIds: cart.cartItems.map((item) => item._id),
      clientId: id,
    });
    setReserved({ ids: held.productIds, until: held.reservedUntil });
    return { ok: true };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof ApiError && error.status === 409) {
      await runCartCheck();
      return { ok: false, unavailable: true, message };
    }
    return { ok: false, unavailable: false, message };
  }
}

/** Cancels the reservation (DELETE /api/reservation), e.g. when leaving checkout via the cart. */
export function useReleaseReservation(): () => void {
  return useCallback(() => {
    const { id, reserved, setReserved } = useCartStore.getState();
    if (reserved.ids.length === 0) return;
    setReserved({ ids: [], until: null });
    releaseReservation({ clientId: id }).catch((error: unknown) => {
      console.warn('Reservierung konnte nicht aufgehoben werden', error);
    });
  }, []);
}
