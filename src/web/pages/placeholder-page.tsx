import { Link } from '../components/ui/link.tsx';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';

/** /mieten and /shop/tonies: the same placeholder screen (docs/product.md §1.3). */
export function PlaceholderPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-3xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-ink/10">
      <PageHead />
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-800">
        Hier entsteht gerade etwas Schönes
      </h1>
      <p className="text-lg leading-relaxed">
        Dieser Bereich ist noch im Aufbau. Schau bald wieder vorbei – bis dahin findest du viele
        Einzelstücke in unserem Shop.
      </p>
      <Link
        to={paths.clothing.getHref()}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Zur Kleidung
      </Link>
    </div>
  );
}
