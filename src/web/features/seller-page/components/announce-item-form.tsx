import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import {
  announcedItemInputSchema,
  MAX_ANNOUNCED_PHOTOS,
  type AnnounceOptions,
  type AnnouncedItemInput,
} from '../../../../domain/api/seller-bags.ts';
import { CATEGORIES, CONDITIONS, SEASONS } from '../../../../domain/catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { priceSuggestionQueryOptions, uploadSellerPhoto } from '../api/announce.ts';
import { SuggestionNote } from './suggestion-note.tsx';

// One item as the seller describes it on her phone: what it is, brand, size, condition, season,
// and a photo if she likes. The suggested price shows as soon as type and condition are known.

/** The form's text: what she typed, before it is checked. */
export type ItemDraft = {
  category: string;
  name: string;
  brand: string;
  size: string;
  condition: string;
  season: string;
  imageIds: string[];
};

export const EMPTY_DRAFT: ItemDraft = {
  category: 'Kleidung',
  name: '',
  brand: '',
  size: '',
  condition: '',
  season: '',
  imageIds: [],
};

const SEASON_LABELS: Record<string, string> = { '-': 'Ganzjährig' };

/** The draft as the server takes it, or the German problem of the first field that is wrong. */
export function checkedDraft(
  draft: ItemDraft,
): { item: AnnouncedItemInput; problem: null } | { item: null; problem: string } {
  const size = draft.size.trim();
  const parsed = announcedItemInputSchema.safeParse({
    category: draft.category,
    name: draft.name,
    brand: draft.brand.trim() === '' ? null : draft.brand,
    size: size === '' ? null : Number(size.replace(',', '.')),
    condition: draft.condition === '' ? undefined : draft.condition,
    season: draft.season === '' ? undefined : draft.season,
    imageIds: draft.imageIds,
  });
  return parsed.success
    ? { item: parsed.data, problem: null }
    : { item: null, problem: parsed.error.issues[0]?.message ?? 'Bitte prüf deine Angaben.' };
}

export function draftOf(item: AnnouncedItemInput): ItemDraft {
  return {
    category: item.category,
    name: item.name,
    brand: item.brand ?? '',
    size: item.size === null ? '' : String(item.size),
    condition: item.condition,
    season: item.season,
    imageIds: item.imageIds,
  };
}

/** The value after it rested a moment: a suggestion is asked for once she stops typing. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl bg-white px-3 ring-1 ring-ink/30 focus-visible:ring-2';

function Field(props: { label: string; children: (id: string) => ReactNode; hint?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {props.label}
      </label>
      {props.children(id)}
      {props.hint !== undefined && <p className="mt-1 text-sm text-muted">{props.hint}</p>}
    </div>
  );
}

export function AnnounceItemForm(props: {
  token: string;
  options: AnnounceOptions | undefined;
  initial?: ItemDraft;
  submitLabel: string;
  busy?: boolean;
  error?: string | null;
  onSubmit: (item: AnnouncedItemInput) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<ItemDraft>(props.initial ?? EMPTY_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const typesId = useId();
  const brandsId = useId();
  const set = (field: keyof ItemDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const settled = useSettled(draft);
  const forSuggestion = checkedDraft({ ...settled, imageIds: [] }).item;
  const suggestion = useQuery(priceSuggestionQueryOptions(props.token, forSuggestion));

  const addPhoto = async (file: File | undefined) => {
    if (file === undefined) return;
    setUploading(true);
    setProblem(null);
    try {
      const id = await uploadSellerPhoto(props.token, file);
      setDraft((current) => ({ ...current, imageIds: [...current.imageIds, id] }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Das Foto ging nicht.');
    } finally {
      setUploading(false);
    }
  };

  const submit = () => {
    const checked = checkedDraft(draft);
    if (checked.item === null) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    props.onSubmit(checked.item);
    if (props.initial === undefined) setDraft({ ...EMPTY_DRAFT, category: draft.category });
  };

  return (
    <form
      noValidate
      aria-label="Artikel beschreiben"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field label="Art">
        {(id) => (
          <select
            id={id}
            className={inputClass}
            value={draft.category}
            onChange={(event) => set('category')(event.target.value)}
          >
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Was ist es?" hint="z. B. Latzhose, Body, Winterjacke">
        {(id) => (
          <>
            <input
              id={id}
              className={inputClass}
              list={typesId}
              autoComplete="off"
              value={draft.name}
              onChange={(event) => set('name')(event.target.value)}
            />
            <datalist id={typesId}>
              {(props.options?.types[draft.category as keyof AnnounceOptions['types']] ?? []).map(
                (type) => (
                  <option key={type} value={type} />
                ),
              )}
            </datalist>
          </>
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Marke">
          {(id) => (
            <>
              <input
                id={id}
                className={inputClass}
                list={brandsId}
                autoComplete="off"
                value={draft.brand}
                onChange={(event) => set('brand')(event.target.value)}
              />
              <datalist id={brandsId}>
                {(props.options?.brands ?? []).map((brand) => (
                  <option key={brand} value={brand} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field label="Größe">
          {(id) => (
            <input
              id={id}
              className={inputClass}
              inputMode="numeric"
              placeholder="z. B. 104"
              value={draft.size}
              onChange={(event) => set('size')(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Zustand">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={draft.condition}
              onChange={(event) => set('condition')(event.target.value)}
            >
              <option value="">Bitte wählen</option>
              {CONDITIONS.map((condition) => (
                <option key={condition}>{condition}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Saison">
          {(id) => (
            <select
              id={id}
              className={inputClass}
              value={draft.season}
              onChange={(event) => set('season')(event.target.value)}
            >
              <option value="">Bitte wählen</option>
              {SEASONS.map((season) => (
                <option key={season} value={season}>
                  {SEASON_LABELS[season] ?? season}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div>
        <p className="font-semibold">
          Foto (freiwillig, {draft.imageIds.length} von {MAX_ANNOUNCED_PHOTOS})
        </p>
        <label className="mt-1 inline-flex min-h-11 cursor-pointer items-center rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-700/40 ring-inset has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50">
          Foto aufnehmen oder wählen
          <input
            type="file"
            accept="image/*"
            capture="environment"
            disabled={uploading || draft.imageIds.length >= MAX_ANNOUNCED_PHOTOS}
            className="sr-only"
            onChange={(event) => {
              void addPhoto(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </label>
        <p className="mt-1 text-sm text-muted">
          Nur wenn du magst – wir fotografieren jeden Artikel ohnehin selbst.
        </p>
      </div>
      {uploading && <p role="status">Foto wird hochgeladen …</p>}

      <div aria-live="polite" data-testid="announce-suggestion">
        {/* Only the suggestion for what the form shows now: not the last item's after a reset. */}
        {suggestion.data !== undefined && forSuggestion !== null && settled === draft && (
          <SuggestionNote suggestion={suggestion.data} />
        )}
      </div>

      {(problem ?? props.error) && (
        <p role="alert" className="font-semibold text-sale">
          {problem ?? props.error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={props.busy === true || uploading}>
          {props.submitLabel}
        </Button>
        {props.onCancel !== undefined && (
          <Button variant="secondary" onClick={props.onCancel}>
            Abbrechen
          </Button>
        )}
      </div>
    </form>
  );
}
