import type { CartTotals } from '../../../../domain/cart-totals.ts';
import { DELIVERY_PRICES_CENTS } from '../../../../domain/delivery.ts';
import { formatEuro } from '../../../../domain/money.ts';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

interface CartTotalBlockProps {
  totals: CartTotals;
  /** Show the delivery line (once a method is chosen, or for a placed order). */
  showDelivery?: boolean;
}

/** The total block of the cart, the checkout and a placed order (read-only). */
export function CartTotalBlock({ totals, showDelivery = false }: CartTotalBlockProps) {
  return (
    <dl className="flex flex-col gap-1 text-sm [&>div]:flex [&>div]:justify-between [&>div]:gap-4">
      <div>
        <dt>Zwischensumme</dt>
        <dd className="text-right">{formatEuro(totals.subtotalCents)}</dd>
      </div>
      {totals.couponDiscountCents > 0 && (
        <div>
          <dt>Rabatt</dt>
          <dd className="text-right">−{formatEuro(totals.couponDiscountCents)}</dd>
        </div>
      )}
      {showDelivery ? (
        <div>
          <dt>Versand</dt>
          <dd className="text-right">{formatEuro(totals.deliveryCostCents)}</dd>
        </div>
      ) : (
        <div>
          <dt className="text-muted">
            zzgl.{' '}
            <Link to={paths.paymentShipping.getHref()} className="underline">
              Versand
            </Link>
          </dt>
          <dd className="text-right text-muted">ab {formatEuro(DELIVERY_PRICES_CENTS.abholen)}</dd>
        </div>
      )}
      {totals.vouchersTotalCents > 0 && (
        <div>
          <dt>Wertgutscheine</dt>
          <dd className="text-right">−{formatEuro(totals.vouchersTotalCents)}</dd>
        </div>
      )}
      <div className="mt-2 border-t border-ink/10 pt-2 text-base font-bold">
        <dt>Gesamt</dt>
        <dd className="text-right">{formatEuro(totals.valueToPayCents)}</dd>
      </div>
    </dl>
  );
}
