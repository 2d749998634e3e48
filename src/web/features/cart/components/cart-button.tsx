import { ShoppingBag } from 'lucide-react';
import { useCartItems } from '../hooks/use-cart.ts';
import { useCartUiStore } from '../stores/ui-store.ts';

/** The header's cart button with a badge counting the items. */
export function CartButton() {
  const count = useCartItems().length;
  const setOpen = useCartUiStore((state) => state.setDrawerOpen);
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
    >
      <ShoppingBag aria-hidden="true" className="size-6" />
      <span className="sr-only">Warenkorb, {count === 1 ? '1 Artikel' : `${count} Artikel`}</span>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-sale px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </button>
  );
}
