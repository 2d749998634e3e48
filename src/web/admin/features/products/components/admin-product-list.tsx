import { Link } from '../../../../components/ui/link.tsx';
import type { AdminProduct, ProductStatus } from '../../../../../domain/api/admin-products.ts';
import { eurosToCents, formatEuro } from '../../../../../domain/money.ts';
import { currentPriceCents, effectiveReduction } from '../../../../../domain/price-steps.ts';
import { saleTagLabel, sizeLabel } from '../../../../../domain/product-display.ts';
import { formatPublishAt } from '../../../../../domain/publication.ts';
import { paths } from '../../../../lib/paths.ts';
import { boxLabel } from '../lib/box-label.ts';

export const STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Online',
  reserved: 'Reserviert',
  sold: 'Verkauft',
  inactive: 'Offline',
  draft: 'Entwurf',
  announced: 'Angemeldet',
  rejected: 'Abgelehnt',
};

const STATUS_CLASSES: Record<ProductStatus, string> = {
  active: 'bg-brand-100 text-brand-800',
  reserved: 'bg-sun-100 text-ink',
  sold: 'bg-ink text-white',
  inactive: 'bg-ink/10 text-muted',
  draft: 'bg-white text-ink ring-1 ring-ink/30',
  announced: 'bg-sun-100 text-ink ring-1 ring-ink/30',
  rejected: 'bg-red-50 text-red-800',
};

/** The item's state; a planned draft says when it goes live ("geplant für Fr., 27.11.2026, 08:00"). */
export function StatusBadge({
  status,
  publishAt = null,
}: {
  status: ProductStatus;
  publishAt?: string | null;
}) {
  const label =
    status === 'draft' && publishAt !== null
      ? `geplant für ${formatPublishAt(publishAt)}`
      : STATUS_LABELS[status];
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_CLASSES[status]}`}
    >
      {label}
    </span>
  );
}

/** Drafts the admin has ticked, to publish them together. */
export interface DraftSelection {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/**
 * Items as rows that read on a phone (390 px) and a desktop alike: number and name, then size,
 * box and seller as short chips that wrap instead of being cut off, price and state on the right.
 */
export function AdminProductList({
  products,
  selection,
}: {
  products: AdminProduct[];
  selection?: DraftSelection;
}) {
  if (products.length === 0) {
    return <p className="py-6 text-center text-muted">Keine Artikel gefunden.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-ink/10 rounded-2xl bg-white ring-1 ring-ink/10">
      {products.map((product) => {
        const priceCents = eurosToCents(product.price);
        const finalCents = currentPriceCents({ ...product, priceCents });
        // What the shop sells it at: her sale or the price step, whichever is deeper.
        const shown = effectiveReduction(product);
        const reduced = shown.sale && shown.discount > 0;
        const size = sizeLabel(product);
        const box = boxLabel(product.adminInfo.storageLocation);
        const facts = [
          size === '' ? null : size,
          box,
          product.sellerNumber === null ? null : `Verk. ${product.sellerNumber}`,
        ].filter((fact) => fact !== null);
        const selectable = selection !== undefined && product.status === 'draft';
        return (
          <li key={product._id} className="flex items-center">
            {selectable && (
              <label className="flex min-h-11 min-w-11 shrink-0 items-center justify-center self-stretch pl-2">
                <span className="sr-only">Nr. {product.itemNumber} auswählen</span>
                <input
                  type="checkbox"
                  className="size-5 accent-brand-700"
                  checked={selection.selected.has(product._id)}
                  onChange={() => selection.onToggle(product._id)}
                />
              </label>
            )}
            <Link
              to={paths.adminProduct.getHref(product._id)}
              className="grid min-w-0 flex-1 grid-cols-[3rem_minmax(0,1fr)_auto] items-center gap-x-3 px-3 py-2 hover:bg-brand-50"
            >
              <span className="size-12 overflow-hidden rounded-lg bg-ink/5">
                {product.image !== null && (
                  <img
                    src={product.image.webp}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover"
                  />
                )}
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="font-bold break-words">
                  Nr. {product.itemNumber} · {product.name}
                </span>
                <span className="truncate text-sm text-muted">
                  {[product.category, product.brand].filter(Boolean).join(' · ')}
                </span>
                {facts.length > 0 && (
                  <span className="flex flex-wrap gap-1 text-xs font-semibold">
                    {facts.map((fact) => (
                      <span key={fact} className="rounded bg-ink/5 px-1.5 py-0.5 whitespace-nowrap">
                        {fact}
                      </span>
                    ))}
                  </span>
                )}
              </span>
              <span className="flex max-w-32 flex-col items-end gap-1 text-right">
                <span className={`font-bold whitespace-nowrap ${reduced ? 'text-sale' : ''}`}>
                  {formatEuro(finalCents)}
                  {reduced && <span className="ml-1 text-xs">{saleTagLabel(shown.discount)}</span>}
                </span>
                {product.priceStepPercent > 0 && (
                  <span className="text-xs text-muted">
                    Preisstufe −{product.priceStepPercent}&nbsp;%
                  </span>
                )}
                <StatusBadge status={product.status} publishAt={product.publishAt} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
