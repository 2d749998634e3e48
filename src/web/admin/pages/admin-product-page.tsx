import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../lib/admin-session.ts';
import { FormError, Notice } from '../components/form.tsx';
import { AdminHeading, QueryState, formatDateTime } from '../components/query-state.tsx';
import { useBrands } from '../features/brands/api/list-brands.ts';
import { usePriceFactors } from '../features/prices/api/price-factors.ts';
import {
  useAdminProduct,
  useDeleteProduct,
  useUpdateProduct,
} from '../features/products/api/admin-product.ts';
import { StatusBadge } from '../features/products/components/admin-product-list.tsx';
import { DeleteProductDialog } from '../features/products/components/delete-product-dialog.tsx';
import { photoEntriesOf } from '../features/products/components/photo-picker.tsx';
import { ProductForm } from '../features/products/components/product-form.tsx';
import { formValuesOf, publicationModesFor } from '../features/products/lib/product-form-values.ts';
import { PrintLabels } from '../features/labels/components/print-labels.tsx';
import { AnnouncementPanel } from '../features/bags/components/announcement-panel.tsx';
import { useSellers } from '../features/sellers/api/list-sellers.ts';
import { PageHead } from '../../components/page-head.tsx';

/** /admin/product/:id: edit, publish a draft, take offline or delete an item. */
export function AdminProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useAdminProduct(id);
  const sellers = useSellers();
  const brands = useBrands();
  const factors = usePriceFactors();
  const update = useUpdateProduct(id);
  const remove = useDeleteProduct(id);
  const [savedAt, setSavedAt] = useState(0);

  // The seller list comes first: a select drawn before its options shows "Ohne Verkäufer" for a
  // seller's item (an item opened by scan, decision 074, often is the first admin page loaded).
  if (product.data === undefined || sellers.isPending) {
    return (
      <section>
        <PageHead title="Artikel" noIndex />
        <AdminHeading title="Artikel" />
        <QueryState
          isPending={product.isPending || sellers.isPending}
          error={product.error}
          onRetry={() => void product.refetch()}
        />
      </section>
    );
  }

  const item = product.data;
  const isSold = item.status === 'sold';
  // A seller's offer not yet taken in (decision 074): nothing of it is in the shop.
  const isAnnounced = item.status === 'announced' || item.status === 'rejected';
  return (
    <section className="flex flex-col gap-4">
      <PageHead title={`Artikel ${item.itemNumber}`} noIndex />
      <AdminHeading title={`Artikel ${item.itemNumber}`}>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={item.status} publishAt={item.publishAt} />
          {!isAnnounced && (
            <Link
              to={paths.product.getHref(item.itemNumber)}
              className="font-semibold text-brand-800 underline"
            >
              Im Shop ansehen
            </Link>
          )}
        </div>
      </AdminHeading>
      <p className="text-sm text-muted">
        {item.category} · angelegt am {formatDateTime(item.createdAt)}
        {item.adminInfo.orderNumber !== null && ` · Bestellung ${item.adminInfo.orderNumber}`}
      </p>
      {isAnnounced && <AnnouncementPanel productId={item._id} />}
      {isSold && (
        <Notice>
          Dieser Artikel ist verkauft. Er bleibt verkauft und kann nicht gelöscht werden.
        </Notice>
      )}
      <details className="rounded-2xl bg-white p-4 ring-1 ring-ink/10">
        <summary className="min-h-11 cursor-pointer content-center font-semibold">
          Etikett drucken
        </summary>
        <div className="pt-3">
          <PrintLabels choice={{ items: [item.itemNumber] }} />
        </div>
      </details>
      {savedAt > 0 && !update.isPending && <Notice>Gespeichert.</Notice>}
      <FormError message={remove.isError ? errorMessage(remove.error) : null} />
      <ProductForm
        key={`${item._id}-${savedAt}`}
        category={item.category}
        initialValues={formValuesOf(item)}
        initialPhotos={photoEntriesOf(item.imageIds, item.images)}
        sellers={sellers.data ?? []}
        brands={brands.data ?? []}
        priceFactors={factors.data}
        submitLabel="Speichern"
        pending={update.isPending}
        serverError={update.isError ? errorMessage(update.error) : null}
        showActive
        publicationModes={publicationModesFor(item)}
        onSubmit={(input) => update.mutate(input, { onSuccess: () => setSavedAt(Date.now()) })}
      >
        {!isSold && (
          <DeleteProductDialog
            product={item}
            disabled={remove.isPending}
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => void navigate(paths.adminProducts.getHref(), { replace: true }),
              })
            }
          />
        )}
      </ProductForm>
    </section>
  );
}
