import { useId } from 'react';
import { MAX_SIZE, MIN_SIZE } from '../../domain/catalog.ts';
import { ErrorState } from '../components/ui/error-state.tsx';
import { useNewProducts } from '../features/products/api/get-new-products.ts';
import { ProductGrid, ProductGridSkeleton } from '../features/products/components/product-grid.tsx';
import { SHOP_NAME, pageTitle } from '../lib/site.ts';

const NEW_PRODUCTS_HEADING = 'Neu im Shop';

export function HomePage() {
  return (
    <>
      <title>{pageTitle('Second-Hand für Kinder')}</title>
      <section className="mb-10 rounded-3xl bg-sun-100 px-5 py-8 sm:px-10 sm:py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl">
          Willkommen bei {SHOP_NAME}
        </h1>
        <p className="mt-3 max-w-2xl leading-relaxed sm:text-lg">
          Hier findest du liebevoll ausgesuchte Second-Hand-Schätze für Kinder: Kleidung in den
          Größen {MIN_SIZE} bis {MAX_SIZE}, Schlafsäcke, Tonies und Accessoires. Jedes Teil gibt es
          nur einmal – und jeden Freitag kommen neue dazu.
        </p>
      </section>
      <NewProducts />
    </>
  );
}

function NewProducts() {
  const headingId = useId();
  const { data, isError, isFetching, refetch } = useNewProducts();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-2xl font-bold text-brand-800">
        {NEW_PRODUCTS_HEADING}
      </h2>
      {data !== undefined ? (
        data.length === 0 ? (
          <p className="text-muted">Gerade gibt es nichts Neues. Schau bald wieder vorbei!</p>
        ) : (
          <ProductGrid products={data} label={NEW_PRODUCTS_HEADING} />
        )
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <div role="status">
          <span className="sr-only">Neue Artikel werden geladen …</span>
          <ProductGridSkeleton />
        </div>
      )}
    </section>
  );
}
