import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../components/ui/link.tsx';
import type { SearchResult } from '../../domain/api/search.ts';
import { searchText } from '../../domain/first-load.ts';
import {
  activeFilterCount,
  formatListingSearch,
  parseListingSearch,
  type ListingFilters,
} from '../../domain/listing-search.ts';
import { SEARCH_PARAM } from '../../domain/search-query.ts';
import type { SizeGroup } from '../../domain/size-groups.ts';
import { PageHead } from '../components/page-head.tsx';
import { useClientId, useIsInCart } from '../features/cart/hooks/use-cart.ts';
import { useProductFilters } from '../features/products/api/get-product-filters.ts';
import {
  ListingFilterBar,
  ListingWithSidebar,
} from '../features/products/components/listing-filter-bar.tsx';
import { ProductResults } from '../features/products/components/product-results.tsx';
import { useSearchResults } from '../features/search/api/get-search-results.ts';
import { WishListHeart } from '../features/wish-list/components/wish-list-heart.tsx';
import { paths } from '../lib/paths.ts';
import { KEEP_SCROLL } from '../lib/scroll-restoration.ts';

/**
 * /suche?q=…: the shop search's results (decision 045), with the listing's filters and order in
 * the URL beside the search, so a search is shared by its link.
 */
export function SearchPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const clientId = useClientId();
  const isInCart = useIsInCart();
  const text = searchText(location.search);
  const filters = parseListingSearch(location.search);

  const setFilters = useCallback(
    (next: ListingFilters) => {
      const rest = formatListingSearch(next).replace(/^\?/, '');
      const query = `?${SEARCH_PARAM}=${encodeURIComponent(text)}${rest === '' ? '' : `&${rest}`}`;
      void navigate({ search: query }, { replace: true, state: KEEP_SCROLL });
    },
    [navigate, text],
  );

  const allFilterValues = useProductFilters(null).data;
  const results = useSearchResults({ text, filters, clientId });
  const first = results.data?.pages[0];
  const count = activeFilterCount(filters);
  // The size chips are the sizes of what the search finds (each finds something). While a
  // chosen size loads the next results, the chips of this search stay.
  const [found, setFound] = useState<{ text: string; sizeGroups: SizeGroup[] } | null>(null);
  if (first !== undefined && (found?.text !== text || found.sizeGroups !== first.sizeGroups)) {
    setFound({ text, sizeGroups: first.sizeGroups });
  }
  const sizeGroups = first?.sizeGroups ?? (found?.text === text ? found.sizeGroups : []);
  // The sizes are the search's own; the other values, and the sale count, the whole shop's.
  const available = allFilterValues && {
    ...allFilterValues,
    sizes: sizeGroups.flatMap((group) => group.sizes),
    sizeGroups,
    saleCountApplies: false,
  };

  return (
    <>
      <PageHead />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold tracking-tight break-words text-brand-800">
            {text === '' ? 'Suche' : `Suche: „${text}“`}
          </h1>
          {first !== undefined && first.corrections.length > 0 && (
            <p className="mt-1 text-muted" data-testid="search-corrections">
              Gesucht wurde nach{' '}
              {first.corrections.map((correction, index) => (
                <span key={correction.typed}>
                  {index > 0 ? ', ' : ''}„<strong>{correction.read}</strong>“ statt „
                  {correction.typed}“
                </span>
              ))}
              .
            </p>
          )}
        </div>
        <p role="status" className="text-sm font-semibold">
          {first === undefined || text === ''
            ? ''
            : first.total === 1
              ? '1 Treffer'
              : `${first.total} Treffer`}
        </p>
      </div>

      {text === '' ? (
        <p className="rounded-2xl bg-sun-100 p-6">
          Gib oben ein, was du suchst – zum Beispiel „Jacke 98“, „Schlafsack Winter“ oder eine
          Marke.
        </p>
      ) : (
        <>
          <ListingFilterBar filters={filters} available={available} onChange={setFilters} />

          <ListingWithSidebar filters={filters} available={available} onChange={setFilters}>
            <ProductResults
              query={results}
              heading="Treffer"
              loadingText="Suche läuft …"
              empty={first && <NothingFound text={text} result={first} filtered={count > 0} />}
              grid={{
                label: `Suche: ${text}`,
                getHref: (product) => paths.product.getHref(product.itemNumber),
                isInCart,
                renderAction: (product, focusable) => (
                  <WishListHeart product={product} focusable={focusable} />
                ),
                narrow: true,
                titledBy: 'name',
              }}
            />
          </ListingWithSidebar>
        </>
      )}
    </>
  );
}

const pill =
  'inline-flex min-h-11 items-center rounded-full bg-white px-4 text-sm font-semibold ring-1 ring-ink/20 hover:bg-brand-50';

/** "Nichts gefunden": what is close instead of an empty page. */
function NothingFound({
  text,
  result,
  filtered,
}: {
  text: string;
  result: SearchResult;
  filtered: boolean;
}) {
  const alternatives = result.alternatives;
  const sizeQuery = (size: number) => `${text.replace(/\b\d{2,3}\b/g, '').trim()} ${size}`.trim();
  return (
    <div className="flex flex-col gap-5 rounded-2xl bg-sun-100 p-6" data-testid="nothing-found">
      <div>
        <h2 className="text-xl font-bold">Nichts gefunden</h2>
        <p className="mt-1">
          Zu „{text}“ haben wir gerade nichts
          {filtered ? ' mit deinen Filtern' : ''}. Jeden Freitag kommen neue Einzelstücke dazu.
        </p>
      </div>
      {alternatives?.withoutWords && (
        <p>
          <Link
            className="font-semibold text-brand-800 underline"
            to={paths.search.getHref(alternatives.withoutWords.query)}
          >
            „{alternatives.withoutWords.query}“ suchen
          </Link>{' '}
          ({alternatives.withoutWords.items} Treffer)
        </p>
      )}
      {alternatives && alternatives.sizes.length > 0 && (
        <section aria-labelledby="nearby-sizes">
          <h3 id="nearby-sizes" className="font-semibold">
            In Größen daneben
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {alternatives.sizes.map(({ size, items }) => (
              <li key={size}>
                <Link className={pill} to={paths.search.getHref(sizeQuery(size))}>
                  Gr. {size} ({items})
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {alternatives && alternatives.brands.length > 0 && (
        <section aria-labelledby="nearby-brands">
          <h3 id="nearby-brands" className="font-semibold">
            Marken, die es gibt
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {alternatives.brands.map(({ name, items }) => (
              <li key={name}>
                <Link className={pill} to={paths.search.getHref(name)}>
                  {name} ({items})
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link className="font-semibold text-brand-800 underline" to={paths.sizeAlert.getHref()}>
          Größen-Alarm einrichten
        </Link>
        : Jeden Freitag schicken wir dir die neuen Artikel in deiner Größe per E-Mail.
      </p>
      <p>
        Oder stöbere in{' '}
        <Link className="font-semibold text-brand-800 underline" to={paths.clothing.getHref()}>
          Kleidung
        </Link>
        ,{' '}
        <Link className="font-semibold text-brand-800 underline" to={paths.sleepingBags.getHref()}>
          Schlafsäcken
        </Link>{' '}
        und{' '}
        <Link className="font-semibold text-brand-800 underline" to={paths.accessories.getHref()}>
          Accessoires
        </Link>
        .
      </p>
    </div>
  );
}
