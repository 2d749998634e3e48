import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../components/ui/link.tsx';
import { CartSummary } from '../features/cart/components/cart-summary.tsx';
import { CheckoutButton } from '../features/cart/components/checkout-button.tsx';
import { CheckoutTermsNotice } from '../features/checkout/components/checkout-terms-notice.tsx';
import { useCartItems } from '../features/cart/hooks/use-cart.ts';
import { useReleaseReservation } from '../features/cart/hooks/use-reservation.ts';
import { PageHead } from '../components/page-head.tsx';
import { paths } from '../lib/paths.ts';

/** /warenkorb: the cart with its total and the way to the checkout. */
export function CartPage() {
  const items = useCartItems();
  const { state } = useLocation() as { state: { checkoutMessage?: string } | null };
  const release = useReleaseReservation();
  // Leaving checkout via the cart cancels the reservation (decision 007).
  useEffect(() => release(), [release]);
  return (
    <div className="mx-auto max-w-3xl">
      {/* Indexable like the shop's other pages: the cart lives in the browser, so a crawler
          only ever sees an empty one; checkout and orders stay out (robots.txt, noindex). */}
      <PageHead />
      <h1 className="mb-6 text-3xl font-extrabold tracking-tight text-brand-800">Warenkorb</h1>
      {state?.checkoutMessage !== undefined && (
        <p role="alert" className="mb-4 rounded-2xl bg-sale/10 p-4 font-semibold text-sale">
          {state.checkoutMessage}
        </p>
      )}
      <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6">
        <CartSummary items={items} />
        <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:items-center">
          <div className="sm:w-64">
            <CheckoutButton disabled={items.length === 0} />
          </div>
          <Link
            to={paths.clothing.getHref()}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            Weiter einkaufen
          </Link>
        </div>
      </div>
      {/* § 312j Abs. 1 BGB: payment methods and delivery area before checkout starts. */}
      <div className="mt-4">
        <CheckoutTermsNotice />
      </div>
    </div>
  );
}
