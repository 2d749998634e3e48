import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { cartHeader, createClientId } from '../../features/cart/lib/cart-items.ts';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { useCartUiStore } from '../../features/cart/stores/ui-store.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useConsentStore } from '../../features/consent/stores/consent-store.ts';
import { trackOpenSite } from '../../features/tracking/api/track-open-site.ts';
import { trackRemoveProduct } from '../../features/tracking/api/track-remove-product.ts';
import { addedIds, createVisitorTracker } from '../../features/tracking/lib/visitor-tracker.ts';

// The landing and removal tracking of docs/product.md §7.1, wired to the consent widget's
// 'tracking' switch (§ 25 TDDDG, decision 035): the consent store decides, the cart says what is in
// it and which rows are being removed, the tracking feature sends.

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const tracker = createVisitorTracker({
  consented: () => useConsentStore.getState().choices.tracking,
  // The persisted admin token, read when a call would go out (decision 041).
  adminSignedIn: () => useAuthStore.getState().userInfo !== null,
  storage: browserStorage,
  cart: () => cartHeader(useCartStore.getState().cart.cartItems),
  createId: createClientId,
  send: {
    openSite: (view) => void trackOpenSite(view),
    removeProduct: (view) => void trackRemoveProduct(view),
  },
});

/**
 * Mounted once in the shop's layout. The consent is read from the store itself whenever it
 * matters, not from a render: while the app takes over the server's HTML a render sees the
 * default (no consent), which would throw a consenting visitor's tracking id away.
 */
export function useVisitorTracking(): void {
  const { pathname } = useLocation();
  const currentPage = useRef(pathname);
  useEffect(() => {
    currentPage.current = pathname;
  }, [pathname]);

  useEffect(() => {
    tracker.consentChanged();
    const stopConsent = useConsentStore.subscribe((state, previous) => {
      if (state.choices.tracking !== previous.choices.tracking) tracker.consentChanged();
    });
    // The page first opened, once per page load; later navigations are no new visits.
    tracker.landed(currentPage.current);
    const stopRemovals = useCartUiStore.subscribe((state, previous) => {
      for (const productId of addedIds(previous.removing, state.removing)) {
        tracker.removalStarted(productId, currentPage.current);
      }
    });
    return () => {
      stopConsent();
      stopRemovals();
    };
  }, []);
}

/**
 * The headers docs/product.md §7.1 gives the reviews call (userid, cart): the tracking id and the
 * cart, with consent only; null without.
 */
export function reviewsTrackingHeaders(): { trackingId: string; cart: string } | null {
  const trackingId = tracker.trackingId();
  if (trackingId === null) return null;
  return { trackingId, cart: cartHeader(useCartStore.getState().cart.cartItems) };
}
