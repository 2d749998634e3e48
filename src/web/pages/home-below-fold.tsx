import { lazy, Suspense, useEffect, useId } from 'react';
import { Link } from '../components/ui/link.tsx';
import type { Review } from '../../domain/api/reviews.ts';
import { ErrorState } from '../components/ui/error-state.tsx';
import { useClientId, useIsInCart } from '../features/cart/hooks/use-cart.ts';
import { reviewsTrackingHeaders } from '../app/layout/visitor-tracking.ts';
import { useNewProducts } from '../features/products/api/get-new-products.ts';
import { NewProductsMarquee } from '../features/products/components/new-products-marquee.tsx';
import { ProductGridSkeleton } from '../features/products/components/product-grid-skeleton.tsx';
import { useReviews } from '../features/reviews/api/get-reviews.ts';
import { paths } from '../lib/paths.ts';
import { useNearViewport } from '../lib/use-near-viewport.ts';
import { WishListHeart } from '../features/wish-list/components/wish-list-heart.tsx';
import { PriceNote } from '../components/ui/price-note.tsx';

// Home below the first screen on a phone: the new-in-shop band, the shop's buttons and the
// reviews. Its code is not part of the first download (home-page.tsx, decision 085).

// The reviews show at the foot of the page, from an outside service: they are asked for, and their
// carousel's code and the answer's schema (zod) load, when the visitor scrolls towards them, not
// with the first screen (issue 33: zod and Embla were 80 KB of a first visit's downloads).
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

const SHOP_BUTTONS = [
  { label: 'Kleidung', href: paths.clothing.getHref() },
  { label: 'Schlafsäcke', href: paths.sleepingBags.getHref() },
  { label: 'Accessoires', href: paths.accessories.getHref() },
  { label: 'Sale', href: paths.sale.getHref() },
] as const;

export function HomeBelowFold() {
  return (
    <>
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
