import { useEffect, useMemo, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { CartSummary } from '../../features/cart/components/cart-summary.tsx';
import { DiscountCodeForm } from '../../features/cart/components/discount-code-form.tsx';
import { useCartItems } from '../../features/cart/hooks/use-cart.ts';
import {
  reserveWholeCart,
  useReleaseReservation,
} from '../../features/cart/hooks/use-reservation.ts';
import { checkoutTotals } from '../../features/cart/lib/checkout-totals.ts';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { CheckoutProgress } from '../../features/checkout/components/checkout-progress.tsx';
import { redirectForStep } from '../../features/checkout/lib/checkout-steps.ts';
import { CHECKOUT_STEP_LABELS } from '../../features/checkout/lib/checkout-steps.ts';
import { PageHead } from '../../components/page-head.tsx';
import { paths } from '../../lib/paths.ts';
import { stepHref, stepOfPath } from './checkout-step-redirect.ts';
import { normalizeCode } from '../../../domain/voucher-code.ts';

/** Message for the cart page when checkout sent the customer back (items gone). */
export interface CheckoutReturnState {
  checkoutMessage?: string;
}

/**
 * The checkout steps' frame: progress, the step, and beside it the order with its totals and the
 * discount/voucher input. Entering checkout and every step renew the reservation of the whole
 * cart (decision 007); a step reached out of order sends back to the first missing one.
 */
export function CheckoutLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const step = stepOfPath(pathname);
  const items = useCartItems();
  const orderInfo = useCartStore((state) => state.orderInfo);
  const release = useReleaseReservation();
  const [reserveError, setReserveError] = useState<string | null>(null);

  const redirect =
    step === null
      ? 'benutzerdaten'
      : redirectForStep(step, {
          cartSize: items.length,
          userData: orderInfo.userData,
          deliveryMethod: orderInfo.deliveryMethod,
          paymentMethod: orderInfo.paymentMethod,
        });

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

  const totals = useMemo(() => checkoutTotals(items, orderInfo, new Date()), [items, orderInfo]);
  const voucherAmounts = useMemo(
    () =>
      new Map(
        totals.voucherRedemptions.map((entry) => [normalizeCode(entry.code), entry.amountCents]),
      ),
    [totals],
  );

  if (redirect !== null) return <Navigate to={stepHref(redirect)} replace />;
  if (step === null) return null;

  return (
    <div className="mx-auto max-w-6xl">
      <PageHead title={`Bestellung: ${CHECKOUT_STEP_LABELS[step]}`} noIndex />
      <div className="mb-6">
        <CheckoutProgress current={step} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <section className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6">
          {reserveError !== null && (
            <p role="alert" className="mb-4 rounded-2xl bg-sale/10 p-3 font-semibold text-sale">
              {reserveError}
            </p>
          )}
          <Outlet />
        </section>
        <aside
          aria-label="Deine Bestellung"
          className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6"
        >
          <h2 className="text-lg font-bold text-brand-800">Deine Bestellung</h2>
          <CartSummary
            items={items}
            readOnly
            totals={totals}
            showDelivery={orderInfo.deliveryMethod !== null}
          />
          <DiscountCodeForm
            deliveryIncluded={orderInfo.deliveryMethod !== null}
            voucherAmountsCents={voucherAmounts}
          />
          <Link
            to={paths.cart.getHref()}
            onClick={release}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Zurück zum Warenkorb
          </Link>
        </aside>
      </div>
    </div>
  );
}
