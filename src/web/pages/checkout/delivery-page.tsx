import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  DELIVERY_METHODS,
  deliveryCostCents,
  needsShippingAddress,
} from '../../../domain/delivery.ts';
import type { DeliveryMethod } from '../../../domain/delivery.ts';
import { isPaymentMethodAllowed, needsPaymentMethod } from '../../../domain/payment-rules.ts';
import { useCheckoutTotals } from '../../features/cart/hooks/use-checkout-totals.ts';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { DeliveryForm } from '../../features/checkout/components/delivery-form.tsx';
import { nextStep } from '../../features/checkout/lib/checkout-steps.ts';
import { useSiteInfo } from '../../lib/get-site-info.ts';
import { stepHref } from './checkout-step-redirect.ts';

/**
 * /bestellung/lieferung: pickup or delivery, with the address a delivery needs. Picking a method
 * stores it at once, so the totals beside the form follow; when coupon and vouchers then leave
 * nothing to pay, the next step is the summary (decision 037).
 */
export function DeliveryPage() {
  const navigate = useNavigate();
  const orderInfo = useCartStore((state) => state.orderInfo);
  const setOrderInfo = useCartStore((state) => state.setOrderInfo);
  const view = useCheckoutTotals();
  const site = useSiteInfo();
  const costs = useMemo(() => {
    const now = new Date();
    return Object.fromEntries(
      DELIVERY_METHODS.map((method) => [method, deliveryCostCents(method, now)]),
    ) as Record<DeliveryMethod, number>;
  }, []);
  const pickMethod = useCallback(
    (deliveryMethod: DeliveryMethod) => {
      if (useCartStore.getState().orderInfo.deliveryMethod !== deliveryMethod) {
        setOrderInfo({ deliveryMethod });
      }
    },
    [setOrderInfo],
  );
  const next =
    nextStep('lieferung', {
      deliveryMethod: orderInfo.deliveryMethod,
      paymentNeeded: needsPaymentMethod(view.totals.valueToPayCents),
    }) ?? 'uebersicht';
  const station = site.data?.pickupStation;
  const pickupText =
    station === undefined
      ? undefined
      : `Kostenlos abholen: ${station.name}, ${station.street}, ${station.postalCode} ${station.city} (${station.openingHours}). Barzahlung bei Abholung möglich.`;
  const userData = orderInfo.userData;
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-brand-800">Lieferung</h1>
      <DeliveryForm
        costsCents={costs}
        {...(pickupText !== undefined ? { pickupText } : {})}
        defaultValues={{
          ...(orderInfo.deliveryMethod !== null
            ? { deliveryMethod: orderInfo.deliveryMethod }
            : {}),
          street: userData?.street ?? '',
          postalCode: userData?.postalCode ?? '',
          city: userData?.city ?? '',
        }}
        onMethodChange={pickMethod}
        submitLabel={next === 'uebersicht' ? 'Weiter zur Übersicht' : 'Weiter zur Bezahlmethode'}
        onSubmit={({ deliveryMethod, street, postalCode, city }) => {
          const state = useCartStore.getState().orderInfo;
          const paymentMethod =
            state.paymentMethod !== null &&
            isPaymentMethodAllowed(state.paymentMethod, deliveryMethod)
              ? state.paymentMethod
              : null;
          setOrderInfo({
            deliveryMethod,
            paymentMethod,
            ...(needsShippingAddress(deliveryMethod) && state.userData !== null
              ? { userData: { ...state.userData, street, postalCode, city } }
              : {}),
          });
          void navigate(stepHref(next));
        }}
      />
    </>
  );
}
