import { describe, expect, it } from 'vitest';
import { emptyFormValues, parseEuroText, toProductInput } from './product-form-values.ts';
import type { ProductFormValues } from './product-form-values.ts';

const filled = (patch: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyFormValues(),
  name: 'Jacke',
  brand: ' Frugi ',
  size: '92',
  season: 'Winter',
  condition: 'Gut',
  price: '7,50',
  sellerNumber: '101',
  storageLocation: 'Kiste 3',
  ...patch,
});

describe('parseEuroText', () => {
  it('reads German and English decimals and whole euros', () => {
    expect(parseEuroText('4,99')).toBe(4.99);
    expect(parseEuroText('4.5')).toBe(4.5);
    expect(parseEuroText(' 5 € ')).toBe(5);
    expect(parseEuroText('0')).toBe(0);
  });
  it('refuses what is no price', () => {
    expect(parseEuroText('')).toBeNull();
    expect(parseEuroText('4,999')).toBeNull();
    expect(parseEuroText('-1')).toBeNull();
    expect(parseEuroText('abc')).toBeNull();
  });
});

describe('publication', () => {
  const tuesday = new Date('2026-11-24T10:00:00Z');

  it('suggests next Friday 08:00 for a planned item', () => {
    expect(emptyFormValues(undefined, tuesday)).toMatchObject({
      publication: 'online',
      publishDate: '2026-11-27',
      publishTime: '08:00',
    });
  });

  it('reads the planned date and time as Berlin time, whatever the phone says', () => {
    const result = toProductInput(
      filled({ publication: 'scheduled', publishDate: '2026-11-27', publishTime: '08:00' }),
      'Kleidung',
      [],
      tuesday,
    );
    expect(result.ok && result.input.publication).toEqual({
      mode: 'scheduled',
      publishAt: '2026-11-27T07:00:00.000Z',
    });
  });

  it('refuses a planned time in the past or without a time', () => {
    for (const patch of [
      { publishDate: '2026-11-20', publishTime: '08:00' },
      { publishDate: '2026-11-27', publishTime: '' },
    ]) {
      const result = toProductInput(
        filled({ publication: 'scheduled', ...patch }),
        'Kleidung',
        [],
        tuesday,
      );
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.publishDate).toMatch(/^(Der geplante|Bitte gib Datum)/);
    }
  });

  it('passes description, defects and a draft on', () => {
    const result = toProductInput(
      filled({ publication: 'draft', description: ' Weich. ', defects: 'kleiner Fleck am Ärmel' }),
      'Kleidung',
      [],
    );
    expect(result.ok && result.input).toMatchObject({
      description: 'Weich.',
      defects: 'kleiner Fleck am Ärmel',
      publication: { mode: 'draft' },
    });
  });
});

describe('toProductInput', () => {
  it('builds the body of POST /api/admin/products', () => {
    const result = toProductInput(filled(), 'Kleidung', ['a'.repeat(32)]);
    expect(result).toEqual({
      ok: true,
      input: {
        category: 'Kleidung',
        name: 'Jacke',
        brand: 'Frugi',
        size: 92,
        sizeHat: [],
        price: 7.5,
        sale: false,
        discount: 0,
        condition: 'Gut',
        season: 'Winter',
        sellerNumber: 101,
        storageLocation: 'Kiste 3',
        imageIds: ['a'.repeat(32)],
        description: '',
        defects: '',
        publication: { mode: 'online' },
      },
    });
  });

  it('names every missing field in German', () => {
    const result = toProductInput(emptyFormValues(), 'Kleidung', []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      price: 'Bitte gib einen Preis wie 4,99 an.',
      season: 'Bitte wähle die Saison.',
      condition: 'Bitte wähle den Zustand.',
      size: 'Bitte wähle die Größe.',
      name: 'Bitte gib eine Bezeichnung an.',
    });
  });

  it('takes a hat size range for accessories, or a single size', () => {
    const range = toProductInput(
      filled({ size: '', hatMin: '48', hatMax: '52' }),
      'Accessoires',
      [],
    );
    expect(range.ok && range.input.sizeHat).toEqual([48, 52]);
    expect(range.ok && range.input.size).toBeNull();
    const single = toProductInput(filled({ hatMin: '50', hatMax: '' }), 'Accessoires', []);
    expect(single.ok && single.input.sizeHat).toEqual([50]);
    const reversed = toProductInput(filled({ hatMin: '52', hatMax: '48' }), 'Accessoires', []);
    expect(reversed.ok).toBe(false);
  });

  it('needs a discount for a sale (the shared schema rule)', () => {
    const result = toProductInput(filled({ sale: true, discount: '' }), 'Kleidung', []);
    expect(result).toEqual({
      ok: false,
      errors: { discount: 'Für den Sale braucht es einen Rabatt über 0 %.' },
    });
  });
});
