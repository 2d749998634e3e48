import { Link } from '../../../components/ui/link.tsx';
import { Drawer } from '../../../components/ui/drawer.tsx';
import { paths } from '../../../lib/paths.ts';
import { useCartItems } from '../hooks/use-cart.ts';
import { useCartUiStore } from '../stores/ui-store.ts';
import { CartSummary } from './cart-summary.tsx';
import { CheckoutButton } from './checkout-button.tsx';

/** The right slide-in cart with its checkout and cart buttons (docs/product.md §2.6). */
export function CartDrawer() {
  const open = useCartUiStore((state) => state.drawerOpen);
  const setOpen = useCartUiStore((state) => state.setDrawerOpen);
  const items = useCartItems();
  const close = () => setOpen(false);
  return (
    <Drawer
      open={open}
      onOpenChange={setOpen}
      side="right"
      title="Warenkorb"
      footer={
        <div className="flex flex-col gap-2">
          <CheckoutButton disabled={items.length === 0} onNavigate={close} />
          <Link
            to={paths.cart.getHref()}
            onClick={close}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-white px-5 py-2 font-semibold text-brand-800 ring-1 ring-brand-700/40 ring-inset hover:bg-brand-50"
          >
            Zum Warenkorb
          </Link>
        </div>
      }
    >
      <CartSummary items={items} onNavigate={close} />
    </Drawer>
  );
}
