import { useCallback } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { Category } from '../../domain/catalog.ts';
import { useClientId, useIsInCart } from '../features/cart/hooks/use-cart.ts';
import { useProductFilters } from '../features/products/api/get-product-filters.ts';
import { useProducts } from '../features/products/api/get-products.ts';
import {
  ListingFilterBar,
  ListingWithSidebar,
} from '../features/products/components/listing-filter-bar.tsx';
import { ProductResults } from '../features/products/components/product-results.tsx';
import {
  formatListingSearch,
  listingScope,
  parseListingSearch,
} from '../../domain/listing-search.ts';
import type { ListingFilters } from '../../domain/listing-search.ts';
import { PageHead } from '../components/page-head.tsx';
import { listingPath, paths } from '../lib/paths.ts';
import type { ListingSegment } from '../lib/paths.ts';
import { WishListHeart } from '../features/wish-list/components/wish-list-heart.tsx';
import { KEEP_SCROLL } from '../lib/scroll-restoration.ts';

interface ListingConfig {
  category: Category;
  segment: ListingSegment;
  title: string;
  intro: string;
}

const LISTINGS: Record<ListingSegment, ListingConfig> = {
  kleidung: {
    category: 'Kleidung',
    segment: 'kleidung',
    title: 'Kleidung',
    intro: 'Geprüfte Second-Hand-Kleidung in den Größen 50 bis 152 – jedes Teil ein Einzelstück.',
  },
  schlafsack: {
    category: 'Schlafsack',
    segment: 'schlafsack',
    title: 'Schlafsäcke',
    intro: 'Gut erhaltene Baby- und Kinderschlafsäcke für jede Jahreszeit.',
  },
  accessoires: {
    category: 'Accessoires',
    segment: 'accessoires',
    title: 'Accessoires',
    intro: 'Mützen, Hüte, Schals und kleine Schätze für große Abenteuer.',
  },
  tonies: {
    category: 'Tonies',
    segment: 'tonies',
    title: 'Tonies',
    intro: 'Gebrauchte Tonies-Figuren, geprüft und bereit für die nächste Geschichte.',
  },
};

export function ClothingListingPage() {
  return <ListingPage config={LISTINGS.kleidung} />;
}

export function SleepingBagListingPage() {
  return <ListingPage config={LISTINGS.schlafsack} />;
}

export function AccessoriesListingPage() {
  return <ListingPage config={LISTINGS.accessoires} />;
}

/** /shop/tonies while Tonies are for sale (tonies-listing-page.tsx). */
export function ToniesListing() {
  return <ListingPage config={LISTINGS.tonies} />;
}

/**
 * A category listing (docs/product.md §2.2): filters in the URL (shareable), server-side filtering,
 * sorting and paging, infinite scroll. A product opens over the list (nested route), so the list
 * and its scroll position stay as they were.
 */
function ListingPage({ config }: { config: ListingConfig }) {
  const location = useLocation();
  const navigate = useNavigate();
  const clientId = useClientId();
  const isInCart = useIsInCart();

  const basePath = listingPath(config.segment);
  const onListing = location.pathname.replace(/\/+$/, '') === basePath;
  const filters = parseListingSearch(location.search);
  const scope = listingScope(config.category, filters);
  const title = scope === null ? 'Sale' : config.title;

  const setFilters = useCallback(
    (next: ListingFilters) => {
      void navigate(
        { pathname: basePath, search: formatListingSearch(next) },
        { replace: true, state: KEEP_SCROLL },
      );
    },
    [navigate, basePath],
  );

  const available = useProductFilters(scope).data;
  const products = useProducts({ category: scope, filters, clientId });
  const total = products.data?.pages[0]?.total;

  return (
    <>
      {onListing && <PageHead />}
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-brand-800">{title}</h1>
          <p className="mt-1 max-w-2xl text-muted">
            {scope === null
              ? 'Reduzierte Einzelstücke aus allen Kategorien – schnell sein lohnt sich.'
              : filters.sale
                ? 'Reduzierte Einzelstücke – schnell sein lohnt sich.'
                : config.intro}
          </p>
        </div>
        <p role="status" className="text-sm font-semibold">
          {total === undefined ? '' : total === 1 ? '1 Artikel' : `${total} Artikel`}
        </p>
      </div>

      <ListingFilterBar filters={filters} available={available} onChange={setFilters} />

      <ListingWithSidebar filters={filters} available={available} onChange={setFilters}>
        <ProductResults
          query={products}
          heading="Artikel"
          loadingText="Artikel werden geladen …"
          empty={
            <p className="rounded-2xl bg-sun-100 p-6 text-center">
              Zu deiner Auswahl gibt es gerade nichts. Probier andere Filter – jeden Freitag kommen
              neue Artikel dazu.
            </p>
          }
          grid={{
            label: title,
            getHref: (product) =>
              paths.listingProduct.getHref(config.segment, product.itemNumber, location.search),
            isInCart,
            renderAction: (product, focusable) => (
              <WishListHeart product={product} focusable={focusable} />
            ),
            keepScroll: true,
            narrow: true,
          }}
        />
      </ListingWithSidebar>
      <Outlet context={{ listingHref: `${basePath}${location.search}` }} />
    </>
  );
}
