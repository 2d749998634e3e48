import { Link } from '../components/ui/link.tsx';
import { Prose } from '../components/ui/prose.tsx';
import { PageHead } from '../components/page-head.tsx';
import { useOfferedPaymentMethods } from '../lib/get-site-info.ts';
import { paths } from '../lib/paths.ts';
import { PICKUP_PRICE, RETURN_DAYS, SHIPPING_DHL, SHIPPING_LOCAL } from './shop-facts.ts';

export function PaymentShippingPage() {
  const offered = useOfferedPaymentMethods();
  const handledBy = (provider: 'paypal' | 'klarna') =>
    offered
      .filter((method) => method.provider === provider)
      .map((method) => `„${method.label}“`)
      .join(', ');
  const paypal = handledBy('paypal');
  const klarna = handledBy('klarna');
  return (
    <Prose
      title="Zahlung & Versand"
      lead="Alle Preise sind Endpreise. Als Kleinunternehmer berechnen wir keine Umsatzsteuer (§ 19 UStG)."
    >
      <PageHead />
      <h2>Versandkosten</h2>
      <ul>
        <li>
          Versand mit DHL innerhalb Deutschlands: <strong>{SHIPPING_DHL}</strong> pro Bestellung,
          egal wie viele Artikel.
        </li>
        <li>
          Lieferung innerhalb unseres Ortes: <strong>{SHIPPING_LOCAL}</strong>.
        </li>
        <li>
          Abholung an der <Link to={paths.pickupStation.getHref()}>Abholstation</Link>:{' '}
          <strong>kostenlos ({PICKUP_PRICE})</strong>.
        </li>
      </ul>
      <p>An unseren Aktionstagen (31. Oktober und 1. November) ist die Lieferung kostenlos.</p>
      <p>Wir versenden nur innerhalb Deutschlands.</p>
      <h2>Lieferzeit</h2>
      <p>
        Wir verpacken deine Bestellung in der Regel innerhalb von zwei Werktagen nach
        Zahlungseingang. Mit DHL ist sie dann meist nach ein bis drei Werktagen bei dir. Bei
        Barzahlung holst du deine Artikel an der Abholstation ab.
      </p>
      <h2>Zahlungsarten</h2>
      <ul>
        {offered.map((method) => (
          <li key={method.id}>{method.label}</li>
        ))}
      </ul>
      <p>
        {paypal && <>{paypal} wickeln wir über PayPal ab. </>}
        {klarna && <>{klarna} wickeln wir über Klarna ab. </>}
        Barzahlung ist nur bei Abholung möglich.
      </p>
      <h2>Reservierung</h2>
      <p>
        Sobald du zur Kasse gehst, reservieren wir deine Artikel für kurze Zeit, damit sie dir
        niemand wegschnappt. Bezahlst du online, bleiben sie nach der Bestellung reserviert, bis
        deine Zahlung da ist; kommt sie nicht rechtzeitig, werden sie wieder frei. Ein reservierter
        Artikel ist im Shop als „Bereits reserviert“ markiert.
      </p>
      <h2>Rückgabe</h2>
      <p>
        Du hast ein {RETURN_DAYS}-tägiges Widerrufsrecht. Alles Weitere steht in der{' '}
        <Link to={paths.withdrawal.getHref()}>Widerrufsbelehrung</Link>.
      </p>
    </Prose>
  );
}
