import { Heart } from 'lucide-react';
import type { Product } from '../../../../domain/api/product.ts';
import { useWishListStore } from '../stores/wish-list-store.ts';

interface WishListHeartProps {
  product: Product;
  /** False for a copy hidden from assistive technology (the marquee's second row). */
  focusable?: boolean;
  className?: string;
}

/** The heart on cards and the product page: puts the item on the Merkliste or takes it off. */
export function WishListHeart({ product, focusable = true, className = '' }: WishListHeartProps) {
  const listed = useWishListStore((state) =>
    state.entries.some((entry) => entry.itemNumber === product.itemNumber),
  );
  const toggle = useWishListStore((state) => state.toggle);
  return (
    <button
      type="button"
      aria-pressed={listed}
      tabIndex={focusable ? undefined : -1}
      onClick={() => toggle(product)}
      // Above the card's stretched link, which covers the whole card.
      className={`relative z-10 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-sale hover:bg-sale/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      <Heart aria-hidden="true" className={`size-6 ${listed ? 'fill-current' : ''}`} />
      <span className="sr-only">
        {listed ? 'Von der Merkliste entfernen' : 'Auf die Merkliste'}
      </span>
    </button>
  );
}
