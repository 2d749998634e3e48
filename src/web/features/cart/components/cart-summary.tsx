import { EMPTY_CART_TEXT } from '../../../../domain/texts.ts';
import type { CartItem } from '../lib/cart-items.ts';
import type { TotalsView } from '../lib/checkout-totals.ts';
import { useCanRemoveFromCart, useRemoveFromCart } from '../hooks/use-cart.ts';
import { useCheckoutTotals } from '../hooks/use-checkout-totals.ts';
import { useCartUiStore } from '../stores/ui-store.ts';
import { CartItemRow } from './cart-item-row.tsx';
import { CartTotalBlock } from './cart-total-block.tsx';

interface CartSummaryProps {
  items: readonly CartItem[];
  /** A placed order: no removal. */
  readOnly?: boolean;
  /** A placed order's totals as the server stored them; the cart's live totals otherwise. */
  totals?: TotalsView;
  onNavigate?: () => void;
}

/** The cart's lines and total block (docs/product.md §2.7); also read-only for placed orders. */
export function CartSummary({ items, readOnly = false, totals, onNavigate }: CartSummaryProps) {
  const canRemove = useCanRemoveFromCart() && !readOnly;
  const remove = useRemoveFromCart();
  const removing = useCartUiStore((state) => state.removing);
  const cartTotals = useCheckoutTotals();

  if (items.length === 0) {
    return <p className="rounded-2xl bg-sun-100 p-4 text-center">{EMPTY_CART_TEXT}</p>;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Artikel im Warenkorb" className="divide-y divide-ink/10">
        {items.map((item) => (
          <CartItemRow
            key={item._id}
            item={item}
            removing={removing.includes(item._id)}
            {...(canRemove ? { onRemove: () => remove(item._id) } : {})}
            {...(onNavigate !== undefined ? { onNavigate } : {})}
          />
        ))}
      </ul>
      <CartTotalBlock view={totals ?? cartTotals} />
    </div>
  );
}
