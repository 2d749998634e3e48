import { Truck } from 'lucide-react';
import { Link } from '../../components/ui/link.tsx';
import { paths } from '../../lib/paths.ts';
import {
  PACK_LIST_KEY,
  usePackScanned,
  useUnpackedOrders,
} from '../features/packing/api/unpacked-orders.ts';
import { FormError, Notice } from '../components/form.tsx';
import { errorMessage } from '../lib/admin-session.ts';
import { ScanField } from '../features/scanning/components/scan-field.tsx';
import { PackList } from '../features/packing/components/pack-list.tsx';
import { PackingListFrame } from '../features/packing/components/packing-list-frame.tsx';

/**
 * /admin/packliste: unpacked orders, item by item, grouped by box. Packed orders leave it; the
 * link leads to them in the order history, where several are shipped at once (decision 060).
 */
export function AdminPackListPage() {
  const orders = useUnpackedOrders();
  const pack = usePackScanned();
  const packed = pack.data;
  return (
    <PackingListFrame title="Packliste" storageKey={PACK_LIST_KEY} query={orders}>
      <Link
        to={`${paths.adminOrderHistory.getHref()}?status=packed`}
        className="mb-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline print:hidden"
      >
        <Truck aria-hidden="true" className="size-5 shrink-0" />
        Gepackte Bestellungen versenden
      </Link>
      <div className="mb-4 print:hidden">
        <ScanField
          label="Artikelnummer zum Packen"
          submitText="Gepackt"
          pending={pack.isPending}
          onNumber={(itemNumber) => pack.mutate(itemNumber)}
        >
          <FormError message={pack.isError ? errorMessage(pack.error) : null} />
          {packed !== undefined && !pack.isError && (
            <Notice>
              {packed.wasPacked
                ? `Artikel ${packed.itemNumber} war schon gepackt (Bestellung ${packed.orderNumber}).`
                : `Artikel ${packed.itemNumber} gepackt (Bestellung ${packed.orderNumber}).`}
              {packed.isPacked && ' Die Bestellung ist vollständig gepackt.'}
            </Notice>
          )}
        </ScanField>
      </div>
      {orders.data !== undefined && <PackList orders={orders.data} />}
    </PackingListFrame>
  );
}
