import { Navigate, useNavigate } from 'react-router';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { PaymentMethodForm } from '../../features/checkout/components/payment-method-form.tsx';
import { paths } from '../../lib/paths.ts';

/** /bestellung/bezahlmethode: how the customer pays (Barzahlung only with pickup). */
export function PaymentPage() {
  const navigate = useNavigate();
  const deliveryMethod = useCartStore((state) => state.orderInfo.deliveryMethod);
  const paymentMethod = useCartStore((state) => state.orderInfo.paymentMethod);
  const setOrderInfo = useCartStore((state) => state.setOrderInfo);
  const setCartPaymentMethod = useCartStore((state) => state.setPaymentMethod);
  if (deliveryMethod === null) return <Navigate to={paths.checkoutDelivery.getHref()} replace />;
  return (
    <>
      <h1 className="mb-4 text-2xl font-extrabold tracking-tight text-brand-800">Bezahlmethode</h1>
      <PaymentMethodForm
        deliveryMethod={deliveryMethod}
        defaultValue={paymentMethod}
        onSubmit={(method) => {
          setOrderInfo({ paymentMethod: method });
          setCartPaymentMethod(method);
          void navigate(paths.checkoutSummary.getHref());
        }}
      />
    </>
  );
}
