import { ShoppingBag } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import type { Product } from '../../../../domain/api/product.ts';
import { isReservedByOther } from '../../../../domain/reservation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useIsInCart, useClientId } from '../hooks/use-cart.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { useCartUiStore } from '../stores/ui-store.ts';

/**
 * 'In den Warenkorb'; an item in the cart opens the cart, a reserved one cannot be added, a sold
 * one has no button (the page says it is sold, once).
 */
export function AddToCartButton({ product, sold = false }: { product: Product; sold?: boolean }) {
  const isInCart = useIsInCart();
  const clientId = useClientId();
  const add = useCartStore((state) => state.add);
  const openDrawer = useCartUiStore((state) => state.setDrawerOpen);
  const reservedByOther = isReservedByOther(
    {
      reservedUntil: product.reservedUntil === null ? null : new Date(product.reservedUntil),
      reservedBy: product.reservedBy,
    },
    clientId,
    new Date(),
  );

  if (sold) return null;
  if (isInCart(product._id)) {
    return (
      <Button variant="secondary" onClick={() => openDrawer(true)}>
        <ShoppingBag aria-hidden="true" className="size-5" />
        Im Warenkorb – ansehen
      </Button>
    );
  }
  return (
    <Button
      disabled={reservedByOther}
      onClick={() => {
        add(product);
        toast.success(`${product.category} liegt jetzt in deinem Warenkorb.`);
      }}
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      In den Warenkorb
    </Button>
  );
}
