import { useId, useState } from 'react';
import { Link } from '../../../../components/ui/link.tsx';
import { formatEuros } from '../../../../../domain/money.ts';
import { paths } from '../../../../lib/paths.ts';
import { errorMessage } from '../../../lib/admin-session.ts';
import {
  Field,
  FormError,
  fieldAria,
  inputClass,
  smallButtonClass,
} from '../../../components/form.tsx';
import { useAnnouncement, useRejectAnnounced } from '../api/bags.ts';

/**
 * Above the item form of an item a seller announced (decision 074): her bag and suggested price,
 * and the owner's "no" with a reason, which the seller reads on her page.
 */
export function AnnouncementPanel({ productId }: { productId: string }) {
  const announcement = useAnnouncement(productId);
  const reject = useRejectAnnounced(productId);
  const [reason, setReason] = useState('');
  const id = useId();
  const found = announcement.data?.announcement;
  if (found == null) return null;
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-sun-100 p-4 ring-1 ring-ink/10">
      <p className="font-semibold">
        Von Verkäufer {found.sellerNumber} online angemeldet (
        <Link to={paths.adminBag.getHref(found.bagId)} className="underline">
          Tasche {found.bagId}
        </Link>
        ).{' '}
        {found.suggestedPrice === null
          ? 'Kein Preisvorschlag.'
          : `Vorschlag: ${formatEuros(found.suggestedPrice)}${
              found.suggestionSales > 0 ? ` (aus ${found.suggestionSales} Verkäufen)` : ''
            }.`}
      </p>
      {found.state === 'abgelehnt' && (
        <p className="font-semibold text-sale">Abgelehnt: {found.rejectionReason}</p>
      )}
      {found.state === 'angemeldet' && (
        <details>
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            Artikel ablehnen
          </summary>
          <form
            className="flex flex-col gap-2 pt-2"
            onSubmit={(event) => {
              event.preventDefault();
              reject.mutate(reason);
            }}
          >
            <Field id={id} label="Grund (sieht die Verkäuferin)">
              <input
                {...fieldAria(id, {})}
                className={inputClass}
                value={reason}
                maxLength={300}
                onChange={(event) => setReason(event.target.value)}
              />
            </Field>
            <FormError message={reject.isError ? errorMessage(reject.error) : null} />
            <button type="submit" className={smallButtonClass} disabled={reject.isPending}>
              Ablehnen
            </button>
          </form>
        </details>
      )}
    </div>
  );
}
