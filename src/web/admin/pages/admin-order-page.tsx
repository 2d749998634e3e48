import { useParams } from 'react-router';
import { Link } from '../../components/ui/link.tsx';
import { paths } from '../../lib/paths.ts';
import { AdminHeading, QueryState } from '../components/query-state.tsx';
import { useAdminOrder } from '../features/orders/api/orders.ts';
import { OrderDetail } from '../features/orders/components/order-detail.tsx';
import { PageHead } from '../../components/page-head.tsx';

/** /admin/orderhistory/:id: one order with its actions. */
export function AdminOrderPage() {
  const id = useParams().id ?? '';
  const order = useAdminOrder(id);
  const title =
    order.data === undefined ? 'Bestellung' : `Bestellung ${order.data.order.orderNumber}`;
  return (
    <section className="flex flex-col gap-4">
      <PageHead title={title} noIndex />
      <AdminHeading title={title}>
        <Link
          to={paths.adminOrderHistory.getHref()}
          className="font-semibold text-brand-800 underline"
        >
          Zur Bestellhistorie
        </Link>
      </AdminHeading>
      <QueryState
        isPending={order.isPending}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
      {order.data !== undefined && <OrderDetail detail={order.data} />}
    </section>
  );
}
