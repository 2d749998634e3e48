import { PRODUCT_STATUSES } from '../../../domain/api/admin-products.ts';
import { CATEGORIES } from '../../../domain/catalog.ts';
import { AdminHeading } from '../../components/admin/query-state.tsx';
import { useBrands } from '../../features/admin-brands/api/list-brands.ts';
import { useAdminProducts } from '../../features/admin-products/api/list-admin-products.ts';
import { AdminProductList } from '../../features/admin-products/components/admin-product-list.tsx';
import { ProductFilters } from '../../features/admin-products/components/product-filters.tsx';
import type { ProductFilterValues } from '../../features/admin-products/components/product-filters.tsx';
import { useSellers } from '../../features/admin-sellers/api/list-sellers.ts';
import { PageHead } from '../../components/page-head.tsx';
import { PagedResult } from '../../components/admin/pager.tsx';
import { useListParams } from '../../lib/use-list-params.ts';

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
  const status = PRODUCT_STATUSES.find((entry) => entry === values.status);
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
        onChange={change}
        sellers={sellers.data ?? []}
        brands={brands.data ?? []}
      />
      <PagedResult
        query={list}
        pageSize={PAGE_SIZE}
        page={page}
        onPage={(next) => change('page', String(next))}
        countText={(total) => (total === 1 ? '1 Artikel' : `${total} Artikel`)}
      >
        {(data) => <AdminProductList products={data.products} />}
      </PagedResult>
    </section>
  );
}
