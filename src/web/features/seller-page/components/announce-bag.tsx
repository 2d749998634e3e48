import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  MAX_BAG_ITEMS,
  sellerLabelsPath,
  type AnnouncedItemInput,
  type PriceSuggestionAnswer,
} from '../../../../domain/api/seller-bags.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  priceSuggestionQueryOptions,
  useAnnounceBag,
  useAnnounceOptions,
} from '../api/announce.ts';
import { AnnounceItemForm } from './announce-item-form.tsx';
import { SuggestionNote } from './suggestion-note.tsx';

// "Tasche anmelden": an offer, never a duty (the /verkaufen promise stays true). She adds items
// one by one, sees each one's suggested price, and sends the bag; every item then has its number
// and she prints her labels.

type BagEntry = { key: number; item: AnnouncedItemInput; suggestion: PriceSuggestionAnswer | null };

const describe = (item: AnnouncedItemInput) =>
  [item.name, item.brand, item.size === null ? null : `Gr. ${item.size}`, item.condition]
    .filter((part) => part !== null && part !== '')
    .join(' · ');

export function AnnounceBag({ token }: { token: string }) {
  const options = useAnnounceOptions(token);
  const queryClient = useQueryClient();
  const announce = useAnnounceBag(token);
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<BagEntry[]>([]);
  const [nextKey, setNextKey] = useState(1);

  const add = async (item: AnnouncedItemInput) => {
    const key = nextKey;
    setNextKey(key + 1);
    setEntries((current) => [...current, { key, item, suggestion: null }]);
    const suggestion = await queryClient
      .fetchQuery(priceSuggestionQueryOptions(token, { ...item, imageIds: [] }))
      .catch(() => null);
    setEntries((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, suggestion } : entry)),
    );
  };

  if (announce.data !== undefined) {
    const numbers = announce.data.items.map((item) => item.itemNumber);
    return (
      <section
        aria-labelledby="tasche-angemeldet"
        className="flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-700/20"
      >
        <h2 id="tasche-angemeldet" className="text-lg font-extrabold text-brand-800">
          Deine Tasche ist angemeldet
        </h2>
        <p>
          {numbers.length === 1 ? 'Dein Artikel hat' : `Deine ${numbers.length} Artikel haben`} die
          Nummer{numbers.length === 1 ? '' : 'n'} {numbers.join(', ')}. Druck die Etiketten auf
          einen A4-Etikettenbogen (Avery Zweckform 3474, 3 × 8) und kleb sie an deine Sachen.
        </p>
        <a
          href={sellerLabelsPath(token, numbers)}
          download
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-5 py-2 text-center font-semibold text-white"
        >
          Etiketten herunterladen (PDF)
        </a>
        <Button
          variant="secondary"
          onClick={() => {
            announce.reset();
            setEntries([]);
          }}
        >
          Noch eine Tasche anmelden
        </Button>
      </section>
    );
  }

  return (
    <section aria-labelledby="tasche-anmelden" className="flex flex-col gap-3">
      <h2 id="tasche-anmelden" className="text-lg font-extrabold text-brand-800">
        Tasche online anmelden
      </h2>
      <p className="text-sm text-muted">
        Freiwillig: Du kannst deine Tasche auch einfach so vorbeibringen. Meldest du sie hier an,
        siehst du zu jedem Artikel einen Preisvorschlag aus unseren Verkäufen und druckst deine
        Etiketten zu Hause.
      </p>
      {!open ? (
        <Button onClick={() => setOpen(true)}>Tasche anmelden</Button>
      ) : (
        <>
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
            <AnnounceItemForm
              token={token}
              options={options.data}
              submitLabel="Zur Tasche hinzufügen"
              onSubmit={(item) => void add(item)}
            />
          </div>
          {entries.length > 0 && (
            <>
              <h3 className="font-bold">
                In deiner Tasche ({entries.length} von höchstens {MAX_BAG_ITEMS})
              </h3>
              <ul
                className="flex flex-col divide-y divide-ink/10 rounded-2xl bg-white px-4 shadow-sm ring-1 ring-ink/10"
                data-testid="announce-bag-items"
              >
                {entries.map((entry) => (
                  <li key={entry.key} className="flex items-start justify-between gap-3 py-2">
                    <div>
                      <p className="font-semibold">{describe(entry.item)}</p>
                      {entry.suggestion === null ? (
                        <p className="text-sm text-muted">Preisvorschlag wird berechnet …</p>
                      ) : (
                        <SuggestionNote suggestion={entry.suggestion} />
                      )}
                    </div>
                    <button
                      type="button"
                      className="min-h-11 px-2 text-sm font-semibold text-brand-800 underline"
                      onClick={() =>
                        setEntries((current) => current.filter((other) => other.key !== entry.key))
                      }
                    >
                      Entfernen
                    </button>
                  </li>
                ))}
              </ul>
              {announce.error !== null && (
                <p role="alert" className="font-semibold text-sale">
                  {announce.error.message}
                </p>
              )}
              <Button
                disabled={announce.isPending}
                onClick={() => announce.mutate(entries.map((entry) => entry.item))}
              >
                Tasche mit {entries.length} {entries.length === 1 ? 'Artikel' : 'Artikeln'} anmelden
              </Button>
            </>
          )}
        </>
      )}
    </section>
  );
}
