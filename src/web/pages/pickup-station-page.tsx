import { Link } from '../components/ui/link.tsx';
import { Button } from '../components/ui/button.tsx';
import { Prose } from '../components/ui/prose.tsx';
import { useConsentStore } from '../features/consent/stores/consent-store.ts';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';
import { WithSiteInfo } from './shop-identity.tsx';
import { PICKUP_PRICE } from './shop-facts.ts';

/**
 * The map loads only after maps consent (docs/product.md §4.12, § 25 TDDDG); until then a
 * placeholder asks.
 */
function PickupMap({ query }: { query: string }) {
  const consent = useConsentStore((state) => state.choices.maps);
  const setService = useConsentStore((state) => state.setService);
  const setConsent = (on: boolean) => setService('maps', on);
  if (!consent) {
    return (
      <div className="mt-4 flex aspect-video flex-col items-center justify-center gap-3 rounded-3xl bg-brand-50 p-6 text-center">
        <p>
          Hier zeigen wir dir eine Karte von OpenStreetMap. Dabei wird deine IP-Adresse an die
          OpenStreetMap Foundation übertragen. Wir laden die Karte erst, wenn du zustimmst.
        </p>
        <Button onClick={() => setConsent(true)}>Karte laden</Button>
      </div>
    );
  }
  return (
    <div className="mt-4">
      <iframe
        title="Karte der Abholstation"
        src={`https://www.openstreetmap.org/export/embed.html?layer=mapnik&search=${encodeURIComponent(query)}`}
        loading="lazy"
        className="aspect-video w-full rounded-3xl border-0"
      />
      <button
        type="button"
        onClick={() => setConsent(false)}
        className="mt-2 min-h-11 text-sm font-semibold text-brand-800 underline"
      >
        Karte wieder ausblenden
      </button>
    </div>
  );
}

export function PickupStationPage() {
  return (
    <Prose
      title="Abholstation"
      lead={`Hol deine Bestellung kostenlos (${PICKUP_PRICE}) an unserer Abholstation ab – ganz ohne Versandkosten.`}
    >
      <PageHead />
      <WithSiteInfo>
        {(site) => (
          <>
            <h2>Adresse</h2>
            <address className="not-italic">
              {site.pickupStation.name}
              <br />
              {site.pickupStation.street}
              <br />
              {site.pickupStation.postalCode} {site.pickupStation.city}
            </address>
            <h2>Öffnungszeiten</h2>
            <p>{site.pickupStation.openingHours}</p>
            <h2>So funktioniert’s</h2>
            <ol>
              <li>Wähle im Bestellvorgang „Abholung an der Abholstation“.</li>
              <li>
                Wir packen deine Artikel und schicken dir eine E-Mail, sobald sie bereitliegen.
              </li>
              <li>
                Komm zu den Öffnungszeiten vorbei, nenne deine Bestellnummer – bei Barzahlung zahlst
                du vor Ort.
              </li>
            </ol>
            <p>
              Mehr zu Versand und Bezahlung:{' '}
              <Link to={paths.paymentShipping.getHref()}>Zahlung &amp; Versand</Link>.
            </p>
            <h2>Karte</h2>
            <PickupMap
              query={`${site.pickupStation.street}, ${site.pickupStation.postalCode} ${site.pickupStation.city}`}
            />
          </>
        )}
      </WithSiteInfo>
    </Prose>
  );
}
