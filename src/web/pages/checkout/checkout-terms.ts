import type { PaymentMethodId } from '../../../domain/catalog.ts';
import type { DeliveryMethod } from '../../../domain/delivery.ts';

/** Delivery terms shown directly above the order button (§ 312j BGB, docs/product.md §10.1). */
export const DELIVERY_TERMS: Record<DeliveryMethod, string> = {
  abholen:
    'Du holst deine Artikel an der Abholstation ab, sobald wir dir per E-Mail Bescheid geben – in der Regel innerhalb von zwei Werktagen.',
  liefernInnerhalb:
    'Wir liefern innerhalb unseres Ortes, in der Regel innerhalb von zwei Werktagen nach Zahlungseingang.',
  liefernDHL:
    'Versand mit DHL nur innerhalb Deutschlands: wir verpacken in der Regel innerhalb von zwei Werktagen nach Zahlungseingang, DHL liefert meist nach ein bis drei Werktagen.',
};

/** Payment terms shown directly above the order button. */
export function paymentTerms(method: PaymentMethodId): string {
  if (method === 'cash') return 'Du bezahlst bar bei der Abholung an der Abholstation.';
  if (method === 'klarna-pay-later') {
    return 'Nach der Bestellung geht es zu Klarna; du bezahlst nach Erhalt der Ware zu den Bedingungen von Klarna.';
  }
  return 'Nach der Bestellung geht es direkt zur Zahlung; die Bestellung gilt, sobald die Zahlung bestätigt ist. Eine nicht abgeschlossene Zahlung storniert die Bestellung nach kurzer Zeit.';
}

/**
 * The payment terms when coupon and vouchers leave nothing to pay: no payment method, no payment
 * page after the order (decision 037).
 */
export const NOTHING_TO_PAY_TERMS =
  'Eine Zahlung ist nicht nötig: Mit deiner Bestellung ist alles erledigt, wir schicken dir gleich die Bestätigung per E-Mail.';
