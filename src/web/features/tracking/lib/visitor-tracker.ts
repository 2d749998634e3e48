/**
 * The shop's own visitor tracking (docs/product.md §7.1: landing views and cart removals), only
 * with the visitor's consent to it (§ 25 TDDDG, decision 035). It has an id of its own, stored only
 * while there is consent: the cart's client id (the holder of the checkout reservation,
 * decision 007) is strictly necessary and never goes to a tracking call, so what the statistics
 * record cannot be linked to a reservation or an order.
 */

import { isAdminPage } from '../../../../domain/untracked-visits.ts';

/** localStorage key of the tracking id; present only while the visitor consents. */
export const TRACKING_ID_STORAGE_KEY = 'kinderkiste-tracking-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored tracking id, or null (none, damaged, or no storage). */
export function readTrackingId(storage: Storage | null): string | null {
  try {
    const stored = storage?.getItem(TRACKING_ID_STORAGE_KEY) ?? null;
    return stored !== null && UUID.test(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The stored tracking id, created and stored first if there is none; null without storage. */
export function ensureTrackingId(storage: Storage | null, createId: () => string): string | null {
  if (storage === null) return null;
  const stored = readTrackingId(storage);
  if (stored !== null) return stored;
  try {
    const id = createId();
    storage.setItem(TRACKING_ID_STORAGE_KEY, id);
    return id;
  } catch {
    // Storage full or blocked: no id, no tracking.
    return null;
  }
}

/** Removes the tracking id (consent refused or withdrawn). */
export function forgetTrackingId(storage: Storage | null): void {
  try {
    storage?.removeItem(TRACKING_ID_STORAGE_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

interface TrackedView {
  trackingId: string;
  /** The product ids in the cart, comma-separated (the `cart` header). */
  cart: string;
  page: string;
}

export interface VisitorTrackerOptions {
  /** Whether the visitor consents to the shop's statistics now (the consent store). */
  consented: () => boolean;
  /**
   * Whether an admin is signed in on this browser (a persisted admin token): the owner's own
   * visits are no statistics (decision 041).
   */
  adminSignedIn: () => boolean;
  /** The browser's localStorage; null where there is none. */
  storage: () => Storage | null;
  /** The cart's product ids for the `cart` header, read when a call is made. */
  cart: () => string;
  createId: () => string;
  send: {
    openSite: (view: TrackedView) => void;
    removeProduct: (view: TrackedView & { productId: string }) => void;
  };
}

export interface VisitorTracker {
  /**
   * To be called at start and after every change of the consent: without consent the stored id
   * goes; with it a landing view still owed goes out.
   */
  consentChanged: () => void;
  /**
   * The page this page load began on. Its landing view goes out once, as soon as there is
   * consent: at once, or when the visitor agrees later during the visit.
   */
  landed: (page: string) => void;
  /** The visitor confirmed removing an item from the cart, on `page`. */
  removalStarted: (productId: string, page: string) => void;
  /** The tracking id while there is consent (for calls that carry it), otherwise null. */
  trackingId: () => string | null;
}

/**
 * Decides what the tracking may send and store: without consent nothing is sent and no
 * tracking id is stored (one stored earlier is removed); with consent the id is created once and
 * every call carries it. Admin pages and a browser with an admin signed in send nothing.
 */
export function createVisitorTracker(options: VisitorTrackerOptions): VisitorTracker {
  let landing: { page: string; sent: boolean } | null = null;

  const trackingId = (): string | null =>
    options.consented() ? ensureTrackingId(options.storage(), options.createId) : null;

  const ownVisit = (page: string) => isAdminPage(page) || options.adminSignedIn();

  const sendLanding = () => {
    if (landing === null || landing.sent) return;
    // The owner's landing is never owed: not now, nor when she signs out later in this visit.
    if (ownVisit(landing.page)) {
      landing.sent = true;
      return;
    }
    const id = trackingId();
    if (id === null) return;
    landing.sent = true;
    options.send.openSite({ trackingId: id, cart: options.cart(), page: landing.page });
  };

  return {
    consentChanged: () => {
      if (options.consented()) sendLanding();
      else forgetTrackingId(options.storage());
    },
    landed: (page) => {
      landing ??= { page, sent: false };
      sendLanding();
    },
    removalStarted: (productId, page) => {
      if (ownVisit(page)) return;
      const id = trackingId();
      if (id === null) return;
      options.send.removeProduct({ trackingId: id, cart: options.cart(), page, productId });
    },
    trackingId,
  };
}

/** Ids that are in `next` but were not in `previous` (rows newly confirmed for removal). */
export function addedIds(previous: readonly string[], next: readonly string[]): string[] {
  return next.filter((id) => !previous.includes(id));
}
