import { AdminHeading } from '../components/query-state.tsx';
import { useBrands } from '../features/brands/api/list-brands.ts';
import { SaleForm } from '../features/sale/components/sale-form.tsx';
import { useSellers } from '../features/sellers/api/list-sellers.ts';
import { PageHead } from '../../components/page-head.tsx';

/** /admin/sale: start a sale with a discount, or end it, for a selection of items. */
export function AdminSalePage() {
  const sellers = useSellers();
  const brands = useBrands();
  return (
    <section>
      <PageHead title="Sale" noIndex />
      <AdminHeading title="Sale" />
      <SaleForm sellers={sellers.data ?? []} brands={brands.data ?? []} />
    </section>
  );
}
