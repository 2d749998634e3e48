import type { Product } from '../../../../domain/api/product.ts';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';

/** Cards whose pictures load at once; the rest load lazily as they scroll into view. */
const EAGER_PICTURES = 4;

const GRID_CLASSES =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-5 xl:gap-5';

export interface ProductGridProps {
  products: readonly Product[];
  /** The accessible name of the list, e.g. the section heading. */
  label: string;
}

/** Product cards in a responsive grid: 2 columns on a phone, up to 5 on a wide screen. */
export function ProductGrid({ products, label }: ProductGridProps) {
  return (
    <ul aria-label={label} className={GRID_CLASSES}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} eager={index < EAGER_PICTURES} />
        </li>
      ))}
    </ul>
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
