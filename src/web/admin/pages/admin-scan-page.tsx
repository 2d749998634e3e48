import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { FormError } from '../components/form.tsx';
import { AdminHeading } from '../components/query-state.tsx';
import { errorMessage } from '../lib/admin-session.ts';
import { useFindItemByNumber } from '../features/scanning/api/find-item.ts';
import { ScanField } from '../features/scanning/components/scan-field.tsx';
import { PageHead } from '../../components/page-head.tsx';

/**
 * /admin/scannen: hand-in by scan (decision 073). A label scanned or its number typed opens the
 * item's page with everything filled in: photos, price, online now, draft or planned.
 */
export function AdminScanPage() {
  const navigate = useNavigate();
  const find = useFindItemByNumber();
  return (
    <section className="flex flex-col gap-4">
      <PageHead title="Scannen" noIndex />
      <AdminHeading title="Scannen" />
      <p className="text-muted">
        Scanne das Etikett eines Artikels oder tippe seine Nummer ein: Seine Seite öffnet sich, dort
        fügst du Fotos hinzu, prüfst den Preis und stellst ihn online.
      </p>
      <ScanField
        label="Artikelnummer zum Öffnen"
        submitText="Öffnen"
        pending={find.isPending}
        onNumber={(itemNumber) =>
          find.mutate(itemNumber, {
            onSuccess: (product) => void navigate(paths.adminProduct.getHref(product._id)),
          })
        }
      >
        <FormError message={find.isError ? errorMessage(find.error) : null} />
      </ScanField>
    </section>
  );
}
