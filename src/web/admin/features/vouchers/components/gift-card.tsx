import { eurosToCents, formatEuro } from '../../../../../domain/money.ts';
import { formatDate } from '../../../components/query-state.tsx';
import { SHOP_NAME } from '../../../../lib/site.ts';
import type { AdminVoucher } from '../api/vouchers.ts';

/** The printable gift card: shop name, value, code, validity. */
export function GiftCard({ voucher }: { voucher: AdminVoucher }) {
  return (
    <div className="mx-auto flex max-w-[16cm] flex-col items-center gap-4 rounded-[1.5rem] border-4 border-brand-700 px-8 py-10 text-center">
      <p className="text-3xl font-extrabold text-brand-800">{SHOP_NAME}</p>
      <p className="text-xl font-semibold">Wertgutschein</p>
      <p className="text-5xl font-extrabold">{formatEuro(eurosToCents(voucher.initialValue))}</p>
      <p className="font-mono text-2xl font-bold tracking-wider">{voucher.code}</p>
      <p className="text-base">
        {voucher.validUntil === null
          ? 'Ohne Ablaufdatum'
          : `Gültig bis ${formatDate(voucher.validUntil)}`}
      </p>
      <p className="text-sm text-muted">
        Einlösbar im Warenkorb unter „Wertgutschein“. Gutschein-Nr. {voucher.number}
      </p>
    </div>
  );
}
