/** The shop's numbers (docs/product.md §1, §2, §8, §9), named once. Durations in milliseconds. */

/** 'New in shop' marquee speed on the home page (marquee units, pixels per second). */
export const MARQUEE_SPEED = 35;
/** Home carousel autoplay interval: 5,000,000 ms, as the spec says (in effect: never advances). */
export const HOME_CAROUSEL_INTERVAL_MS = 5_000_000;
/** A removed cart row fades, the removal is applied after this delay. */
export const CART_REMOVAL_DELAY_MS = 2_000;
/** Artificial pause after a successful coupon, voucher or voucher removal. */
export const COUPON_SUCCESS_DELAY_MS = 1_500;
/** Right of withdrawal. */
export const RETURN_RIGHT_DAYS = 14;
/** Header message rotator: a new message every 5 s with a 1 s transition. */
export const MESSAGE_ROTATOR_INTERVAL_MS = 5_000;
export const MESSAGE_ROTATOR_TRANSITION_MS = 1_000;
/** Delivery-delay notice on /bestellung/ paths, once per session, after this delay. */
export const ORDER_NOTICE_DELAY_MS = 5_000;
/** Toasts: one at a time, closing by themselves after 5 s. */
export const TOAST_LIMIT = 1;
export const TOAST_AUTOCLOSE_MS = 5_000;
/** The consent widget script loads after this delay. */
export const CONSENT_WIDGET_DELAY_MS = 3_000;
/** Review text is cut after this many characters, with a 'mehr' expander. */
export const REVIEW_TRUNCATE_CHARS = 200;
/** Closing mode: 5 clicks on the goodbye logo within 2.5 s, or a 5 s press, open the admin. */
export const GOODBYE_GESTURE_CLICKS = 5;
export const GOODBYE_GESTURE_WINDOW_MS = 2_500;
export const GOODBYE_LONG_PRESS_MS = 5_000;
