import { RETURN_RIGHT_DAYS } from '../../domain/constants.ts';
import { describePriceSteps } from '../../domain/price-steps.ts';
import { termsVersionDate, UNSOLD_CHOICE_LABELS } from '../../domain/seller-signup.ts';
import { PageHead } from '../components/page-head.tsx';
import { Link } from '../components/ui/link.tsx';
import { Prose } from '../components/ui/prose.tsx';
import { useConsignmentTerms } from '../features/seller-signup/api/seller-signup.ts';
import { paths } from '../lib/paths.ts';
import { ShopAddress, WithSiteInfo } from './shop-identity.tsx';

/**
 * /kommissionsbedingungen (issue 34 item 7, decision 075): the written consignment terms a
 * seller accepts (§§ 383 ff. HGB), with the owner's figures and the version she accepts.
 */
export function ConsignmentTermsPage() {
  const terms = useConsignmentTerms();
  const figure = (value: number | undefined, unit: string) =>
    value === undefined ? '…' : `${value}${unit}`;
  const share = figure(terms.data?.sellerSharePercent, ' %');
  const days = figure(terms.data?.sortOutDays, ' Tage');
  const minimum = figure(terms.data?.payoutMinimumEuros, ' €');
  return (
    <Prose
      // A soft hyphen: the long word breaks on a phone where German breaks it.
      title={'Kommissions\u00adbedingungen'}
      lead={`Fassung vom ${termsVersionDate(terms.data?.version)}. So verkaufen wir deine Kindersachen für dich.`}
    >
      <PageHead />
      <h2>1. Wer verkauft</h2>
      <WithSiteInfo>
        {(site) => (
          <>
            <p>Wir verkaufen deine Sachen in unserem Namen und auf deine Rechnung (Kommission):</p>
            <ShopAddress site={site} />
          </>
        )}
      </WithSiteInfo>
      <p>
        Du bleibst Eigentümerin deiner Sachen, bis sie verkauft sind. Wir prüfen, fotografieren und
        beschreiben jedes Teil und stellen es online – du musst nichts fotografieren, nichts
        einstellen und nichts verschicken. Was wir nicht annehmen, bekommst du zurück oder wir
        spenden es, wie du es bei der Anmeldung gewählt hast.
      </p>
      <h2>2. Dein Anteil</h2>
      <p>
        Von jedem verkauften Artikel bekommst du <strong>{share}</strong> des Verkaufspreises. Den
        Preis legen wir fest; wenn du deine Tasche online anmeldest, siehst du vorher einen
        Preisvorschlag.
      </p>
      <h2>3. Wie lange deine Sachen online sind</h2>
      <p>
        Jeder Artikel bleibt bis zu <strong>{days}</strong> nach dem ersten Einstellen im Shop.
        Damit er einen Käufer findet, dürfen wir seinen Preis nach einer festen Zahl von Tagen
        schrittweise senken, wie es die Einstellungen des Shops vorsehen; dein Anteil richtet sich
        dann nach dem gesenkten Preis. Auf deiner Verkäuferseite siehst du jederzeit den aktuellen
        Preis, die nächste Preisstufe und den letzten Tag online.
      </p>
      <p data-testid="terms-price-steps">
        Zurzeit gilt:{' '}
        <strong>
          {terms.data === undefined ? '…' : describePriceSteps(terms.data.priceSteps)}
        </strong>{' '}
        (jeweils weniger als der Preis, zu dem wir den Artikel eingestellt haben).
      </p>
      <h2>4. Was danach passiert</h2>
      <p>Ist ein Artikel am Ende seiner Zeit nicht verkauft, gilt deine Wahl bei der Anmeldung:</p>
      <ul>
        <li>
          <strong>{UNSOLD_CHOICE_LABELS.pickup}:</strong> Wir sagen dir per E-Mail Bescheid, wann du
          die Sachen abholen kannst; du hast dann {figure(terms.data?.pickupDays, ' Tage')} Zeit.
        </li>
        <li>
          <strong>{UNSOLD_CHOICE_LABELS.donate}:</strong> Wir geben sie an eine gemeinnützige
          Einrichtung.
        </li>
        <li>
          <strong>{UNSOLD_CHOICE_LABELS.keep}:</strong> Sie gehören dann dem Shop; du bekommst dafür
          nichts.
        </li>
      </ul>
      <p>Deine Wahl kannst du jederzeit per E-Mail an uns ändern.</p>
      <h2>5. Auszahlung</h2>
      <p>
        Dein Anteil an einem Verkauf wird fällig, wenn die Widerrufsfrist der Käuferin vorbei ist (
        {RETURN_RIGHT_DAYS} Tage nach Erhalt) und der Artikel nicht zurückgegeben wurde. Sobald dein
        fälliges Guthaben mindestens <strong>{minimum}</strong> beträgt, überweisen wir es per
        SEPA-Überweisung auf das Konto, das du uns genannt hast. Wird ein Artikel nach einer
        Auszahlung doch zurückgegeben, verrechnen wir deinen Anteil mit der nächsten Auszahlung. Zu
        jeder Auszahlung bekommst du eine Abrechnung: was verkauft wurde, zu welchem Preis, dein
        Anteil und der ausgezahlte Betrag.
      </p>
      <h2>6. Kündigung</h2>
      <p>
        Du kannst jederzeit aufhören, formlos per E-Mail. Deine unverkauften Sachen behandeln wir
        dann nach deiner Wahl aus Abschnitt 4, dein restliches Guthaben zahlen wir aus, auch unter
        dem Mindestbetrag. Deine Daten löschen wir, sobald die gesetzlichen Aufbewahrungsfristen es
        erlauben (siehe{' '}
        <Link to={paths.privacy.getHref()} className="underline">
          Datenschutzerklärung
        </Link>
        ).
      </p>
      <h2>7. Änderungen</h2>
      <p>
        Ändern sich diese Bedingungen, bekommen sie ein neues Datum. Für dich gilt die Fassung, der
        du zugestimmt hast, bis du einer neuen zustimmst; wir sagen dir rechtzeitig Bescheid.
      </p>
    </Prose>
  );
}
