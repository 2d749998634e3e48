import { Link } from '../components/ui/link.tsx';
import { MAX_SIZE, MIN_SIZE } from '../../domain/catalog.ts';
import { HOME_CAROUSEL_INTERVAL_MS } from '../../domain/constants.ts';
import { laterPart } from '../components/later-part.tsx';
import { SlideCarousel } from '../components/ui/slide-carousel.tsx';
import { usePromotion } from '../features/products/api/get-promotion.ts';
import { promotionSlide } from '../../domain/promotion.ts';
import { isPromoWeek } from '../../domain/calendar.ts';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';
import { SHOP_NAME } from '../lib/site.ts';

const HomeBelowFold = laterPart(
  () => import('./home-below-fold.tsx').then(({ HomeBelowFold }) => HomeBelowFold),
  'home-below-fold',
);

const slideClasses =
  'flex min-h-56 flex-col items-start justify-center gap-3 px-6 py-10 sm:min-h-72 sm:px-12';
const slideButton =
  'inline-flex min-h-11 items-center rounded-full bg-brand-800 px-5 font-semibold text-white hover:bg-brand-700';

/**
 * Slide 1 announces the sale (docs/product.md §2.7) in words that are true for the catalogue right
 * now (UWG § 5, decision 036): "50 % auf alles" only while every item is halved.
 */
function PromotionSlideContent() {
  const summary = usePromotion().data;
  const slide = promotionSlide(
    summary ?? { activeItems: 0, saleItems: 0, lowestPercent: 0, highestPercent: 0 },
  );
  return (
    <div className={`${slideClasses} bg-sun-100`}>
      <p className="text-sm font-bold tracking-wide text-sale uppercase">{slide.kicker}</p>
      <p className="text-4xl font-extrabold tracking-tight text-brand-800 sm:text-6xl">
        {slide.title}
      </p>
      <p className="max-w-xl text-lg">{slide.text}</p>
      <Link
        to={slide.kind === 'none' ? paths.clothing.getHref() : paths.sale.getHref()}
        className={slideButton}
      >
        {slide.kind === 'none' ? 'Zum Shop' : 'Zum Sale'}
      </Link>
    </div>
  );
}

const SLIDES = [
  { key: 'sale', label: 'Aktion', content: <PromotionSlideContent /> },
  {
    key: 'friday',
    label: 'Jeden Freitag neue Artikel',
    content: (
      <div className={`${slideClasses} bg-brand-100`}>
        <p className="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-5xl">
          Jeden Freitag neue Schätze
        </p>
        <p className="max-w-xl text-lg">
          Frisch geprüfte Kleidung in den Größen {MIN_SIZE} bis {MAX_SIZE} – wer zuerst kommt, freut
          sich zuerst.
        </p>
        <Link to={paths.clothing.getHref()} className={slideButton}>
          Kleidung entdecken
        </Link>
      </div>
    ),
  },
  {
    key: 'sell',
    label: 'Kleidung verkaufen',
    content: (
      <div className={`${slideClasses} bg-white`}>
        <p className="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-5xl">
          Zu klein geworden?
        </p>
        <p className="max-w-xl text-lg">
          Wir verkaufen die Kleidung deiner Kinder für dich – einfach, fair und nachhaltig.
        </p>
        <Link to={paths.sell.getHref()} className={slideButton}>
          Kleidung verkaufen
        </Link>
      </div>
    ),
  },
] as const;

export function HomePage() {
  return (
    <>
      <PageHead />
      <h1 className="sr-only">Willkommen bei {SHOP_NAME}</h1>
      <SlideCarousel label="Aktuelles" slides={SLIDES} interval={HOME_CAROUSEL_INTERVAL_MS} />
      {isPromoWeek(new Date()) && (
        <p className="mt-4 rounded-2xl bg-brand-100 p-4 font-semibold text-brand-800">
          Green Week: Für jede Bestellung bis zum 29. November pflanzen wir einen Baum.{' '}
          <Link to={paths.greenWeek.getHref()} className="underline">
            Mehr zur Green Week
          </Link>
        </p>
      )}
      <section
        aria-labelledby="willkommen"
        className="my-10 rounded-3xl bg-white px-5 py-8 shadow-sm ring-1 ring-ink/10 sm:px-10"
      >
        <h2
          id="willkommen"
          className="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl"
        >
          Willkommen bei {SHOP_NAME}
        </h2>
        <p className="mt-3 max-w-3xl leading-relaxed sm:text-lg">
          Hier findest du liebevoll ausgesuchte Second-Hand-Schätze für Kinder: Kleidung in den
          Größen {MIN_SIZE} bis {MAX_SIZE}, Schlafsäcke und Accessoires. Jedes Teil gibt es nur
          einmal, jedes haben wir von Hand geprüft – und jeden Freitag kommen neue dazu. Gut für den
          Geldbeutel, gut für die Umwelt.
        </p>
      </section>
      {/* Below the fold on a phone, and most of the page's elements: its code comes after the
          first screen's (decision 085). */}
      <HomeBelowFold />
    </>
  );
}
