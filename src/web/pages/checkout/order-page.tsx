import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { DELIVERY_METHOD_LABELS } from '../../../domain/delivery.ts';
import { ORDER_CANCELED_TEXT } from '../../../domain/texts.ts';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { CartSummary } from '../../features/cart/components/cart-summary.tsx';
import { confirmPayment } from '../../features/checkout/api/confirm-payment.ts';
import { getOrderQueryOptions, useOrder } from '../../features/checkout/api/get-order.ts';
import { OrderTimeline, timelineOf } from '../../components/order-timeline.tsx';
import { startPayment } from '../../features/checkout/api/start-payment.ts';
import { PageHead } from '../../components/page-head.tsx';
import { withdrawalLinkFor } from '../../features/withdrawal/lib/withdrawal-prefill.ts';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { orderItemsAsCartItems, orderTotals, paymentStatusText } from './order-view.ts';
import { needsOnlinePayment } from '../../../domain/payment-rules.ts';

type PaymentNotice =
  | { kind: 'confirming' }
  | { kind: 'pending' }
  | { kind: 'declined'; message: string }
  | { kind: 'canceled' }
  | { kind: 'refunded'; message: string }
  | { kind: 'error'; message: string };

/**
 * /bestellung/:id and /order/:id: one order, read-only (no removal). Coming back from the payment
 * page with `?paymentId=…&token=…` it confirms the payment first: paid → success page; 202 →
 * 'Zahlung wird noch bestätigt'; 402 → not approved, try again; 409 → refunded.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const order = useOrder(id);
  const paymentId = search.get('paymentId');
  const token = search.get('token');
  const canceledByCustomer = search.get('abgebrochen') === '1';
  const [notice, setNotice] = useState<PaymentNotice | null>(
    canceledByCustomer ? { kind: 'canceled' } : null,
  );
  const confirmedFor = useRef<string | null>(null);

  const confirm = useMutation({
    mutationFn: (input: { paymentId: string; token: string }) =>
      confirmPayment({
        orderId: id,
        paymentId: input.paymentId,
        authorizationToken: input.token,
      }),
    onSuccess: (confirmed) => {
      queryClient.setQueryData(getOrderQueryOptions(id).queryKey, confirmed);
      if (confirmed.isPaid) {
        void navigate(paths.checkoutSuccess.getHref(confirmed._id), { replace: true });
      } else {
        setNotice({ kind: 'pending' });
        setSearch({}, { replace: true });
      }
    },
    onError: (error) => {
      setSearch({}, { replace: true });
      if (error instanceof ApiError && error.status === 402) {
        setNotice({ kind: 'declined', message: error.message });
      } else if (error instanceof ApiError && error.status === 409) {
        setNotice({ kind: 'refunded', message: error.message });
      } else {
        setNotice({ kind: 'error', message: error.message });
      }
      void queryClient.invalidateQueries({ queryKey: getOrderQueryOptions(id).queryKey });
    },
  });

  useEffect(() => {
    if (paymentId === null || token === null || confirmedFor.current === paymentId) return;
    confirmedFor.current = paymentId;
    setNotice({ kind: 'confirming' });
    confirm.mutate({ paymentId, token });
  }, [paymentId, token, confirm]);

  const pay = useMutation({
    mutationFn: () => startPayment({ orderId: id }),
    onSuccess: (payment) => {
      if (payment.approvalUrl !== null) window.location.assign(payment.approvalUrl);
      else setNotice({ kind: 'error', message: 'Diese Zahlungsart ist gerade nicht verfügbar.' });
    },
    onError: (error) => setNotice({ kind: 'error', message: error.message }),
  });

  if (order.isPending) {
    return (
      <p role="status" className="mx-auto max-w-3xl py-10 text-center text-muted">
        Bestellung wird geladen …
      </p>
    );
  }
  if (order.isError) {
    return (
      <div className="mx-auto max-w-3xl">
        <ErrorState
          onRetry={() => void order.refetch()}
          retrying={order.isFetching}
          {...(order.error instanceof ApiError && order.error.status === 404
            ? { message: order.error.message }
            : {})}
        />
      </div>
    );
  }

  const data = order.data;
  const timeline = timelineOf(data);
  const withdrawn = timeline.some((entry) => entry.kind === 'withdrawal-received');
  const canPay =
    !data.isPaid &&
    !data.isCanceled &&
    needsOnlinePayment(data.paymentMethod, data.valueToPay) &&
    notice?.kind !== 'confirming' &&
    notice?.kind !== 'pending';

  return (
    <div className="mx-auto max-w-3xl">
      <PageHead title={`Bestellung ${data.orderNumber}`} noIndex />
      <h1 className="mb-2 text-3xl font-extrabold tracking-tight text-brand-800">
        Bestellung Nr. {data.orderNumber}
      </h1>
      <p className="mb-6 text-muted">
        vom{' '}
        {new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeStyle: 'short' }).format(
          new Date(data.createdAt),
        )}
      </p>
      {!data.isCanceled && !withdrawn && (
        // § 356a BGB: the withdrawal function is reachable from the order itself, too.
        <p className="mb-6">
          <Link
            {...withdrawalLinkFor({
              orderNumber: data.orderNumber,
              name: `${data.address.firstName} ${data.address.lastName}`,
            })}
            className="font-semibold text-brand-800 underline underline-offset-2"
          >
            Vertrag widerrufen
          </Link>
        </p>
      )}

      {data.isCanceled && (
        <p role="status" className="mb-4 rounded-2xl bg-sale/10 p-4 text-lg font-bold text-sale">
          {ORDER_CANCELED_TEXT}
        </p>
      )}
      <PaymentNoticeBox notice={notice} />
      <OrderTimeline entries={timeline} deliveryMethod={data.deliveryMethod} />

      <div className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/10 sm:p-6">
        <CartSummary items={orderItemsAsCartItems(data)} readOnly totals={orderTotals(data)} />
        <dl className="mt-4 grid gap-2 border-t border-ink/10 pt-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-semibold">Lieferung</dt>
            <dd>
              {DELIVERY_METHOD_LABELS[data.deliveryMethod]}
              {data.address.street !== null && (
                <>
                  <br />
                  {data.address.firstName} {data.address.lastName}, {data.address.street},{' '}
                  {data.address.postalCode} {data.address.city}
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Bezahlmethode</dt>
            <dd>{paymentStatusText(data)}</dd>
          </div>
          {data.coupon !== null && (
            <div>
              <dt className="font-semibold">Gutschein</dt>
              <dd>{data.coupon.code}</dd>
            </div>
          )}
          {data.vouchers.length > 0 && (
            <div>
              <dt className="font-semibold">Wertgutscheine</dt>
              <dd>
                {data.vouchers
                  .map((voucher) => `Nr. ${voucher.number} (${voucher.code})`)
                  .join(', ')}
              </dd>
            </div>
          )}
        </dl>
        {canPay && (
          <div className="mt-6">
            <Button onClick={() => pay.mutate()} disabled={pay.isPending}>
              {notice?.kind === 'declined' || notice?.kind === 'canceled'
                ? 'Erneut bezahlen'
                : 'Jetzt bezahlen'}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

function PaymentNoticeBox({ notice }: { notice: PaymentNotice | null }) {
  if (notice === null) return null;
  const box = 'mb-4 rounded-2xl p-4 font-semibold';
  switch (notice.kind) {
    case 'confirming':
      return (
        <p role="status" className={`${box} bg-brand-50 text-brand-800`}>
          Deine Zahlung wird bestätigt …
        </p>
      );
    case 'pending':
      return (
        <p role="status" className={`${box} bg-sun-100`}>
          Zahlung wird noch bestätigt. Der Zahlungsanbieter hat deine Zahlung angenommen, das Geld
          ist aber noch nicht bestätigt. Das kann ein wenig dauern – wir schicken dir eine E-Mail,
          sobald alles da ist.
        </p>
      );
    case 'declined':
      return (
        <p role="alert" className={`${box} bg-sale/10 text-sale`}>
          {notice.message}
        </p>
      );
    case 'canceled':
      return (
        <p role="status" className={`${box} bg-sun-100`}>
          Du hast die Zahlung abgebrochen. Deine Bestellung ist noch nicht bezahlt – du kannst es
          gleich noch einmal versuchen.
        </p>
      );
    case 'refunded':
    case 'error':
      return (
        <p role="alert" className={`${box} bg-sale/10 text-sale`}>
          {notice.message}
        </p>
      );
  }
}
