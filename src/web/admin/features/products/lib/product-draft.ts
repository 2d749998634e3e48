import type { Category } from '../../../../../domain/catalog.ts';

/**
 * An item being entered is kept in this browser until it is saved, so a reload, a lost connection
 * or an expired sign-in never costs what she typed (decision 039). One draft per entry route
 * (category). Photos are kept as the ids and pictures the server already has; a photo still
 * uploading when the page went away is gone with the page, and the offer says so.
 */

export interface DraftPhoto {
  imageId: string;
  previewUrl: string;
}

export interface ProductDraft<Values> {
  /** When it was last kept, ms since epoch. */
  savedAt: number;
  values: Values;
  photos: DraftPhoto[];
  /** Photos that were still uploading: not in the draft. */
  photosLost: number;
}

/** What the photo picker holds, as far as a draft cares. */
interface PhotoLike {
  status: 'uploading' | 'done' | 'error';
  imageId: string | null;
  previewUrl: string;
}

export const draftKey = (category: Category) => `kinderkiste-admin-draft-${category}`;

export function draftOf<Values>(
  values: Values,
  photos: PhotoLike[],
  savedAt: number,
): ProductDraft<Values> {
  return {
    savedAt,
    values,
    photos: photos.flatMap((photo) =>
      photo.status === 'done' && photo.imageId !== null
        ? [{ imageId: photo.imageId, previewUrl: photo.previewUrl }]
        : [],
    ),
    photosLost: photos.filter((photo) => photo.status === 'uploading').length,
  };
}

/** Only a form she has changed is worth offering back: an untouched one is no lost work. */
export function isWorthKeeping<Values extends object>(
  draft: ProductDraft<Values>,
  initialValues: Values,
): boolean {
  if (draft.photos.length > 0 || draft.photosLost > 0) return true;
  return Object.entries(draft.values).some(
    ([field, value]) => (initialValues as Record<string, unknown>)[field] !== value,
  );
}

/**
 * The kept draft, or null. Only fields the form still has, with the type they have there, are
 * taken: a draft kept by an older version of the form cannot put a wrong value into it.
 */
export function parseDraft<Values extends object>(
  raw: string | null,
  defaults: Values,
): ProductDraft<Values> | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { savedAt, values, photos, photosLost } = stored as Record<string, unknown>;
  if (typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return null;
  const merged = { ...defaults } as Record<string, unknown>;
  for (const [field, value] of Object.entries(values)) {
    if (field in merged && typeof merged[field] === typeof value) merged[field] = value;
  }
  return {
    savedAt,
    values: merged as Values,
    photos: Array.isArray(photos) ? photos.filter(isDraftPhoto) : [],
    photosLost:
      typeof photosLost === 'number' && Number.isInteger(photosLost) && photosLost > 0
        ? photosLost
        : 0,
  };
}

function isDraftPhoto(value: unknown): value is DraftPhoto {
  if (typeof value !== 'object' || value === null) return false;
  const { imageId, previewUrl } = value as Record<string, unknown>;
  return typeof imageId === 'string' && imageId !== '' && typeof previewUrl === 'string';
}

/**
 * "Nicht gespeicherter Artikel von 14:32 wiederherstellen?", with the date when it is not from
 * today (in the shop's time zone, as every admin time).
 */
export function offerQuestion(savedAt: number, now: number, timeZone: string): string {
  const day = (at: number) =>
    new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone,
    }).format(at);
  const time = new Intl.DateTimeFormat('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(savedAt);
  const when = day(savedAt) === day(now) ? time : `${day(savedAt)}, ${time}`;
  return `Nicht gespeicherter Artikel von ${when} wiederherstellen?`;
}

/** Said in the offer when photos were still uploading as the page went away. */
export function lostPhotosText(count: number): string | null {
  if (count === 0) return null;
  return count === 1
    ? '1 Foto wurde gerade noch hochgeladen und ist nicht dabei – bitte wähle es noch einmal aus.'
    : `${count} Fotos wurden gerade noch hochgeladen und sind nicht dabei – bitte wähle sie noch einmal aus.`;
}

export function readDraft<Values extends object>(
  storage: Storage,
  category: Category,
  defaults: Values,
): ProductDraft<Values> | null {
  return parseDraft(storage.getItem(draftKey(category)), defaults);
}

export function writeDraft<Values>(
  storage: Storage,
  category: Category,
  draft: ProductDraft<Values>,
): void {
  try {
    storage.setItem(draftKey(category), JSON.stringify(draft));
  } catch {
    // A full or blocked storage keeps nothing; the form itself still works.
  }
}

export function clearDraft(storage: Storage, category: Category): void {
  storage.removeItem(draftKey(category));
}
