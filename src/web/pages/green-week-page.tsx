import { Link } from '../components/ui/link.tsx';
import { isPromoWeek } from '../../domain/calendar.ts';
import { Prose } from '../components/ui/prose.tsx';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';

/** /green-week: a tree planted per order from 23 to 29 November (docs/product.md §2.2, §9.3). */
export function GreenWeekPage() {
  const active = isPromoWeek(new Date());
  return (
    <Prose
      title="Green Week"
      lead="Vom 23. bis 29. November pflanzen wir für jede Bestellung einen Baum."
    >
      <PageHead />
      <p
        className={`rounded-2xl p-4 font-semibold ${active ? 'bg-brand-100 text-brand-800' : 'bg-sun-100'}`}
      >
        {active
          ? 'Die Green Week läuft gerade: Jede Bestellung pflanzt einen Baum!'
          : 'Die nächste Green Week findet vom 23. bis 29. November statt.'}
      </p>
      <h2>Warum Bäume?</h2>
      <p>
        Second-Hand spart schon viel: Jedes weiter getragene Kleidungsstück braucht kein neues
        Wasser, keine neue Baumwolle und keinen neuen Transport um die halbe Welt. Mit der Green
        Week gehen wir einen Schritt weiter und geben der Natur etwas zurück.
      </p>
      <h2>So funktioniert’s</h2>
      <ul>
        <li>Du bestellst zwischen dem 23. und 29. November – egal was und egal wie viel.</li>
        <li>
          Für jede Bestellung pflanzen wir gemeinsam mit einem Aufforstungsprojekt einen Baum.
        </li>
        <li>
          Nach der Aktion erzählen wir dir auf Instagram, wie viele Bäume zusammengekommen sind.
        </li>
      </ul>
      <p>
        <Link to={paths.clothing.getHref()}>Jetzt stöbern</Link> und mitpflanzen.
      </p>
    </Prose>
  );
}
