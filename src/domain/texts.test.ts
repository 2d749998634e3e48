import { describe, expect, it } from 'vitest';
import * as texts from './texts.ts';

describe('spec texts', () => {
  it.each<[keyof typeof texts, string]>([
    ['GENERIC_ERROR_TEXT', 'Oh da ist leider etwas schief gelaufen :('],
    ['RETRY_LABEL', 'Versuche es erneut'],
    ['CART_UPDATED_NOTICE', 'Die Artikel in deinem Warenkorb wurden aktualisiert.'],
    [
      'EMPTY_CART_TEXT',
      'Huch, dein Warenkorb ist noch leer. Schnell zugreifen, bevor jemand schneller ist!',
    ],
    ['DELETE_DIALOG_TITLE', 'Artikel wirklich löschen?'],
    ['DELETE_DIALOG_CONFIRM', 'Ja'],
    ['DELETE_DIALOG_CANCEL', 'Nein'],
    ['ALREADY_RESERVED_TEXT', 'Bereits reserviert'],
    ['ORDER_CANCELED_TEXT', 'Bestellung storniert'],
    ['REDEEM_LABEL', 'Einlösen'],
    ['VOUCHER_ALREADY_APPLIED', 'Wertgutschein bereits eingelöst'],
    ['NO_BOX_LABEL', 'Keine Kiste'],
    ['REVIEW_MORE_LABEL', 'mehr'],
  ])('%s', (name, text) => {
    expect(texts[name]).toBe(text);
  });
});
