import { Link } from '../components/ui/link.tsx';
import { Prose } from '../components/ui/prose.tsx';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';
import { DemoNotice, ShopAddress, WithSiteInfo } from './shop-identity.tsx';
import { RETURN_DAYS, SHIPPING_DHL } from './shop-facts.ts';
import { OfferedPaymentMethods } from '../components/offered-payment-methods.tsx';
import { DELIVERY_AREA_NOTICE, WARRANTY_TEXT } from '../../domain/legal-terms.ts';

export function TermsPage() {
  return (
    <Prose title="Allgemeine Geschäftsbedingungen">
      <PageHead />
      <WithSiteInfo>
        {(site) => (
          <>
            <DemoNotice site={site} />
            <h2>§ 1 Geltungsbereich</h2>
            <p>
              Diese Bedingungen gelten für alle Bestellungen, die Verbraucherinnen und Verbraucher
              über unseren Online-Shop aufgeben. Vertragspartner ist:
            </p>
            <ShopAddress site={site} />
            <h2>§ 2 Vertragsschluss</h2>
            <p>
              Die Darstellung der Artikel im Shop ist kein rechtlich bindendes Angebot, sondern eine
              Einladung zur Bestellung. Mit dem Klick auf „zahlungspflichtig bestellen“ gibst du ein
              verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir die Bestellung per
              E-Mail bestätigen. Du kannst ohne Kundenkonto bestellen.
            </p>
            <h2>§ 3 Gebrauchte Ware</h2>
            <p>
              Wir verkaufen gebrauchte Einzelstücke. Den Zustand („Sehr gut“, „Gut“, „Geliebt“)
              beschreiben wir bei jedem Artikel; übliche Gebrauchsspuren sind kein Mangel. Jeder
              Artikel ist nur einmal vorhanden.
            </p>
            <h2>§ 4 Preise und Versandkosten</h2>
            <p>
              Alle Preise sind Endpreise. Als Kleinunternehmer nach § 19 UStG berechnen wir keine
              Umsatzsteuer. Hinzu kommen die Versandkosten ({SHIPPING_DHL} innerhalb Deutschlands),
              sofern du nicht an der Abholstation abholst. Details findest du unter{' '}
              <Link to={paths.paymentShipping.getHref()}>Zahlung &amp; Versand</Link>.
            </p>
            <h2>§ 5 Zahlung</h2>
            <p>
              Du kannst mit folgenden Zahlungsarten bezahlen: <OfferedPaymentMethods />.
            </p>
            <h2>§ 6 Reservierung und Lieferung</h2>
            <p>
              Artikel in deinem Warenkorb sind erst reserviert, wenn du den Bestellvorgang beginnst;
              die Reservierung endet nach kurzer Zeit, wenn die Bestellung nicht abgeschlossen wird.{' '}
              {DELIVERY_AREA_NOTICE}
            </p>
            <h2>§ 7 Widerrufsrecht</h2>
            <p>
              Dir steht ein {RETURN_DAYS}-tägiges Widerrufsrecht zu. Die Einzelheiten findest du in
              der <Link to={paths.withdrawal.getHref()}>Widerrufsbelehrung</Link>.
            </p>
            <h2>§ 8 Gewährleistung</h2>
            {/* The statutory two years, also for used goods (§ 476 Abs. 2 BGB, decision 035). */}
            <p>{WARRANTY_TEXT}</p>
            <h2>§ 9 Schlussbestimmungen</h2>
            <p>
              Es gilt deutsches Recht unter Ausschluss des UN-Kaufrechts. Zwingende
              Verbraucherschutzvorschriften des Staates, in dem du deinen gewöhnlichen Aufenthalt
              hast, bleiben unberührt.
            </p>
          </>
        )}
      </WithSiteInfo>
    </Prose>
  );
}
