import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { useMemo } from 'react';
import { NOTHING_TO_PAY_METHOD, paymentMethodLabel } from '../../../domain/catalog.ts';
import { DELIVERY_METHOD_LABELS, needsShippingAddress } from '../../../domain/delivery.ts';
import { formatEuro } from '../../../domain/money.ts';
import { sizeLabel } from '../../../domain/product-display.ts';
import { normalizeCode } from '../../../domain/voucher-code.ts';
import type { Order, PlaceOrderRequest } from '../../../domain/api/orders.ts';
import { Button } from '../../components/ui/button.tsx';
import { CartTotalBlock } from '../../features/cart/components/cart-total-block.tsx';
import { DiscountCodeForm } from '../../features/cart/components/discount-code-form.tsx';
import { runCartCheck } from '../../features/cart/hooks/use-cart-check.ts';
import { reservationRenewed } from '../../features/cart/hooks/use-reservation.ts';
import { useCartItems } from '../../features/cart/hooks/use-cart.ts';
import { useCheckoutTotals } from '../../features/cart/hooks/use-checkout-totals.ts';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { placeOrder } from '../../features/checkout/api/place-order.ts';
import { startPayment } from '../../features/checkout/api/start-payment.ts';
import {
  finishOrderAttempt,
  startOrderAttempt,
} from '../../features/checkout/lib/idempotency-key.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import type { CheckoutReturnState } from './checkout-layout.tsx';
import { DELIVERY_TERMS, NOTHING_TO_PAY_TERMS, paymentTerms } from './checkout-terms.ts';
import { needsOnlinePayment, needsPaymentMethod } from '../../../domain/payment-rules.ts';

/** Cash, or nothing left to pay: the order stands as placed. Otherwise the payment follows. */
function paymentFollows(order: Order): boolean {
  return !order.isPaid && needsOnlinePayment(order.paymentMethod, order.valueToPay);
}

/**
 * /bestellung/uebersicht (§ 312j BGB): the customer's data and choices and the code input first,
 * then, directly above 'Zahlungspflichtig bestellen', the items' main characteristics, the total
 * including delivery, delivery and payment terms. The order call sends ids, codes and choices
 * only; with nothing left to pay no method is chosen and it sends 'voucher', which the server
 * refuses if it finds something to pay after all (decision 037). The Idempotency-Key of this
 * visit makes a double click or a retry return the same order.
 */
export function SummaryPage() {
  const navigate = useNavigate();
  const items = useCartItems();
  const orderInfo = useCartStore((state) => state.orderInfo);
  const clientId = useCartStore((state) => state.id);
  const [redirecting, setRedirecting] = useState(false);
  const { userData, deliveryMethod, paymentMethod, coupon, vouchers } = orderInfo;
  const view = useCheckoutTotals();
  const { totals } = view;
  const paymentNeeded = needsPaymentMethod(totals.valueToPayCents);
  const voucherAmounts = useMemo(
    () =>
      new Map(
        totals.voucherRedemptions.map((entry) => [normalizeCode(entry.code), entry.amountCents]),
      ),
    [totals],
  );

  const mutation = useMutation({
    mutationFn: async () => {
      if (
        userData === null ||
        deliveryMethod === null ||
        (paymentNeeded && paymentMethod === null)
      ) {
        throw new Error('Bitte vervollständige zuerst deine Angaben.');
      }
      const request: PlaceOrderRequest = {
        productIds: items.map((item) => item._id),
        userData: {
          firstName: userData.firstName,
          lastName: userData.lastName,
          emailAddress: userData.emailAddress,
          ...(userData.phone !== undefined && userData.phone !== ''
            ? { phone: userData.phone }
            : {}),
          ...(needsShippingAddress(deliveryMethod)
            ? { street: userData.street, postalCode: userData.postalCode, city: userData.city }
            : {}),
        },
        deliveryMethod,
        paymentMethod:
          paymentNeeded && paymentMethod !== null ? paymentMethod : NOTHING_TO_PAY_METHOD.id,
        couponCode: coupon?.code ?? null,
        voucherCodes: vouchers.map((voucher) => voucher.code),
      };
      const idempotencyKey = startOrderAttempt(JSON.stringify(request));
      await reservationRenewed();
      const order = await placeOrder({ order: request, idempotencyKey, clientId });
      if (!paymentFollows(order)) return { order, approvalUrl: null };
      try {
        const payment = await startPayment({ orderId: order._id });
        return { order, approvalUrl: payment.approvalUrl };
      } catch {
        // The order stands; its page offers the payment again.
        return { order, approvalUrl: null };
      }
    },
    onSuccess: ({ order, approvalUrl }) => {
      finishOrderAttempt();
      if (!paymentFollows(order)) {
        void navigate(paths.checkoutSuccess.getHref(order._id), { replace: true });
      } else if (approvalUrl !== null) {
        setRedirecting(true);
        window.location.assign(approvalUrl);
      } else {
        void navigate(paths.checkoutOrder.getHref(order._id), { replace: true });
      }
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 409) {
        await runCartCheck();
        const state: CheckoutReturnState = { checkoutMessage: error.message };
        void navigate(paths.cart.getHref(), { state });
      }
    },
  });

  if (userData === null || deliveryMethod === null) return null;
  if (paymentNeeded && paymentMethod === null) return null;
  const busy = mutation.isPending || redirecting;

  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-brand-800">
        Übersicht deiner Bestellung
      </h1>
      <div className="flex flex-col gap-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <section aria-labelledby="daten-titel" className="rounded-2xl bg-cream p-4">
            <h2 id="daten-titel" className="font-bold text-brand-800">
              Deine Daten
            </h2>
            <p className="mt-1 text-sm">
              {userData.firstName} {userData.lastName}
              <br />
              {userData.emailAddress}
              {userData.phone !== undefined && userData.phone !== '' && (
                <>
                  <br />
                  {userData.phone}
                </>
              )}
              {needsShippingAddress(deliveryMethod) && (
                <>
                  <br />
                  {userData.street}, {userData.postalCode} {userData.city}
                </>
              )}
            </p>
            <Link
              to={paths.checkoutUserData.getHref()}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
            >
              Daten ändern
            </Link>
          </section>
          <section aria-labelledby="lieferung-titel" className="rounded-2xl bg-cream p-4">
            <h2 id="lieferung-titel" className="font-bold text-brand-800">
              Lieferung und Zahlung
            </h2>
            <p className="mt-1 text-sm">
              {DELIVERY_METHOD_LABELS[deliveryMethod]}: {formatEuro(totals.deliveryCostCents)}
              <br />
              Bezahlmethode:{' '}
              {paymentNeeded && paymentMethod !== null
                ? paymentMethodLabel(paymentMethod)
                : 'keine nötig'}
            </p>
            <Link
              to={paths.checkoutDelivery.getHref()}
              className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
            >
              {paymentNeeded ? 'Lieferung oder Zahlung ändern' : 'Lieferung ändern'}
            </Link>
          </section>
        </div>

        {/* Codes change the total: entered before the order's items, total and terms
            (docs/product.md §10.1). */}
        <DiscountCodeForm deliveryIncluded voucherAmountsCents={voucherAmounts} />

        <section aria-labelledby="artikel-titel">
          <h2 id="artikel-titel" className="mb-2 text-lg font-bold text-brand-800">
            Artikel
          </h2>
          <ul className="divide-y divide-ink/10 rounded-2xl ring-1 ring-ink/10">
            {items.map((item, index) => {
              const size = sizeLabel(item);
              return (
                <li key={item._id} className="flex justify-between gap-3 p-3">
                  <span className="min-w-0">
                    <strong>{item.category}</strong>
                    {item.name !== '' && <span> – {item.name}</span>}
                    <span className="block text-sm text-muted">
                      {[
                        item.brand,
                        size,
                        `Zustand: ${item.condition}`,
                        `Art.-Nr. ${item.itemNumber}`,
                      ]
                        .filter((text) => text !== null && text !== '')
                        .join(' · ')}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold">
                    {formatEuro(totals.lineSalePricesCents[index] ?? 0)}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>

        <section aria-labelledby="summe-titel" className="rounded-2xl bg-brand-50/60 p-4">
          <h2 id="summe-titel" className="sr-only">
            Gesamtpreis
          </h2>
          <CartTotalBlock view={view} />
          <p className="mt-2 text-xs text-muted">
            Endpreise: Als Kleinunternehmer nach § 19 UStG berechnen wir keine Umsatzsteuer.
          </p>
        </section>

        <section aria-labelledby="bedingungen-titel" className="text-sm">
          <h2 id="bedingungen-titel" className="font-bold text-brand-800">
            Liefer- und Zahlungsbedingungen
          </h2>
          <p className="mt-1">{DELIVERY_TERMS[deliveryMethod]}</p>
          <p className="mt-1">
            {paymentNeeded && paymentMethod !== null
              ? paymentTerms(paymentMethod)
              : NOTHING_TO_PAY_TERMS}
          </p>
          <p className="mt-2">
            Es gelten unsere{' '}
            <Link to={paths.terms.getHref()} className="font-semibold underline">
              AGB
            </Link>
            . Du hast ein 14-tägiges Widerrufsrecht – mehr in der{' '}
            <Link to={paths.withdrawal.getHref()} className="font-semibold underline">
              Widerrufsbelehrung
            </Link>
            .
          </p>
        </section>

        {mutation.isError &&
          !(mutation.error instanceof ApiError && mutation.error.status === 409) && (
            <p role="alert" className="rounded-2xl bg-sale/10 p-3 font-semibold text-sale">
              {mutation.error.message}
            </p>
          )}
        <Button
          onClick={() => {
            if (!busy) mutation.mutate();
          }}
          aria-disabled={busy}
          className="w-full text-lg sm:w-auto sm:self-end"
        >
          {busy ? 'Bestellung wird gesendet …' : 'Zahlungspflichtig bestellen'}
        </Button>
      </div>
    </>
  );
}
