import { Link } from './link.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * The price indication near a list of prices (PAngV): final prices, no VAT under § 19 UStG, plus
 * delivery, linked to its costs. A card is one link to its item, so the note stands once above
 * the cards rather than on each.
 */
export function PriceNote() {
  return (
    <p className="mb-3 text-sm text-muted">
      Alle Preise sind Endpreise, ohne Umsatzsteuer (§ 19 UStG),{' '}
      <Link to={paths.paymentShipping.getHref()} className="underline">
        zzgl. Versand
      </Link>
      .
    </p>
  );
}
