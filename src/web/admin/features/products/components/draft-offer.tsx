import { useState } from 'react';
import { SHOP_TIME_ZONE } from '../../../../../domain/calendar.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { lostPhotosText, offerQuestion } from '../lib/product-draft.ts';
import type { ProductDraft } from '../lib/product-draft.ts';

/** The offer of an item that was being entered when the page went away. */
export function DraftOffer({
  draft,
  onRestore,
  onDiscard,
}: {
  draft: ProductDraft<unknown>;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const [now] = useState(Date.now);
  const question = offerQuestion(draft.savedAt, now, SHOP_TIME_ZONE);
  const lost = lostPhotosText(draft.photosLost);
  const photos = draft.photos.length;
  return (
    <section
      aria-label="Nicht gespeicherter Artikel"
      className="flex flex-col gap-4 rounded-3xl bg-white px-5 py-6 shadow-sm ring-1 ring-ink/10"
    >
      <p className="text-lg font-semibold">{question}</p>
      {photos > 0 && (
        <p className="text-sm text-muted">
          {photos === 1 ? 'Mit 1 Foto.' : `Mit ${photos} Fotos.`}
        </p>
      )}
      {lost !== null && <p className="text-sm font-semibold text-sale">{lost}</p>}
      <div className="flex flex-wrap gap-3">
        <Button onClick={onRestore} autoFocus>
          Wiederherstellen
        </Button>
        <Button variant="secondary" onClick={onDiscard}>
          Verwerfen
        </Button>
      </div>
    </section>
  );
}
