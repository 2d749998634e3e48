import { Prose } from '../components/ui/prose.tsx';
import { PageHead } from '../features/site/components/page-head.tsx';
import { DemoNotice, ShopAddress, WithSiteInfo } from './shop-identity.tsx';

export function PrivacyPage() {
  return (
    <Prose title="Datenschutzerklärung">
      <PageHead
        title="Datenschutz"
        description="Wie Kinderkiste mit deinen Daten umgeht: Zweck, Rechtsgrundlage, Dienstleister und deine Rechte."
      />
      <WithSiteInfo>
        {(site) => (
          <>
            <DemoNotice site={site} />
            <h2>Verantwortlich</h2>
            <ShopAddress site={site} />
            <p>
              E-Mail: <a href={`mailto:${site.shop.email}`}>{site.shop.email}</a>
            </p>
            <h2>Was wir speichern und warum</h2>
            <ul>
              <li>
                <strong>Bestellungen:</strong> Name, E-Mail-Adresse, bei Versand die
                Lieferanschrift, die bestellten Artikel und die Zahlungsart – zur Erfüllung des
                Vertrags (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsdaten bewahren wir so lange auf, wie
                es das Handels- und Steuerrecht verlangt.
              </li>
              <li>
                <strong>In deinem Browser:</strong> dein Warenkorb, deine Reservierung und eine
                zufällige Kennung (localStorage). Das ist technisch notwendig, damit der Warenkorb
                funktioniert (§ 25 Abs. 2 TDDDG); eine Einwilligung ist dafür nicht nötig.
              </li>
              <li>
                <strong>Nutzungsstatistik:</strong> Beim Öffnen des Shops und beim Entfernen von
                Artikeln aus dem Warenkorb speichern wir die zufällige Kennung, die aufgerufene
                Seite und die Artikel im Warenkorb, um unser Sortiment zu verbessern (berechtigtes
                Interesse, Art. 6 Abs. 1 lit. f DSGVO). Daraus lässt sich nicht ablesen, wer du
                bist.
              </li>
              <li>
                <strong>Server-Protokolle:</strong> IP-Adresse, Zeitpunkt und aufgerufene Adresse,
                für den sicheren Betrieb; sie werden nach kurzer Zeit gelöscht.
              </li>
            </ul>
            <h2>Dienstleister</h2>
            <ul>
              <li>
                Zahlungsdienstleister: PayPal (Europe) S.à r.l. et Cie, S.C.A., Luxemburg, und
                Klarna Bank AB, Schweden – nur wenn du diese Zahlungsarten wählst.
              </li>
              <li>Versand: DHL Paket GmbH, Bonn – Name und Lieferanschrift zur Zustellung.</li>
              <li>
                Hosting: unser Hosting-Anbieter in der EU, mit dem ein Vertrag zur
                Auftragsverarbeitung besteht.
              </li>
              <li>
                Karten: OpenStreetMap Foundation – nur nach deiner Einwilligung auf der Seite der
                Abholstation (Art. 6 Abs. 1 lit. a DSGVO).
              </li>
            </ul>
            <h2>Einwilligungen</h2>
            <p>
              Über „Cookie-Einstellungen“ im Fußbereich jeder Seite kannst du Einwilligungen
              erteilen und jederzeit mit Wirkung für die Zukunft widerrufen. Ohne Einwilligung laden
              wir keine Dienste anderer Anbieter.
            </p>
            <h2>Deine Rechte</h2>
            <p>
              Du hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der
              Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO). Du kannst dich
              außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren. Schreib uns einfach eine
              E-Mail.
            </p>
          </>
        )}
      </WithSiteInfo>
    </Prose>
  );
}
