// Loading placeholders for product grids, in a file of their own: the home page shows them
// before the product card's code (pictures, carousel) has loaded.

export const GRID_CLASSES =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-5 xl:gap-5';

/** A grey stand-in of the same shape while products load. */
function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/10"
    >
      <div className="aspect-square bg-brand-50 motion-safe:animate-pulse" />
      <div className="flex flex-col gap-2 p-3">
        <div className="h-4 w-2/3 rounded bg-brand-50" />
        <div className="h-3 w-1/2 rounded bg-brand-50" />
        <div className="mt-2 h-5 w-1/3 rounded bg-brand-50" />
      </div>
    </div>
  );
}

export function ProductGridSkeleton({ count = 10 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className={GRID_CLASSES}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
