import { useLocation } from 'react-router';
import { Prose } from '../components/ui/prose.tsx';
import { WithdrawalForm } from '../features/withdrawal/components/withdrawal-form.tsx';
import { readWithdrawalPrefill } from '../features/withdrawal/lib/withdrawal-prefill.ts';
import { PageHead } from '../components/page-head.tsx';
import { useBrowserStateKnown } from '../lib/hydration.ts';
import { DemoNotice, ShopAddress, WithSiteInfo } from './shop-identity.tsx';
import { RETURN_DAYS } from './shop-facts.ts';

/**
 * /widerruf: Widerrufsbelehrung and Muster-Widerrufsformular (Art. 246a EGBGB,
 * docs/product.md §10.1).
 */
export function WithdrawalPage() {
  const { hash, search, state } = useLocation();
  const prefill = readWithdrawalPrefill(search, state);
  // A link to the form (`#vertrag-widerrufen`, the footer's and the mails') opens it. The server
  // never sees that part of the address, so on a page it rendered the form opens right after the
  // takeover: the first render must be the server's.
  const opensByLink = useBrowserStateKnown() && hash === '#vertrag-widerrufen';
  return (
    <Prose title="Widerrufsbelehrung">
      <PageHead />
      <WithSiteInfo>
        {(site) => (
          <>
            <DemoNotice site={site} />
            <h2>Widerrufsrecht</h2>
            <p>
              Du hast das Recht, binnen {RETURN_DAYS} Tagen ohne Angabe von Gründen diesen Vertrag
              zu widerrufen. Die Widerrufsfrist beträgt {RETURN_DAYS} Tage ab dem Tag, an dem du
              oder ein von dir benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz
              genommen hast bzw. hat.
            </p>
            <p>Um dein Widerrufsrecht auszuüben, musst du uns</p>
            <ShopAddress site={site} />
            <p>
              E-Mail: <a href={`mailto:${site.shop.email}`}>{site.shop.email}</a>, Telefon:{' '}
              {site.shop.phone}
            </p>
            <p>
              mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine
              E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst
              dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht
              vorgeschrieben ist. Du kannst den Widerruf auch über die Funktion „Vertrag widerrufen“
              auf dieser Seite erklären.
            </p>
            <p>
              Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung über die Ausübung
              des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.
            </p>
            <h2>Folgen des Widerrufs</h2>
            <p>
              Wenn du diesen Vertrag widerrufst, haben wir dir alle Zahlungen, die wir von dir
              erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten,
              die sich daraus ergeben, dass du eine andere Art der Lieferung als die von uns
              angebotene, günstigste Standardlieferung gewählt hast), unverzüglich und spätestens
              binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über deinen
              Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir
              dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es
              sei denn, mit dir wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden
              dir wegen dieser Rückzahlung Entgelte berechnet.
            </p>
            <p>
              Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben
              oder bis du den Nachweis erbracht hast, dass du die Waren zurückgesandt hast, je
              nachdem, welches der frühere Zeitpunkt ist.
            </p>
            <p>
              Du hast die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab
              dem Tag, an dem du uns über den Widerruf dieses Vertrags unterrichtest, an uns
              zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn du die Waren vor Ablauf
              der Frist von vierzehn Tagen absendest.{' '}
              <strong>Du trägst die unmittelbaren Kosten der Rücksendung der Waren.</strong>
            </p>
            <p>
              Du musst für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser
              Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise
              der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.
            </p>

            <h2 id="vertrag-widerrufen">Vertrag widerrufen</h2>
            <p>
              Hier kannst du deinen Vertrag während der Widerrufsfrist ganz einfach online
              widerrufen – ohne Kundenkonto. Gib deinen Namen, deine Bestellnummer und die
              E-Mail-Adresse an, an die wir dir die Eingangsbestätigung mit Datum und Uhrzeit sofort
              senden.
            </p>
            <WithdrawalForm defaultOpen={opensByLink} prefill={prefill} />

            <h2>Muster-Widerrufsformular</h2>
            <p>
              (Wenn du den Vertrag widerrufen willst, dann fülle bitte dieses Formular aus und sende
              es zurück.)
            </p>
            <div className="mt-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
              <p>
                An: {site.shop.name}, {site.shop.owner}, {site.shop.street}, {site.shop.postalCode}{' '}
                {site.shop.city}, E-Mail: {site.shop.email}
              </p>
              <p>
                Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über
                den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)
              </p>
              <p>Bestellt am (*)/erhalten am (*)</p>
              <p>Name des/der Verbraucher(s)</p>
              <p>Anschrift des/der Verbraucher(s)</p>
              <p>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)</p>
              <p>Datum</p>
              <p className="text-sm text-muted">(*) Unzutreffendes streichen.</p>
            </div>
          </>
        )}
      </WithSiteInfo>
    </Prose>
  );
}
