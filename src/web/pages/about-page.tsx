import { Link } from '../components/ui/link.tsx';
import { MAX_SIZE, MIN_SIZE } from '../../domain/catalog.ts';
import { Prose } from '../components/ui/prose.tsx';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';
import { SHOP_NAME } from '../lib/site.ts';

export function AboutPage() {
  return (
    <Prose
      title="Über uns"
      lead={`${SHOP_NAME} ist ein kleiner Second-Hand-Shop für Kindersachen – entstanden aus vollen Kleiderschränken und der Überzeugung, dass gute Dinge ein zweites Leben verdienen.`}
    >
      <PageHead />
      <h2>Unsere Idee</h2>
      <p>
        Kinder wachsen schneller aus ihren Sachen heraus, als sie sie abtragen können. Viele Bodys,
        Hosen und Jacken sind nach ein paar Monaten noch so gut wie neu. Wir sammeln diese Schätze,
        prüfen jedes Teil von Hand, fotografieren es und bieten es zu einem fairen Preis an –
        Kleidung in den Größen {MIN_SIZE} bis {MAX_SIZE}, Schlafsäcke und Accessoires.
      </p>
      <h2>Jedes Teil ein Einzelstück</h2>
      <p>
        Bei uns gibt es jeden Artikel genau einmal. Was du im Shop siehst, liegt wirklich bei uns im
        Regal. Jeden Freitag kommen neue Artikel dazu – reinschauen lohnt sich.
      </p>
      <h2>Gut für die Umwelt</h2>
      <p>
        Jedes Kleidungsstück, das weiter getragen wird, spart Wasser, Energie und Rohstoffe. Während
        unserer <Link to={paths.greenWeek.getHref()}>Green Week</Link> pflanzen wir zusätzlich für
        jede Bestellung einen Baum.
      </p>
      <h2>Mitmachen</h2>
      <p>
        Deine Kinder sind aus ihren Sachen herausgewachsen?{' '}
        <Link to={paths.sell.getHref()}>Verkaufe sie über uns</Link>. Du möchtest lieber selbst
        abholen? Dann komm an unserer <Link to={paths.pickupStation.getHref()}>Abholstation</Link>{' '}
        vorbei – kostenlos.
      </p>
    </Prose>
  );
}
