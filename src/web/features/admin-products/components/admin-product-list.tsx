import { Link } from 'react-router';
import type { AdminProduct, ProductStatus } from '../../../../domain/api/admin-products.ts';
import { eurosToCents, formatEuro } from '../../../../domain/money.ts';
import { salePriceCents } from '../../../../domain/pricing.ts';
import { saleTagLabel, sizeLabel } from '../../../../domain/product-display.ts';
import { adminPaths } from '../../../lib/admin-paths.ts';

export const STATUS_LABELS: Record<ProductStatus, string> = {
  active: 'Online',
  reserved: 'Reserviert',
  sold: 'Verkauft',
  inactive: 'Offline',
};

const STATUS_CLASSES: Record<ProductStatus, string> = {
  active: 'bg-brand-100 text-brand-800',
  reserved: 'bg-sun-100 text-ink',
  sold: 'bg-ink text-white',
  inactive: 'bg-ink/10 text-muted',
};

export function StatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_CLASSES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** Items as a list of rows that reads on a phone and on a desktop alike. */
export function AdminProductList({ products }: { products: AdminProduct[] }) {
  if (products.length === 0) {
    return <p className="py-6 text-center text-muted">Keine Artikel gefunden.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-ink/10 rounded-2xl bg-white ring-1 ring-ink/10">
      {products.map((product) => {
        const priceCents = eurosToCents(product.price);
        const finalCents = salePriceCents(priceCents, product.sale, product.discount);
        const size = sizeLabel(product);
        return (
          <li key={product._id}>
            <Link
              to={adminPaths.product.getHref(product._id)}
              className="grid grid-cols-[3.5rem_1fr_auto] items-center gap-3 px-3 py-2 hover:bg-brand-50"
            >
              <span className="size-14 overflow-hidden rounded-lg bg-ink/5">
                {product.image !== null && (
                  <img
                    src={product.image.webp}
                    alt=""
                    loading="lazy"
                    className="size-full object-cover"
                  />
                )}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-bold">
                  Nr. {product.itemNumber} · {product.name}
                </span>
                <span className="truncate text-sm text-muted">
                  {[
                    product.category,
                    product.brand,
                    size,
                    product.sellerNumber === null ? null : `Verkäufer ${product.sellerNumber}`,
                    product.adminInfo.storageLocation === null
                      ? null
                      : `Kiste ${product.adminInfo.storageLocation}`,
                  ]
                    .filter((part) => part !== null && part !== '')
                    .join(' · ')}
                </span>
              </span>
              <span className="flex flex-col items-end gap-1">
                <span className={`font-bold ${product.sale ? 'text-sale' : ''}`}>
                  {formatEuro(finalCents)}
                  {product.sale && (
                    <span className="ml-1 text-xs">{saleTagLabel(product.discount)}</span>
                  )}
                </span>
                <StatusBadge status={product.status} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
