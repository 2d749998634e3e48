import { AdminHeading } from '../components/query-state.tsx';
import { CouponSection } from '../features/vouchers/components/coupon-section.tsx';
import { VoucherSection } from '../features/vouchers/components/voucher-section.tsx';
import { PageHead } from '../../components/page-head.tsx';

/** /admin/gutscheine: gift cards (Wertgutscheine) and coupon codes. */
export function AdminVouchersPage() {
  return (
    <section className="flex flex-col gap-8">
      <PageHead title="Gutscheine" noIndex />
      <AdminHeading title="Gutscheine" />
      <VoucherSection />
      <CouponSection />
    </section>
  );
}
