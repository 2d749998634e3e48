import { useState } from 'react';
import { PRODUCT_LIST_STATUSES } from '../../../domain/api/admin-products.ts';
import { CATEGORIES } from '../../../domain/catalog.ts';
import { FormError, Notice } from '../components/form.tsx';
import { AdminHeading } from '../components/query-state.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../lib/admin-session.ts';
import { useBrands } from '../features/brands/api/list-brands.ts';
import { useAdminProducts } from '../features/products/api/list-admin-products.ts';
import { usePublishDrafts } from '../features/products/api/publish-drafts.ts';
import { AdminProductList } from '../features/products/components/admin-product-list.tsx';
import { ProductFilters } from '../features/products/components/product-filters.tsx';
import type { ProductFilterValues } from '../features/products/components/product-filters.tsx';
import { LabelBatch } from '../features/labels/components/label-batch.tsx';
import { useSellers } from '../features/sellers/api/list-sellers.ts';
import { PageHead } from '../../components/page-head.tsx';
import { PagedResult } from '../components/pager.tsx';
import { useListParams } from '../lib/use-list-params.ts';

const PAGE_SIZE = 50;

/** /admin/products: every item with search, filters by category, seller, brand, status, paging. */
export function AdminProductsPage() {
  const { params, page, change } = useListParams<keyof ProductFilterValues>();
  const sellers = useSellers();
  const brands = useBrands();
  const values: ProductFilterValues = {
    search: params.get('search') ?? '',
    category: params.get('category') ?? '',
    sellerNumber: params.get('sellerNumber') ?? '',
    brand: params.get('brand') ?? '',
    status: params.get('status') ?? '',
  };
  const category = CATEGORIES.find((entry) => entry === values.category);
  const status = PRODUCT_LIST_STATUSES.find((entry) => entry === values.status);
  const publish = usePublishDrafts();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const published = publish.data?.published;
  const list = useAdminProducts({
    search: values.search.trim() === '' ? undefined : values.search.trim(),
    category,
    status,
    brand: values.brand === '' ? undefined : values.brand,
    sellerNumber: values.sellerNumber === '' ? undefined : Number(values.sellerNumber),
    withInactive: 'true',
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Artikelliste" noIndex />
      <AdminHeading title="Artikelliste" />
      <ProductFilters
        values={values}
        onChange={(name, value) => {
          setSelected(new Set());
          change(name, value);
        }}
        sellers={sellers.data ?? []}
        brands={brands.data ?? []}
      />
      <LabelBatch sellers={sellers.data ?? []} />
      {published !== undefined && (
        <Notice>
          {published === 1
            ? '1 Entwurf ist jetzt online.'
            : `${published} Entwürfe sind jetzt online.`}
        </Notice>
      )}
      <FormError message={publish.isError ? errorMessage(publish.error) : null} />
      {selected.size > 0 && (
        <div className="sticky top-2 z-10 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-3 ring-1 ring-brand-700/30">
          <span className="font-semibold">
            {selected.size === 1 ? '1 Entwurf ausgewählt' : `${selected.size} Entwürfe ausgewählt`}
          </span>
          <Button
            disabled={publish.isPending}
            onClick={() =>
              publish.mutate([...selected], { onSuccess: () => setSelected(new Set()) })
            }
          >
            {publish.isPending ? 'Wird veröffentlicht …' : 'Veröffentlichen'}
          </Button>
        </div>
      )}
      <PagedResult
        query={list}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={(next) => change('page', String(next))}
        countText={(total) => (total === 1 ? '1 Artikel' : `${total} Artikel`)}
      >
        {(data) => (
          <AdminProductList products={data.products} selection={{ selected, onToggle: toggle }} />
        )}
      </PagedResult>
    </section>
  );
}
