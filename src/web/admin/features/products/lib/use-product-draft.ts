import { useCallback, useEffect, useRef, useState } from 'react';
import type { Category } from '../../../../../domain/catalog.ts';
import { clearDraft, draftOf, isWorthKeeping, readDraft, writeDraft } from './product-draft.ts';
import type { ProductDraft } from './product-draft.ts';

const KEEP_AFTER_MS = 400;

type PhotoLike = Parameters<typeof draftOf>[1][number];

/**
 * The new-item page's draft: `offer` is a kept draft to offer back on arrival, `restored` the one
 * she took; `keep` is the form's onValuesChange (debounced, written at once when the page goes
 * away), `clear` follows a successful save.
 */
export function useProductDraft<Values extends object>(category: Category, baseline: Values) {
  const [offer, setOffer] = useState<ProductDraft<Values> | null>(() =>
    typeof localStorage === 'undefined' ? null : readDraft(localStorage, category, baseline),
  );
  const [restored, setRestored] = useState<ProductDraft<Values> | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const write = pending.current;
    pending.current = null;
    write?.();
  }, []);

  const keep = useCallback(
    (values: Values, photos: PhotoLike[]) => {
      pending.current = () => {
        const draft = draftOf(values, photos, Date.now());
        if (isWorthKeeping(draft, baseline)) writeDraft(localStorage, category, draft);
        else clearDraft(localStorage, category);
      };
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, KEEP_AFTER_MS);
    },
    [category, baseline, flush],
  );

  useEffect(() => {
    // A reload or a closed tab does not wait for the debounce.
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    clearDraft(localStorage, category);
    setRestored(null);
  }, [category]);

  return {
    offer,
    restored,
    keep,
    clear,
    restore: () => {
      setRestored(offer);
      setOffer(null);
    },
    discard: () => {
      clearDraft(localStorage, category);
      setOffer(null);
    },
  };
}
