import { describe, expect, it } from 'vitest';
import { checkedDraft, draftOf, EMPTY_DRAFT } from './announce-item-form.tsx';

describe('checkedDraft', () => {
  const filled = {
    ...EMPTY_DRAFT,
    name: ' Latzhose ',
    brand: '',
    size: '104',
    condition: 'Gut',
    season: 'Winter',
  };

  it('turns what she typed into the item the server takes', () => {
    expect(checkedDraft(filled)).toEqual({
      item: {
        category: 'Kleidung',
        name: 'Latzhose',
        brand: null,
        size: 104,
        condition: 'Gut',
        season: 'Winter',
        imageIds: [],
      },
      problem: null,
    });
  });

  it('names the first problem in German', () => {
    expect(checkedDraft({ ...filled, name: '' }).problem).toBe(
      'Bitte gib an, was es ist, z. B. Latzhose.',
    );
    expect(checkedDraft({ ...filled, condition: '' }).problem).toBe('Bitte wähle den Zustand.');
    expect(checkedDraft({ ...filled, size: 'groß' }).problem).toBe(
      'Die Größe ist eine Zahl, z. B. 104.',
    );
  });

  it('leaves the size out when she typed none, and reads a saved item back', () => {
    const item = checkedDraft({ ...filled, size: ' ' }).item!;
    expect(item.size).toBeNull();
    expect(checkedDraft(draftOf(item)).item).toEqual(item);
  });
});
