import { AlertTriangle, Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { paymentMethodLabel } from '../../../../../domain/catalog.ts';
import { DELIVERY_METHOD_LABELS } from '../../../../../domain/delivery.ts';
import { WITHDRAWAL_HOLD_TEXT } from '../../../../../domain/order-status.ts';
import { eurosToCents, formatEuros, formatSignedEuro } from '../../../../../domain/money.ts';
import {
  paymentAttemptStatusLabel,
  paymentProviderLabel,
} from '../../../../../domain/payment-attempt-labels.ts';
import { sizeLabel } from '../../../../../domain/product-display.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import { FormError } from '../../../components/form.tsx';
import { formatDateTime } from '../../../components/query-state.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ResponsivePicture } from '../../../../components/ui/responsive-picture.tsx';
import { OrderTimeline, timelineOf } from '../../../../components/order-timeline.tsx';
import { useClearAttention } from '../api/orders.ts';
import type { AdminOrderDetail } from '../api/orders.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderFollowUps } from './order-follow-ups.tsx';
import { OrderReturns } from './order-returns.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { ShippingLabelPanel } from './shipping-label-panel.tsx';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
      <h2 className="mb-2 text-lg font-bold text-brand-800">{title}</h2>
      {children}
    </section>
  );
}

function Row({
  label,
  value,
  strong = false,
  breakable = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
  /** Text that may break anywhere (a 20-digit tracking number); amounts never break. */
  breakable?: boolean;
}) {
  return (
    <div className={`flex justify-between gap-3 py-0.5 ${strong ? 'font-bold' : ''}`}>
      <dt className={breakable ? 'shrink-0' : 'min-w-0 break-words'}>{label}</dt>
      {/* A tracking number breaks on a phone rather than widen the page; an amount stays whole
          ('−10,00 €', never '−10,00' over '€'), the label beside it gives way instead. */}
      <dd
        className={
          breakable ? 'min-w-0 text-right [overflow-wrap:anywhere]' : 'text-right whitespace-nowrap'
        }
      >
        {value}
      </dd>
    </div>
  );
}

function AttentionBox({ detail }: { detail: AdminOrderDetail }) {
  const clear = useClearAttention(detail.order._id);
  if (detail.attentionReason === null) return null;
  return (
    <div
      role="note"
      className="flex flex-col gap-2 rounded-2xl bg-sale/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 font-semibold text-sale">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {detail.attentionReason}
      </p>
      <Button
        variant="secondary"
        disabled={clear.isPending}
        onClick={() => clear.mutate()}
        className="print:hidden"
      >
        Erledigt
      </Button>
      {clear.error !== null && <FormError message={errorMessage(clear.error)} />}
    </div>
  );
}

/** A withdrawal came before the order left: it must not be packed or sent (decision 054). */
function WithdrawalHoldBox({ detail }: { detail: AdminOrderDetail }) {
  if (!detail.heldByWithdrawal) return null;
  return (
    <div role="alert" className="flex flex-col gap-1 rounded-2xl bg-sale/10 p-4 text-sale">
      <p className="flex items-center gap-2 text-lg font-extrabold">
        <Ban aria-hidden="true" className="size-5 shrink-0" />
        {WITHDRAWAL_HOLD_TEXT}
      </p>
      <p className="font-semibold">
        Die Kundin hat widerrufen, bevor die Bestellung verschickt wurde. Pack und versende sie
        nicht, sondern storniere sie: Bezahltes wird erstattet, die Artikel kommen zurück in den
        Shop. Schon gepackte Artikel bitte zurück ins Lager legen.
      </p>
    </div>
  );
}

/** Everything about one order for the admin: items, money, customer, payments, withdrawals. */
export function OrderDetail({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const { address } = order;
  const back = new Map(
    detail.returns.flatMap((part) => part.items.map((item) => [item.productId, item] as const)),
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <OrderStatusBadge status={detail.status} deliveryMethod={order.deliveryMethod} />
        <span className={order.isPaid ? 'font-semibold text-brand-800' : 'font-semibold text-sale'}>
          {order.isPaid ? 'bezahlt' : 'unbezahlt'}
        </span>
        <span className="text-muted">{formatDateTime(order.createdAt)}</span>
      </div>
      <WithdrawalHoldBox detail={detail} />
      <AttentionBox detail={detail} />
      <OrderActions detail={detail} />
      <OrderReturns detail={detail} />
      <ShippingLabelPanel detail={detail} />

      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <Card
          title={order.orderItems.length === 1 ? '1 Artikel' : `${order.orderItems.length} Artikel`}
        >
          <ul className="flex flex-col divide-y divide-ink/10">
            {order.orderItems.map((item) => {
              const size = sizeLabel(item);
              return (
                <li key={item._id} className="flex items-center gap-3 py-2">
                  <ResponsivePicture
                    image={item.image}
                    alt=""
                    className="aspect-square w-16 shrink-0 rounded-xl"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words">{item.name}</p>
                    {back.has(item._id) && (
                      <p className="text-sm font-semibold text-sale">
                        zurückgenommen
                        {back.get(item._id)?.resellable === false && ' · nicht verkaufbar'}
                      </p>
                    )}
                    <p className="text-sm text-muted">
                      {[
                        item.category,
                        item.brand,
                        size === '' ? null : size,
                        `Nr. ${item.itemNumber}`,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <div className="text-right whitespace-nowrap">
                    <p className="font-semibold">{formatEuros(item.salePrice)}</p>
                    {item.salePrice !== item.price && (
                      <p className="text-sm text-muted line-through">{formatEuros(item.price)}</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
          <dl className="mt-3 border-t border-ink/10 pt-2">
            <Row label="Zwischensumme" value={formatEuros(order.subtotal)} />
            {order.coupon !== null && (
              <Row
                label={`Gutschein ${order.coupon.code}`}
                value={`−${formatEuros(order.couponDiscount)}`}
              />
            )}
            <Row label="Lieferung" value={formatEuros(order.deliveryCost)} />
            <Row label="Gesamt" value={formatSignedEuro(eurosToCents(order.total))} strong />
            {order.vouchers.map((voucher) => (
              <Row
                key={voucher.number}
                label={`Wertgutschein ${voucher.code}`}
                value={`−${formatEuros(voucher.amount)}`}
              />
            ))}
            <Row label="Zu zahlen" value={formatEuros(order.valueToPay)} strong />
          </dl>
        </Card>

        <div className="flex flex-col gap-4">
          <Card title="Kunde">
            <p className="font-semibold">
              {address.firstName} {address.lastName}
            </p>
            {address.street !== null && <p>{address.street}</p>}
            {(address.postalCode !== null || address.city !== null) && (
              <p>{[address.postalCode, address.city].filter(Boolean).join(' ')}</p>
            )}
            <p className="mt-2 break-all">
              <a className="text-brand-800 underline" href={`mailto:${detail.email}`}>
                {detail.email}
              </a>
            </p>
            {detail.phone !== null && (
              <p>
                <a className="text-brand-800 underline" href={`tel:${detail.phone}`}>
                  {detail.phone}
                </a>
              </p>
            )}
          </Card>
          <Card title="Lieferung und Zahlung">
            <dl>
              <Row
                label="Lieferung"
                value={DELIVERY_METHOD_LABELS[order.deliveryMethod]}
                breakable
              />
              <Row label="Zahlung" value={paymentMethodLabel(order.paymentMethod)} breakable />
              {detail.trackingNumber !== null && (
                <Row label="Sendungsnummer" value={detail.trackingNumber} breakable />
              )}
            </dl>
          </Card>
          <Card title="Verlauf (wie die Kundin ihn sieht)">
            <OrderTimeline
              entries={timelineOf(order)}
              deliveryMethod={order.deliveryMethod}
              headed={false}
            />
          </Card>
          <OrderFollowUps detail={detail} />
        </div>
      </div>

      {detail.payments.length > 0 && (
        <Card title="Zahlungsversuche">
          <ul className="flex flex-col divide-y divide-ink/10 text-sm">
            {detail.payments.map((payment) => (
              <li
                key={`${payment.reference}-${payment.createdAt}`}
                className="flex flex-wrap justify-between gap-x-3 py-1.5"
              >
                <span>
                  {formatDateTime(payment.createdAt)} · {paymentProviderLabel(payment.provider)} ·{' '}
                  {paymentAttemptStatusLabel(payment.status)}
                </span>
                <span className="break-all text-muted">{payment.reference}</span>
                <span className="font-semibold whitespace-nowrap">
                  {formatEuros(payment.amount)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {detail.withdrawals.length > 0 && (
        <Card title="Widerrufe">
          <ul className="flex flex-col gap-3">
            {detail.withdrawals.map((withdrawal) => (
              <li key={withdrawal.createdAt} className="text-sm">
                <p className="font-semibold">
                  {formatDateTime(withdrawal.createdAt)} · {withdrawal.name} ({withdrawal.email})
                </p>
                {withdrawal.message !== '' && (
                  <p className="mt-1 whitespace-pre-line">{withdrawal.message}</p>
                )}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
