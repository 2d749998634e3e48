import { parseListingSearch } from '../../domain/listing-search.ts';
import { useClientId } from '../features/cart/hooks/use-cart.ts';
import { useProducts } from '../features/products/api/get-products.ts';
import { ToniesListing } from './listing-page.tsx';
import { PlaceholderPage } from './placeholder-page.tsx';

/**
 * /shop/tonies: the placeholder (docs/product.md §1.3) while no Tonies are for sale, their listing
 * as soon as there are, so a Tonie shown under 'Neu im Shop' is found in its category too. A module
 * of its own, so the other listings' first download carries no placeholder (decision 083).
 */
export function ToniesListingPage() {
  const clientId = useClientId();
  const all = useProducts({
    category: 'Tonies',
    filters: parseListingSearch(''),
    clientId,
  });
  if (all.data?.pages[0]?.total === 0) return <PlaceholderPage />;
  return <ToniesListing />;
}
