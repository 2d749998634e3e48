import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftKey,
  draftOf,
  isWorthKeeping,
  lostPhotosText,
  offerQuestion,
  parseDraft,
  readDraft,
  writeDraft,
} from './product-draft.ts';

const defaults = { name: '', brand: '', price: '', sale: false, storageLocation: 'K1' };
const done = (imageId: string) => ({
  status: 'done' as const,
  imageId,
  previewUrl: `/images/${imageId}.webp`,
});

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('draftOf', () => {
  it('keeps uploaded photos in order and counts those still uploading; failed ones are gone', () => {
    const draft = draftOf(
      { ...defaults, name: 'Body' },
      [
        done('a'),
        { status: 'uploading', imageId: null, previewUrl: 'blob:x' },
        { status: 'error', imageId: null, previewUrl: 'blob:y' },
        done('b'),
      ],
      1000,
    );
    expect(draft.photos).toEqual([
      { imageId: 'a', previewUrl: '/images/a.webp' },
      { imageId: 'b', previewUrl: '/images/b.webp' },
    ]);
    expect(draft.photosLost).toBe(1);
  });
});

describe('isWorthKeeping', () => {
  it('is false for a form as it was opened, true once a field or a photo changed', () => {
    expect(isWorthKeeping(draftOf(defaults, [], 0), defaults)).toBe(false);
    expect(isWorthKeeping(draftOf({ ...defaults, sale: true }, [], 0), defaults)).toBe(true);
    expect(isWorthKeeping(draftOf(defaults, [done('a')], 0), defaults)).toBe(true);
  });
});

describe('parseDraft', () => {
  it('reads back what was written, through storage', () => {
    const storage = memoryStorage();
    const draft = draftOf({ ...defaults, name: 'Jacke', price: '4,99' }, [done('a')], 1234);
    writeDraft(storage, 'Kleidung', draft);
    expect(storage.getItem(draftKey('Kleidung'))).not.toBeNull();
    expect(readDraft(storage, 'Kleidung', defaults)).toEqual(draft);
    expect(readDraft(storage, 'Schlafsack', defaults)).toBeNull();
    clearDraft(storage, 'Kleidung');
    expect(readDraft(storage, 'Kleidung', defaults)).toBeNull();
  });

  it('takes only fields the form has, with their type; new fields keep their default', () => {
    const raw = JSON.stringify({
      savedAt: 5,
      values: { name: 'Mütze', sale: 'ja', removedField: 'x', brand: 3 },
      photos: [{ imageId: 'a', previewUrl: '/a.webp' }, { imageId: 7 }, null],
      photosLost: -2,
    });
    expect(parseDraft(raw, defaults)).toEqual({
      savedAt: 5,
      values: { ...defaults, name: 'Mütze' },
      photos: [{ imageId: 'a', previewUrl: '/a.webp' }],
      photosLost: 0,
    });
  });

  it('is null for nothing or for something that is no draft', () => {
    for (const raw of [null, '', 'not json', '"text"', '{"values":{}}', '{"savedAt":1}']) {
      expect(parseDraft(raw, defaults), String(raw)).toBeNull();
    }
  });
});

describe('offer texts', () => {
  const berlin = 'Europe/Berlin';
  it('names the time of a draft from today, and the date of an older one', () => {
    const savedAt = Date.parse('2026-11-23T13:32:00Z');
    expect(offerQuestion(savedAt, Date.parse('2026-11-23T18:00:00Z'), berlin)).toBe(
      'Nicht gespeicherter Artikel von 14:32 wiederherstellen?',
    );
    expect(offerQuestion(savedAt, Date.parse('2026-11-24T08:00:00Z'), berlin)).toBe(
      'Nicht gespeicherter Artikel von 23.11.2026, 14:32 wiederherstellen?',
    );
  });

  it('says which photos are not restorable', () => {
    expect(lostPhotosText(0)).toBeNull();
    expect(lostPhotosText(1)).toContain('1 Foto wurde');
    expect(lostPhotosText(2)).toContain('2 Fotos wurden');
  });
});
