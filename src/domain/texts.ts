/** The exact German strings, shared by browser and server (docs/product.md §2, §5, §8). */

export const GENERIC_ERROR_TEXT = 'Oh da ist leider etwas schief gelaufen :(';
export const RETRY_LABEL = 'Versuche es erneut';
export const CART_UPDATED_NOTICE = 'Die Artikel in deinem Warenkorb wurden aktualisiert.';
export const EMPTY_CART_TEXT =
  'Huch, dein Warenkorb ist noch leer. Schnell zugreifen, bevor jemand schneller ist!';
export const DELETE_DIALOG_TITLE = 'Artikel wirklich löschen?';
export const DELETE_DIALOG_CONFIRM = 'Ja';
export const DELETE_DIALOG_CANCEL = 'Nein';
export const ALREADY_RESERVED_TEXT = 'Bereits reserviert';
export const ORDER_CANCELED_TEXT = 'Bestellung storniert';
export const REDEEM_LABEL = 'Einlösen';
/** Shown when a voucher code is entered that is already applied to the cart. */
export const VOUCHER_ALREADY_APPLIED = 'Wertgutschein bereits eingelöst';
/** Pack list group for items with no storage box; listed first. */
export const NO_BOX_LABEL = 'Keine Kiste';
/** Expander for a review truncated at REVIEW_TRUNCATE_CHARS. */
export const REVIEW_MORE_LABEL = 'mehr';
