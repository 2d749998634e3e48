import { Link } from '../../../components/ui/link.tsx';
import { sizeLabel } from '../../../../domain/product-display.ts';
import { LowestPriorPrice } from '../../../components/ui/lowest-prior-price.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { ResponsivePicture } from '../../../components/ui/responsive-picture.tsx';
import { paths } from '../../../lib/paths.ts';
import { productPictureAlt } from '../../../lib/product-text.ts';
import type { CartItem } from '../lib/cart-items.ts';
import { DeleteItemDialog } from './delete-item-dialog.tsx';

interface CartItemRowProps {
  item: CartItem;
  /** Offer removal (not on the checkout pages, not for a placed order). */
  onRemove?: () => void;
  /** Confirmed for removal: the row fades until the removal applies. */
  removing?: boolean;
  onNavigate?: () => void;
}

export function CartItemRow({ item, onRemove, removing = false, onNavigate }: CartItemRowProps) {
  const size = sizeLabel(item);
  return (
    <li
      aria-busy={removing}
      className={`flex items-center gap-3 py-3 motion-safe:transition-opacity motion-safe:duration-[2000ms] ${removing ? 'opacity-0' : 'opacity-100'}`}
    >
      <ResponsivePicture
        image={item.image}
        alt={productPictureAlt(item)}
        className="aspect-square w-16 shrink-0 rounded-xl sm:w-20"
      />
      <div className="min-w-0 flex-1">
        <Link
          to={paths.product.getHref(item.itemNumber)}
          onClick={onNavigate}
          className="font-bold hover:underline"
        >
          {item.category}
        </Link>
        {/* The item's own name, as on the order's summary step: a cart or an order of three
            'Kleidung' rows must say which is which. */}
        {item.name !== '' && <span> – {item.name}</span>}
        <p className="truncate text-sm text-muted">
          {[item.brand, size].filter((text) => text !== null && text !== '').join(' · ')}
        </p>
        <Price price={item.price} sale={item.sale} discount={item.discount} className="text-base" />
        <LowestPriorPrice
          price={item.price}
          sale={item.sale}
          discount={item.discount}
          lowestPriorPrice={item.lowestPriorPrice}
        />
      </div>
      {onRemove !== undefined && (
        <DeleteItemDialog item={item} onConfirm={onRemove} disabled={removing} />
      )}
    </li>
  );
}
