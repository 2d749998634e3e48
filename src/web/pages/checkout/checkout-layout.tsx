import { useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { ArrowLeft } from 'lucide-react';
import { CartSummary } from '../../features/cart/components/cart-summary.tsx';
import { DiscountCodeForm } from '../../features/cart/components/discount-code-form.tsx';
import { useCartItems } from '../../features/cart/hooks/use-cart.ts';
import {
  reserveWholeCart,
  useReleaseReservation,
} from '../../features/cart/hooks/use-reservation.ts';
import { useCheckoutTotals } from '../../features/cart/hooks/use-checkout-totals.ts';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { CheckoutProgress } from '../../features/checkout/components/checkout-progress.tsx';
import { redirectForStep, skippedSteps } from '../../features/checkout/lib/checkout-steps.ts';
import { CHECKOUT_STEP_LABELS } from '../../features/checkout/lib/checkout-steps.ts';
import { PageHead } from '../../components/page-head.tsx';
import { paths } from '../../lib/paths.ts';
import { stepHref, stepOfPath } from './checkout-step-redirect.ts';
import { CheckoutStartFrame } from './checkout-start-frame.tsx';
import { useBrowserStateKnown } from '../../lib/hydration.ts';
import { normalizeCode } from '../../../domain/voucher-code.ts';
import { needsPaymentMethod } from '../../../domain/payment-rules.ts';

/** Message for the cart page when checkout sent the customer back (items gone). */
export interface CheckoutReturnState {
  checkoutMessage?: string;
}

/**
 * The checkout steps' frame: progress, the step, and beside it the order with its totals and the
 * discount/voucher input (the summary shows both itself, the input before its order button:
 * docs/product.md §10.1). Entering checkout and every step renew the reservation of the whole cart
 * (decision 007); a step reached out of order sends back to the first missing one, a skipped one
 * (payment when nothing is to pay, decision 037) on to the next.
 */
export function CheckoutLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const step = stepOfPath(pathname);
  const items = useCartItems();
  const orderInfo = useCartStore((state) => state.orderInfo);
  const release = useReleaseReservation();
  const browserStateKnown = useBrowserStateKnown();
  const [reserveError, setReserveError] = useState<string | null>(null);

  const view = useCheckoutTotals();
  const progress = {
    cartSize: items.length,
    userData: orderInfo.userData,
    deliveryMethod: orderInfo.deliveryMethod,
    paymentMethod: orderInfo.paymentMethod,
    paymentNeeded: needsPaymentMethod(view.totals.valueToPayCents),
  };
  const redirect = step === null ? 'benutzerdaten' : redirectForStep(step, progress);

  // Reserve (or renew) on entering each step.
  useEffect(() => {
    if (redirect !== null) return undefined;
    let active = true;
    void reserveWholeCart().then((result) => {
      if (!active) return;
      if (result.ok) {
        setReserveError(null);
        return;
      }
      if (result.unavailable) {
        const state: CheckoutReturnState = { checkoutMessage: result.message };
        void navigate(paths.cart.getHref(), { state });
      } else {
        setReserveError(result.message);
      }
    });
    return () => {
      active = false;
    };
    // Once per step: the cart's content is read when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, redirect === null]);

  const voucherAmounts = useMemo(
    () =>
      new Map(
        view.totals.voucherRedemptions.map((entry) => [
          normalizeCode(entry.code),
          entry.amountCents,
        ]),
      ),
    [view],
  );

  // The server and the app's first render know no cart: the frame with the first step's terms
  // (§ 312j Abs. 1 BGB), then the step or the redirect (checkout-start-frame.tsx).
  if (!browserStateKnown && step !== null) return <CheckoutStartFrame step={step} />;
  if (redirect !== null) return <Navigate to={stepHref(redirect)} replace />;
  if (step === null) return null;
  const backToCart = (
    <Link
      to={paths.cart.getHref()}
      onClick={release}
      className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Zurück zum Warenkorb
    </Link>
  );
  const reserveAlert = reserveError !== null && (
    <p role="alert" className="mb-4 rounded-2xl bg-sale/10 p-3 font-semibold text-sale">
      {reserveError}
    </p>
  );

  return (
    <div className="mx-auto max-w-6xl">
      <PageHead title={`Bestellung: ${CHECKOUT_STEP_LABELS[step]}`} noIndex />
      <div className="mb-6">
        <CheckoutProgress current={step} skipped={skippedSteps(progress)} />
      </div>
      {step === 'uebersicht' ? (
        // The summary is the order with its totals and the code input itself (pages/checkout/
        // summary-page.tsx): one column, nothing after the order button but the way back.
        <div className="mx-auto flex max-w-3xl flex-col gap-4">
          <section className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6">
            {reserveAlert}
            <Outlet />
          </section>
          <div>{backToCart}</div>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <section className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6">
            {reserveAlert}
            <Outlet />
          </section>
          <aside
            aria-label="Deine Bestellung"
            className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6"
          >
            <h2 className="text-lg font-bold text-brand-800">Deine Bestellung</h2>
            <CartSummary items={items} readOnly totals={view} />
            <DiscountCodeForm
              deliveryIncluded={orderInfo.deliveryMethod !== null}
              voucherAmountsCents={voucherAmounts}
            />
            {backToCart}
          </aside>
        </div>
      )}
    </div>
  );
}
