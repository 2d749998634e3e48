import { useId } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { CASH_AT_PICKUP_NOTICE, DELIVERY_AREA_NOTICE } from '../../../../domain/legal-terms.ts';
import { OfferedPaymentMethods } from '../../../components/offered-payment-methods.tsx';
import { useOfferedPaymentMethods } from '../../../lib/get-site-info.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * What § 312j Abs. 1 BGB wants shown when checkout starts, on the cart page and on the first
 * checkout step: the accepted payment methods (the shop's configured ones, GET /api/site) and
 * the delivery restriction. Both pages are rendered on the server, so the notice is in their
 * HTML before any script runs.
 */
export function CheckoutTermsNotice() {
  const headingId = useId();
  const cashOffered = useOfferedPaymentMethods().some((method) => method.id === 'cash');
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-brand-50 p-4 text-sm leading-relaxed"
    >
      <h2 id={headingId} className="text-base font-bold text-brand-800">
        Zahlung und Lieferung
      </h2>
      <p className="mt-1">
        Du kannst bezahlen mit: <OfferedPaymentMethods />.
        {cashOffered && ` ${CASH_AT_PICKUP_NOTICE}`}
      </p>
      <p className="mt-1">
        {DELIVERY_AREA_NOTICE}{' '}
        <Link to={paths.paymentShipping.getHref()} className="font-semibold underline">
          Zahlung &amp; Versand im Detail
        </Link>
      </p>
    </section>
  );
}
