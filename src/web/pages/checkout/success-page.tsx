import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { CircleCheck } from 'lucide-react';
import { useCartStore } from '../../features/cart/stores/cart-store.ts';
import { trackPurchase } from '../../features/consent/lib/google-tag.ts';
import { useOrder } from '../../features/checkout/api/get-order.ts';
import { finishOrderAttempt } from '../../features/checkout/lib/idempotency-key.ts';
import { PageHead } from '../../components/page-head.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * /bestellung/erfolgreich: the order is placed (cash, nothing to pay) or paid. Clears cart, total,
 * reservation, stored coupon and vouchers (docs/product.md §4.1); shows the order number and its
 * page.
 */
export function SuccessPage() {
  const [search] = useSearchParams();
  const orderId = search.get('bestellung') ?? '';
  const order = useOrder(orderId, { enabled: orderId !== '' });

  useEffect(() => {
    useCartStore.getState().clearAfterOrder();
    finishOrderAttempt();
  }, []);

  // Measured only with consent (the consent feature checks); the order number deduplicates.
  const placed = order.data;
  useEffect(() => {
    if (placed === undefined) return;
    trackPurchase({ orderNumber: placed.orderNumber, valueEuros: Math.max(0, placed.total) });
  }, [placed]);

  return (
    <div className="mx-auto max-w-2xl">
      <PageHead title="Bestellung erfolgreich" noIndex />
      <div className="flex flex-col items-center gap-4 rounded-3xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-ink/10">
        <CircleCheck aria-hidden="true" className="size-14 text-brand-700" />
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-800">
          Vielen Dank für deine Bestellung!
        </h1>
        {order.data !== undefined && (
          <p className="text-lg">
            Deine Bestellnummer: <strong>{order.data.orderNumber}</strong>
          </p>
        )}
        <p className="text-muted">
          Wir haben dir eine Bestätigung per E-Mail geschickt. Deine Artikel packen wir so schnell
          wie möglich.
        </p>
        {orderId !== '' && (
          <Link
            to={paths.checkoutOrder.getHref(orderId)}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800"
          >
            Bestellung ansehen
          </Link>
        )}
        <Link
          to={paths.clothing.getHref()}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          Weiter stöbern
        </Link>
      </div>
    </div>
  );
}
