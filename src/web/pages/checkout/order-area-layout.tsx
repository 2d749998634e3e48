import { Outlet } from 'react-router';
import { OrderNoticeDialog } from '../../features/checkout/components/order-notice-dialog.tsx';

/** Every /bestellung/ path: the page, and once per session the delivery-delay notice after 5 s. */
export function OrderAreaLayout() {
  return (
    <>
      <Outlet />
      <OrderNoticeDialog />
    </>
  );
}
