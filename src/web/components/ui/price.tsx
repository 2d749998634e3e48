import { eurosToCents, formatEuro } from '../../../domain/money.ts';
import { salePriceCents } from '../../../domain/pricing.ts';

interface PriceProps {
  /** Price in euros before any sale discount, as on the wire. */
  price: number;
  sale: boolean;
  discount: number;
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * A German price; on sale the old price struck through next to the new one (docs/product.md §2.7).
 */
export function Price({ price, sale, discount, size = 'md', className = '' }: PriceProps) {
  const priceCents = eurosToCents(price);
  const finalCents = salePriceCents(priceCents, sale, discount);
  const big = size === 'lg' ? 'text-2xl' : 'text-lg';
  if (finalCents === priceCents) {
    return (
      <p className={`font-bold text-brand-800 ${big} ${className}`}>{formatEuro(priceCents)}</p>
    );
  }
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className="sr-only">Statt</span>
      <s className="text-sm text-muted">{formatEuro(priceCents)}</s>
      <span className="sr-only">jetzt</span>
      <strong className={`font-bold text-sale ${big}`}>{formatEuro(finalCents)}</strong>
    </p>
  );
}
