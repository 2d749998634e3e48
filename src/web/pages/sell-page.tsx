import { Link } from '../components/ui/link.tsx';
import { MAX_SIZE, MIN_SIZE } from '../../domain/catalog.ts';
import { Prose } from '../components/ui/prose.tsx';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';
import { SellerSignupForm } from '../features/seller-signup/components/seller-signup-form.tsx';
import { WithSiteInfo } from './shop-identity.tsx';

export function SellPage() {
  return (
    <Prose
      title="Kleidung verkaufen"
      lead="Deine Kinder sind aus ihren Lieblingsstücken herausgewachsen? Wir verkaufen sie für dich – du musst nichts fotografieren, nichts einstellen und nichts verschicken."
    >
      <PageHead />
      <h2>So funktioniert’s</h2>
      <ol>
        <li>
          Sortiere gut erhaltene Kinderkleidung in den Größen {MIN_SIZE} bis {MAX_SIZE}, Schlafsäcke
          und Accessoires aus.
        </li>
        <li>
          Melde dich <a href="#anmelden">unten</a> an – nach unserer Freigabe bekommst du deine
          Verkäufernummer und den Link zu deiner Verkäuferseite per E-Mail.
        </li>
        <li>
          Bring deine Sachen gewaschen in einer Tasche zur{' '}
          <Link to={paths.pickupStation.getHref()}>Abholstation</Link>.
        </li>
        <li>
          Wir prüfen jedes Teil, fotografieren es und stellen es online – freitags kommen die neuen
          Artikel in den Shop.
        </li>
        <li>Ist ein Artikel verkauft, bekommst du deinen Anteil am Verkaufspreis ausgezahlt.</li>
      </ol>
      <p>
        Wenn du magst, meldest du deine Tasche vorher auf deiner Verkäuferseite online an: Dann
        siehst du zu jedem Artikel einen Preisvorschlag und druckst deine Etiketten zu Hause – nötig
        ist das nicht.
      </p>
      <h2>Was wir annehmen</h2>
      <ul>
        <li>Kleidung ohne Flecken, Löcher oder starke Abnutzung</li>
        <li>Schlafsäcke mit intakten Reißverschlüssen</li>
        <li>Mützen, Hüte, Schals und Handschuhe</li>
      </ul>
      <p>Was wir nicht verkaufen können, geben wir dir zurück oder spenden es auf Wunsch.</p>
      <h2 id="anmelden">Als Verkäuferin anmelden</h2>
      <p>
        Das dauert zwei Minuten. Deine IBAN brauchen wir, um dir deinen Anteil zu überweisen. Es
        gelten unsere <Link to={paths.consignmentTerms.getHref()}>Kommissionsbedingungen</Link>.
      </p>
      <div className="mt-4">
        <SellerSignupForm />
      </div>
      <h2>Kontakt</h2>
      <WithSiteInfo>
        {(site) => (
          <p>
            Schreib uns an{' '}
            <a href={`mailto:${site.shop.email}?subject=Kleidung%20verkaufen`}>{site.shop.email}</a>{' '}
            oder per <a href={site.social.whatsapp}>WhatsApp</a>.
          </p>
        )}
      </WithSiteInfo>
    </Prose>
  );
}
