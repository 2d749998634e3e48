import type { ReactNode } from 'react';
import type { Product } from '../../../../domain/api/product.ts';
import { ProductCard } from './product-card.tsx';
import { GRID_CLASSES } from './product-grid-skeleton.tsx';

/** Cards whose pictures load at once; the rest load lazily as they scroll into view. */
const EAGER_PICTURES = 4;

/** Beside the filter sidebar of a listing there is room for one column less. */
const NARROW_GRID_CLASSES =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4 xl:gap-5';

interface ProductGridProps {
  products: readonly Product[];
  /** The accessible name of the list, e.g. the section heading. */
  label: string;
  getHref: (product: Product) => string;
  isInCart?: (id: string) => boolean;
  /** A control on each card, composed by the page (the wish list's heart). */
  renderAction?: (product: Product, focusable: boolean) => ReactNode;
  keepScroll?: boolean;
  /** Beside a sidebar: fewer columns. */
  narrow?: boolean;
  titledBy?: 'category' | 'name';
}

/** Product cards in a responsive grid: 2 columns on a phone, up to 5 on a wide screen. */
export function ProductGrid({
  products,
  label,
  getHref,
  isInCart,
  renderAction,
  keepScroll = false,
  narrow = false,
  titledBy,
}: ProductGridProps) {
  return (
    <ul aria-label={label} className={narrow ? NARROW_GRID_CLASSES : GRID_CLASSES}>
      {products.map((product, index) => (
        <li
          key={product._id}
          data-item-number={product.itemNumber}
          // Cards out of view skip style and layout until they come near (a phone shows 4 of
          // 24); 20rem stands in for a card's height until it has been laid out once.
          className="[contain-intrinsic-size:auto_20rem] [content-visibility:auto]"
        >
          <ProductCard
            product={product}
            href={getHref(product)}
            inCart={isInCart?.(product._id) ?? false}
            action={renderAction?.(product, true)}
            eager={index < EAGER_PICTURES}
            keepScroll={keepScroll}
            titledBy={titledBy}
          />
        </li>
      ))}
    </ul>
  );
}
