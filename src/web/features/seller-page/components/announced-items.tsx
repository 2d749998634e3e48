import { useState } from 'react';
import {
  sellerLabelsPath,
  type AnnouncedState,
  type SellerAnnouncedItem,
} from '../../../../domain/api/seller-bags.ts';
import { formatEuros } from '../../../../domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useAnnounceOptions, useUpdateAnnounced, useWithdrawAnnounced } from '../api/announce.ts';
import { AnnounceItemForm, draftOf } from './announce-item-form.tsx';

// Her announced items and where each stands: announced (she may still change or withdraw it),
// rejected with the owner's reason, or taken in (folded away).

const STATE_LABELS: Record<AnnouncedState, string> = {
  angemeldet: 'Angemeldet',
  angenommen: 'Angenommen',
  abgelehnt: 'Abgelehnt',
};

function titleOf(item: SellerAnnouncedItem): string {
  return [item.name, item.brand, item.size === null ? null : `Gr. ${item.size}`]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}

function AnnouncedEntry({ token, item }: { token: string; item: SellerAnnouncedItem }) {
  const [editing, setEditing] = useState(false);
  const options = useAnnounceOptions(token);
  const update = useUpdateAnnounced(token);
  const withdraw = useWithdrawAnnounced(token);
  const title = titleOf(item);
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="announced-item">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-semibold">
          Nr. {item.itemNumber} · {title}
        </p>
        <span className="text-sm whitespace-nowrap">{STATE_LABELS[item.state]}</span>
      </div>
      <p className="text-sm text-muted">
        {item.suggestion === null
          ? 'Noch kein Preisvorschlag'
          : `Vorschlag: ${formatEuros(item.suggestion.price)}${
              item.suggestion.sales > 0 ? ` (aus ${item.suggestion.sales} Verkäufen)` : ''
            }`}
      </p>
      {item.state === 'abgelehnt' && item.rejectionReason !== null && (
        <p className="text-sm font-semibold text-sale">Grund: {item.rejectionReason}</p>
      )}
      {item.state === 'angemeldet' &&
        (editing ? (
          <AnnounceItemForm
            token={token}
            options={options.data}
            initial={draftOf(item)}
            submitLabel="Speichern"
            busy={update.isPending}
            error={update.error?.message ?? null}
            onSubmit={(changed) =>
              update.mutate(
                { itemNumber: item.itemNumber, item: changed },
                { onSuccess: () => setEditing(false) },
              )
            }
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Ändern
            </Button>
            <Button
              variant="secondary"
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate(item.itemNumber)}
            >
              Zurückziehen
            </Button>
          </div>
        ))}
      {withdraw.error !== null && (
        <p role="alert" className="text-sm font-semibold text-sale">
          {withdraw.error.message}
        </p>
      )}
    </li>
  );
}

/** A taken-in item: only what it was; where it stands now is under "Online", "Verkauft" etc. */
function TakenInEntry({ item }: { item: SellerAnnouncedItem }) {
  return (
    <li className="py-2 text-sm" data-testid="taken-in-item">
      Nr. {item.itemNumber} · {titleOf(item)}
    </li>
  );
}

export function AnnouncedItems({ token, items }: { token: string; items: SellerAnnouncedItem[] }) {
  if (items.length === 0) return null;
  const stillAnnounced = items.filter((item) => item.state === 'angemeldet');
  // Taken-in items are shown again, with their price and days, under "Online" and "Verkauft":
  // listed here in full they would push those down, and grow with every bag she ever brought.
  const open = items.filter((item) => item.state !== 'angenommen');
  const takenIn = items.filter((item) => item.state === 'angenommen');
  return (
    <section aria-labelledby="angemeldet" className="flex flex-col gap-2">
      <h2 id="angemeldet" className="text-lg font-extrabold text-brand-800">
        Angemeldet ({items.length})
      </h2>
      {stillAnnounced.length > 0 && (
        <a
          href={sellerLabelsPath(token)}
          download
          className="self-start font-semibold text-brand-800 underline"
        >
          Etiketten aller angemeldeten Artikel (PDF)
        </a>
      )}
      {open.length > 0 && (
        <ul className="flex flex-col divide-y divide-ink/10 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-ink/10">
          {open.map((item) => (
            <AnnouncedEntry key={item._id} token={token} item={item} />
          ))}
        </ul>
      )}
      {takenIn.length > 0 && (
        <details className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-ink/10">
          <summary className="cursor-pointer font-semibold">
            {takenIn.length} Artikel angenommen
          </summary>
          <p className="mt-1 text-sm text-muted">
            Sobald wir sie eingestellt haben, findest du sie unter „Online“, verkaufte unter
            „Verkauft“.
          </p>
          <ul className="flex flex-col divide-y divide-ink/10">
            {takenIn.map((item) => (
              <TakenInEntry key={item._id} item={item} />
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
