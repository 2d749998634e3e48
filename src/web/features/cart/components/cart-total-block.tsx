import { Link } from '../../../components/ui/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { nothingToPayNote, totalsRows } from '../lib/checkout-totals.ts';
import type { TotalsView } from '../lib/checkout-totals.ts';

/**
 * The total block of the cart, the cart drawer, the checkout, its summary and a placed order
 * (read-only): the lines of `totalsRows`, and a note when coupon or vouchers leave nothing to pay.
 */
export function CartTotalBlock({ view }: { view: TotalsView }) {
  const note = nothingToPayNote(view);
  return (
    <div className="flex flex-col gap-2">
      <dl className="flex flex-col gap-1 text-sm [&>div]:flex [&>div]:justify-between [&>div]:gap-4">
        {totalsRows(view).map((row) => {
          switch (row.kind) {
            case 'shipping-hint':
              return (
                <div key={row.key} className="text-muted">
                  <dt>
                    zzgl.{' '}
                    <Link to={paths.paymentShipping.getHref()} className="underline">
                      Versand
                    </Link>
                  </dt>
                  <dd className="text-right">{row.amount}</dd>
                </div>
              );
            case 'total':
              return (
                <div key={row.key} className="mt-1 border-t border-ink/10 pt-2 font-bold">
                  <dt>{row.label}</dt>
                  <dd className="shrink-0 text-right">{row.amount}</dd>
                </div>
              );
            case 'due':
              return (
                <div key={row.key} className="mt-1 border-t border-ink/10 pt-2 text-base font-bold">
                  <dt>{row.label}</dt>
                  <dd className="shrink-0 text-right">{row.amount}</dd>
                </div>
              );
            case 'line':
              return (
                <div key={row.key}>
                  <dt>{row.label}</dt>
                  <dd className="shrink-0 text-right">{row.amount}</dd>
                </div>
              );
          }
        })}
      </dl>
      {note !== null && (
        <p className="rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-800">
          {note}
        </p>
      )}
    </div>
  );
}
