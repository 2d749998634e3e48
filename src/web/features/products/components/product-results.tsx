import { useCallback, type ComponentProps, type ReactNode } from 'react';
import type { Product } from '../../../../domain/api/product.ts';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { PriceNote } from '../../../components/ui/price-note.tsx';
import { ProductGrid } from './product-grid.tsx';
import { ProductGridSkeleton } from './product-grid-skeleton.tsx';

/** What a paged product query (a listing, a search) offers its results. */
interface PagedProducts {
  data: { pages: readonly { products: readonly Product[] }[] } | undefined;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * The items of a listing or search as the query stands: loading, failed, none found (`empty`),
 * or the grid with "load more". Cards title their items with h3, so a hidden h2 sits between
 * them and the page's h1.
 */
export function ProductResults({
  query,
  heading,
  loadingText,
  empty,
  grid,
}: {
  query: PagedProducts;
  heading: string;
  loadingText: string;
  empty: ReactNode;
  grid: Omit<ComponentProps<typeof ProductGrid>, 'products'>;
}) {
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  if (query.data !== undefined) {
    const items = query.data.pages.flatMap((page) => page.products);
    if (items.length === 0) return empty;
    return (
      <>
        <h2 className="sr-only">{heading}</h2>
        <PriceNote />
        <ProductGrid products={items} {...grid} />
        <LoadMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          onLoadMore={loadMore}
        />
      </>
    );
  }
  if (query.isError) {
    return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <div role="status">
      <span className="sr-only">{loadingText}</span>
      <PriceNote />
      <ProductGridSkeleton />
    </div>
  );
}
