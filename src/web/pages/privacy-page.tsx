import { SIGNUP_CONFIRM_HOURS } from '../../domain/seller-signup.ts';
import { Button } from '../components/ui/button.tsx';
import { Link } from '../components/ui/link.tsx';
import { paths } from '../lib/paths.ts';
import { Prose } from '../components/ui/prose.tsx';
import { preloadConsentSettings } from '../features/consent/lib/preload-consent-settings.ts';
import { useConsentStore } from '../features/consent/stores/consent-store.ts';
import { PageHead } from '../components/page-head.tsx';
import { DemoNotice, ShopAddress, WithSiteInfo } from './shop-identity.tsx';

export function PrivacyPage() {
  const openConsentSettings = useConsentStore((state) => state.openSettings);
  return (
    <Prose title="Datenschutzerklärung">
      <PageHead />
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
                <strong>In deinem Browser:</strong> dein Warenkorb, deine Reservierung mit einer
                zufälligen Kennung, die zeigt, dass die Reservierung deine ist, und deine Auswahl in
                den Cookie-Einstellungen (localStorage). Dazu die Artikelnummern deines Warenkorbs
                in einem Cookie („warenkorb“, 30 Tage), damit die Warenkorb-Seite gleich mit deinen
                Artikeln erscheint. Das ist technisch notwendig, damit Warenkorb und Reservierung
                funktionieren (§ 25 Abs. 2 TDDDG); eine Einwilligung ist dafür nicht nötig. Mit
                deiner Bestellung speichern wir diese Kennung, damit die reservierten Artikel deiner
                Bestellung zugeordnet werden.
              </li>
              <li>
                <strong>Merkliste:</strong> die Artikel, die du dir merkst, speichert nur dein
                Browser (localStorage), wie den Warenkorb. Teilst du die Liste, enthält der Link nur
                die Artikelnummern.
              </li>
              <li>
                <strong>Größen-Alarm:</strong> Wenn du ihn anforderst, speichern wir deine
                E-Mail-Adresse und deine Auswahl (Größen, Kategorien, Marken, Saison). Zuerst
                bekommst du nur eine E-Mail mit einem Bestätigungslink (Double-Opt-in); erst nach
                deiner Bestätigung schicken wir dir freitags die neuen Artikel in deinen Größen.
                Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 7 Abs. 2 UWG).
                Als Nachweis speichern wir Zeitpunkt und IP-Adresse der Anforderung, der Bestätigung
                und der Abmeldung. Unbestätigte Anforderungen löschen wir nach drei Tagen samt
                diesen Angaben. Du kannst dich jederzeit abmelden – über den Link in jeder E-Mail,
                mit einem Klick in deinem E-Mail-Programm oder per E-Mail an uns; dann löschen wir
                deine Adresse und deine Auswahl. Den Nachweis deiner Einwilligung und ihres
                Widerrufs bewahren wir auf, solange wir ihn zur Abwehr von Ansprüchen brauchen
                (höchstens drei Jahre).
              </li>
              <li>
                <strong>Wenn du bei uns verkaufst:</strong> dein Name, deine E-Mail-Adresse, auf
                Wunsch deine Telefonnummer, deine IBAN und der Name der Kontoinhaberin, deine Wahl,
                was mit unverkauften Sachen passiert, und wann du welcher Fassung der{' '}
                <Link to={paths.consignmentTerms.getHref()} className="underline">
                  Kommissionsbedingungen
                </Link>{' '}
                zugestimmt hast; dazu deine Artikel, Verkäufe und Auszahlungen. Wir brauchen das, um
                deine Sachen für dich zu verkaufen und dir deinen Anteil zu überweisen (Vertrag,
                Art. 6 Abs. 1 lit. b DSGVO). Deine IBAN speichern wir verschlüsselt; im Shop
                erscheint sie nur gekürzt (z. B. DE89 **** 3000), und jedes Mal, wenn jemand von uns
                sie ganz ansieht, wird das protokolliert. Bei der Anmeldung bekommst du zuerst eine
                E-Mail mit einem Bestätigungslink (Double-Opt-in); bestätigst du nicht innerhalb von{' '}
                {SIGNUP_CONFIRM_HOURS} Stunden, löschen wir deine Anmeldung mit allen Angaben,
                ebenso eine Anmeldung, die wir nicht annehmen. Aufhören kannst du jederzeit auf
                deiner Verkäuferseite oder bei uns im Laden. Dann überweisen wir dir dein letztes
                Guthaben, auch unter dem Mindestbetrag, und löschen deine E-Mail-Adresse,
                Telefonnummer und IBAN, sobald alles ausgezahlt ist (spätestens 30 Tage nach der
                letzten Auszahlung, damit eine zurückgebuchte Überweisung noch geklärt werden kann).
                Deinen Namen auf Abrechnungen und Auszahlungen müssen wir als Teil der Bücher zehn
                Jahre aufbewahren, gerechnet ab dem Ende des Jahres der letzten Auszahlung, wie das
                Steuer- und Handelsrecht es verlangt (§ 147 AO, § 257 HGB; Art. 6 Abs. 1 lit. c
                DSGVO); danach ersetzen wir ihn durch „Ehemalige Verkäuferin“ und deine Nummer.
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
            </ul>
            <h2>Dienste mit Einwilligung</h2>
            <p>
              Die folgenden Dienste nutzen wir nur, wenn du ihnen zugestimmt hast (Art. 6 Abs. 1
              lit. a DSGVO, § 25 Abs. 1 TDDDG). Vorher stellt dein Browser keine Verbindung zu
              anderen Anbietern her, und wir erfassen nichts für unsere Statistik. Etwa drei
              Sekunden nach dem Laden der Seite fragen wir dich einmal; „Ablehnen“ und „Akzeptieren“
              sind gleichwertig.
            </p>
            <ul>
              <li>
                <strong>Shop-Statistik – nur bei uns:</strong> Dein Browser speichert eine eigene
                zufällige Kennung (localStorage). Beim Öffnen des Shops und beim Entfernen von
                Artikeln aus dem Warenkorb senden wir sie uns mit der aufgerufenen Seite und den
                Artikeln im Warenkorb. Zweck: zu sehen, welche Seiten und Artikel gefragt sind, um
                Sortiment und Shop zu verbessern. Die Angaben gehen an keinen anderen Anbieter und
                werden nicht mit deinen Bestellungen oder deiner Reservierung verknüpft; die Kennung
                ist eine andere als die deiner Reservierung. Widerrufst du, löschen wir die Kennung
                in deinem Browser und erfassen nichts mehr.
              </li>
              <li>
                <strong>Statistik – Google Analytics 4</strong> (Google Ireland Limited, Gordon
                House, Barrow Street, Dublin 4, Irland): welche Seiten du aufrufst, wann, von
                welcher Seite du kommst, Angaben zu Browser und Gerät, deine gekürzte IP-Adresse und
                eine zufällige Kennung in einem Cookie (_ga). Zweck: zu sehen, was im Shop gesucht
                wird, um ihn zu verbessern.
                {site.google.analyticsId === null && ' Derzeit setzen wir diesen Dienst nicht ein.'}
              </li>
              <li>
                <strong>Conversion-Messung – Google Ads</strong> (Google Ireland Limited): ob du
                über eine unserer Anzeigen bei Google gekommen bist und danach bestellt hast, mit
                Bestellnummer und Bestellwert, deiner IP-Adresse und einer Kennung in einem Cookie
                (_gcl). Zweck: den Erfolg unserer Anzeigen zu messen. Für personalisierte Werbung
                nutzen wir die Daten nicht.
                {site.google.adsId === null && ' Derzeit setzen wir diesen Dienst nicht ein.'}
              </li>
              <li>
                <strong>Karte – OpenStreetMap</strong> (OpenStreetMap Foundation, St John’s
                Innovation Centre, Cambridge, Vereinigtes Königreich): auf der Seite der
                Abholstation deine IP-Adresse und die aufgerufene Kartenansicht, damit die Karte
                angezeigt werden kann.
              </li>
            </ul>
            <p>
              Google kann Daten in die USA übermitteln; Google LLC ist nach dem EU-US Data Privacy
              Framework zertifiziert (Angemessenheitsbeschluss der EU-Kommission). Für das
              Vereinigte Königreich besteht ebenfalls ein Angemessenheitsbeschluss.
            </p>
            <h2>Einwilligung widerrufen</h2>
            <p>
              Über „Cookie-Einstellungen“ im Fußbereich jeder Seite kannst du jeden Dienst einzeln
              ein- und ausschalten und deine Einwilligung jederzeit mit Wirkung für die Zukunft
              widerrufen – so einfach, wie du sie erteilt hast. Danach laden wir den Dienst nicht
              mehr und löschen seine Cookies.
            </p>
            <p>
              <Button
                variant="secondary"
                onPointerDown={preloadConsentSettings}
                onFocus={preloadConsentSettings}
                onClick={openConsentSettings}
              >
                Cookie-Einstellungen öffnen
              </Button>
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
