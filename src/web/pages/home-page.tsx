import { lazy, Suspense, useEffect, useId } from 'react';
import { Link } from '../components/ui/link.tsx';
import { MAX_SIZE, MIN_SIZE } from '../../domain/catalog.ts';
import type { Review } from '../../domain/api/reviews.ts';
import { HOME_CAROUSEL_INTERVAL_MS } from '../../domain/constants.ts';
import { ErrorState } from '../components/ui/error-state.tsx';
import { HydratedApart } from '../components/hydrated-apart.tsx';
import { SlideCarousel } from '../components/ui/slide-carousel.tsx';
import { useClientId, useIsInCart } from '../features/cart/hooks/use-cart.ts';
import { reviewsTrackingHeaders } from '../app/layout/visitor-tracking.ts';
import { useNewProducts } from '../features/products/api/get-new-products.ts';
import { usePromotion } from '../features/products/api/get-promotion.ts';
import { promotionSlide } from '../../domain/promotion.ts';
import { isPromoWeek } from '../../domain/calendar.ts';
import { NewProductsMarquee } from '../features/products/components/new-products-marquee.tsx';
import { ProductGridSkeleton } from '../features/products/components/product-grid-skeleton.tsx';
import { useReviews } from '../features/reviews/api/get-reviews.ts';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';
import { useNearViewport } from '../lib/use-near-viewport.ts';
import { SHOP_NAME } from '../lib/site.ts';
import { WishListHeart } from '../features/wish-list/components/wish-list-heart.tsx';
import { PriceNote } from '../components/ui/price-note.tsx';

// The reviews show at the foot of the page, from an outside service: they are asked for, and their
// carousel's code and the answer's schema (zod) load, when the visitor scrolls towards them, not
// with the first screen (issue 33: zod and Embla were 80 KB of a first visit's downloads). The
// new-in-shop band is part of the page the server renders, so its code comes with the page's
// (a lazily loaded component would hydrate after the rest, lib/hydration.ts).
const loadReviewsCarousel = () => import('../features/reviews/components/reviews-carousel.tsx');
const ReviewsCarousel = lazy(() =>
  loadReviewsCarousel().then(({ ReviewsCarousel }) => ({ default: ReviewsCarousel })),
);

/** Starts loading a lazy component's code now; a failure surfaces when it renders. */
function usePreload(load: () => Promise<unknown>) {
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
}

const NEW_PRODUCTS_HEADING = 'Neu im Shop';

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

const SHOP_BUTTONS = [
  { label: 'Kleidung', href: paths.clothing.getHref() },
  { label: 'Schlafsäcke', href: paths.sleepingBags.getHref() },
  { label: 'Accessoires', href: paths.accessories.getHref() },
  { label: 'Sale', href: paths.sale.getHref() },
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
      {/* Below the fold on a phone, and most of the page's elements: taken over after the rest,
          in a commit of its own (decision 082). */}
      <HydratedApart>
        <NewProducts />
        <nav aria-label="Zum Shop" className="my-10">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {SHOP_BUTTONS.map((button) => (
              <li key={button.label}>
                <Link
                  to={button.href}
                  className="flex min-h-16 items-center justify-center rounded-2xl bg-brand-700 px-4 text-lg font-bold text-white shadow-sm hover:bg-brand-800"
                >
                  {button.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Reviews />
      </HydratedApart>
    </>
  );
}

/** The home products fetch: request (skeleton), success (marquee), failure (generic error). */
function NewProducts() {
  const headingId = useId();
  const clientId = useClientId();
  const isInCart = useIsInCart();
  const { data, isError, isFetching, refetch } = useNewProducts({ clientId });
  const skeleton = (
    <div role="status">
      <span className="sr-only">Neue Artikel werden geladen …</span>
      <ProductGridSkeleton count={5} />
    </div>
  );

  return (
    <section aria-labelledby={headingId} className="relative">
      <h2 id={headingId} className="mb-4 text-2xl font-bold text-brand-800">
        {NEW_PRODUCTS_HEADING}
      </h2>
      <PriceNote />
      {data !== undefined ? (
        data.length === 0 ? (
          <p className="text-muted">Gerade gibt es nichts Neues. Schau bald wieder vorbei!</p>
        ) : (
          <NewProductsMarquee
            products={data}
            label={NEW_PRODUCTS_HEADING}
            getHref={(product) => paths.product.getHref(product.itemNumber)}
            isInCart={isInCart}
            renderAction={(product, focusable) => (
              <WishListHeart product={product} focusable={focusable} />
            )}
          />
        )
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        skeleton
      )}
    </section>
  );
}

function Reviews() {
  const [sentinelRef, nearViewport] = useNearViewport<HTMLDivElement>();
  return (
    <>
      <div ref={sentinelRef} />
      {nearViewport && <AskedReviews />}
    </>
  );
}

function AskedReviews() {
  // The spec's tracking headers, with the visitor's consent only (decision 035).
  const { data } = useReviews({ tracking: reviewsTrackingHeaders });
  usePreload(loadReviewsCarousel);
  // Failures are only logged (docs/product.md §8.3): the section stays away.
  if (data === undefined || data.length === 0) return null;
  return <ReviewsSection reviews={data} />;
}

function ReviewsSection({ reviews }: { reviews: Review[] }) {
  const headingId = useId();
  // At the foot of the page: the carousel is built when the visitor scrolls towards it. Until
  // then (and while its code arrives) a space of about its height keeps the page from jumping.
  const [sectionRef, nearViewport] = useNearViewport<HTMLElement>();
  const placeholder = <div className="min-h-64" />;
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="my-10">
      <h2 id={headingId} className="mb-4 text-2xl font-bold text-brand-800">
        Das sagen unsere Kundinnen und Kunden
      </h2>
      {nearViewport ? (
        <Suspense fallback={placeholder}>
          <ReviewsCarousel reviews={reviews} label="Bewertungen" />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
