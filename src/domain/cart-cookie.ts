import { MAX_ITEM_NUMBER, MAX_WISH_LIST_ITEMS } from './wish-list.ts';

// The cart lives in the browser's storage (docs/product.md §3.2), which the server cannot read. So
// that the server can draw the cart page with its items from the first byte (issue 22), the browser
// also keeps the cart's item numbers in a cookie. Only the numbers: what the items are now, the
// server reads itself. Strictly necessary for the cart the visitor asked for (§ 25 Abs. 2 Nr. 2
// TDDDG), like the cart itself.

const CART_COOKIE = 'warenkorb';

/** 30 days: a cart the visitor comes back to after a while is still drawn. */
const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** At most this many numbers are read: no cart of one-off items is larger. */
const MAX_CART_COOKIE_ITEMS = MAX_WISH_LIST_ITEMS;

/** The cookie's value for a cart: its item numbers, in the cart's order, dot-separated. */
export function cartCookieValue(itemNumbers: readonly number[]): string {
  return itemNumbers.slice(0, MAX_CART_COOKIE_ITEMS).join('.');
}

/**
 * The item numbers in a request's Cookie header: valid numbers only, each once, in order;
 * nothing when the cookie is missing or damaged.
 */
export function parseCartCookie(cookieHeader: string | undefined): number[] {
  if (cookieHeader === undefined) return [];
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CART_COOKIE}=`));
  if (pair === undefined) return [];
  const numbers: number[] = [];
  for (const part of pair.slice(CART_COOKIE.length + 1).split('.')) {
    if (!/^[1-9]\d{0,9}$/.test(part)) continue;
    const itemNumber = Number(part);
    if (itemNumber > MAX_ITEM_NUMBER || numbers.includes(itemNumber)) continue;
    numbers.push(itemNumber);
    if (numbers.length === MAX_CART_COOKIE_ITEMS) break;
  }
  return numbers;
}

/** The Set-Cookie text the browser writes (document.cookie); an empty cart removes it. */
export function cartCookieText(itemNumbers: readonly number[], secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  if (itemNumbers.length === 0) return `${CART_COOKIE}=; Max-Age=0; ${attributes}`;
  return `${CART_COOKIE}=${cartCookieValue(itemNumbers)}; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}; ${attributes}`;
}
