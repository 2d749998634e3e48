import { eurosToCents, formatEuro } from '../../../domain/money.ts';
import { salePriceCents } from '../../../domain/pricing.ts';

interface LowestPriorPriceProps {
  /** Price in euros before any sale discount, as on the wire. */
  price: number;
  sale: boolean;
  discount: number;
  /** Euros, from the server; null (or missing in an old cart snapshot) when there is none. */
  lowestPriorPrice?: number | null;
  /** 'sm' next to the large price of the product page; 'xs' on cards and cart rows. */
  size?: 'xs' | 'sm';
}

/**
 * PAngV § 11: wherever a reduction is shown (struck-through price), the lowest price of the
 * 30 days before it goes with it. Shown exactly when `Price` shows a reduction.
 */
export function LowestPriorPrice({
  price,
  sale,
  discount,
  lowestPriorPrice,
  size = 'xs',
}: LowestPriorPriceProps) {
  const priceCents = eurosToCents(price);
  const reduced = salePriceCents(priceCents, sale, discount) < priceCents;
  if (!reduced || lowestPriorPrice === null || lowestPriorPrice === undefined) return null;
  return (
    <p className={`leading-snug text-muted ${size === 'sm' ? 'text-sm' : 'text-xs'}`}>
      Niedrigster Preis der letzten 30 Tage: {formatEuro(eurosToCents(lowestPriorPrice))}
    </p>
  );
}
