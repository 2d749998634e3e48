import { useParams } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { PRODUCT_STATUSES } from '../../../domain/api/admin-products.ts';
import { paths } from '../../lib/paths.ts';
import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { useAdminProducts } from '../features/products/api/list-admin-products.ts';
import {
  AdminProductList,
  STATUS_LABELS,
} from '../features/products/components/admin-product-list.tsx';
import { useSellers } from '../features/sellers/api/list-sellers.ts';
import { useSellerStatement } from '../features/sellers/api/statement.ts';
import { SellerStatementPanel } from '../features/sellers/components/seller-statement.tsx';
import { SellerLinkPanel } from '../features/sellers/components/seller-link-panel.tsx';
import { LeaveSellerPanel } from '../features/sellers/components/leave-seller-panel.tsx';
import { PageHead } from '../../components/page-head.tsx';
import { BankAccountPanel } from '../features/payouts/components/bank-account-panel.tsx';

/**
 * /admin/sellerlist/:sellerNumber: the seller's statement (sales, share, payouts), then every item
 * of the seller, offline and sold ones too.
 */
export function AdminSellerPage() {
  const sellerNumber = Number(useParams().sellerNumber);
  const sellers = useSellers();
  const seller = sellers.data?.find((entry) => entry.number === sellerNumber);
  const statement = useSellerStatement(sellerNumber);
  const list = useAdminProducts({ all: 'true', sellerNumber, withInactive: 'true' });
  const title = `Verkäufer ${sellerNumber}${seller === undefined ? '' : ` – ${seller.name}`}`;
  const products = list.data?.products ?? [];
  return (
    <section className="flex flex-col gap-4">
      <PageHead title={title} noIndex />
      <AdminHeading title={title}>
        <Link
          to={paths.adminSellerList.getHref()}
          className="font-semibold text-brand-800 underline"
        >
          Zur Verkäuferliste
        </Link>
      </AdminHeading>
      <QueryState
        isPending={statement.isPending}
        error={statement.error}
        onRetry={() => void statement.refetch()}
      />
      {statement.data !== undefined && <SellerStatementPanel statement={statement.data} />}
      <BankAccountPanel sellerNumber={sellerNumber} sellerName={seller?.name ?? ''} />
      <SellerLinkPanel sellerNumber={sellerNumber} />
      {seller !== undefined && (
        <LeaveSellerPanel sellerNumber={sellerNumber} leftAt={seller.leftAt} />
      )}
      <h2 className="text-xl font-extrabold text-brand-800">Artikel</h2>
      <QueryState
        isPending={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {list.data !== undefined && (
        <>
          <p className="text-sm text-muted">
            {products.length} Artikel:{' '}
            {PRODUCT_STATUSES.map(
              (status) =>
                `${products.filter((product) => product.status === status).length} ${STATUS_LABELS[status].toLowerCase()}`,
            ).join(', ')}
          </p>
          <AdminProductList products={products} />
        </>
      )}
    </section>
  );
}
