import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { useBrands } from '../features/brands/api/list-brands.ts';
import { BrandTable } from '../features/brands/components/brand-table.tsx';
import { PageHead } from '../../components/page-head.tsx';

/** /admin/brandsinfo: manufacturer data per brand (GPSR); incomplete brands stand out. */
export function AdminBrandsPage() {
  const brands = useBrands();
  return (
    <section>
      <PageHead title="Markeninfo-Liste" noIndex />
      <AdminHeading title="Markeninfo-Liste" />
      <QueryState
        isPending={brands.isPending}
        error={brands.error}
        onRetry={() => void brands.refetch()}
      />
      {brands.data !== undefined && <BrandTable brands={brands.data} />}
    </section>
  );
}
