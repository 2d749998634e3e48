import { describe, expect, it } from 'vitest';
import { brandInputSchema, brandProblems, describeBrandProblem, type Brand } from './brands.ts';

const valid: Brand = {
  brand: 'Sterntaler',
  manufacturerName: 'Sterntaler GmbH',
  email: 'kontakt@sterntaler.example',
  address: { street: 'Sternenweg 12', postalcode: '66763', city: 'Dillingen/Saar' },
  country: 'Deutschland',
  isEurope: true,
  nameEurope: null,
  addressEurope: null,
  emailEurope: null,
  rating: 5,
};

const messages = (brand: Brand) =>
  brandProblems(brand).map((issue) => [issue.path.join('.'), issue.message]);

describe('brandProblems (GPSR contact shown to customers)', () => {
  it('accepts a complete German brand, a foreign one and one without any contact yet', () => {
    expect(messages(valid)).toEqual([]);
    expect(
      messages({
        ...valid,
        country: 'Vereinigtes Königreich',
        address: { street: '1 Example Lane', postalcode: 'TR13 0AA', city: 'Helston' },
        isEurope: false,
        nameEurope: 'EU-Vertretung GmbH',
        addressEurope: { street: 'Vertretungsallee 4', postalcode: '10115', city: 'Berlin' },
        emailEurope: 'eu@frugi.example',
      }),
    ).toEqual([]);
    expect(messages({ ...valid, email: null, address: null, country: null })).toEqual([]);
  });

  it('wants a valid e-mail address, here and for the EU person', () => {
    expect(messages({ ...valid, email: 'kontakt at sterntaler', emailEurope: 'x@' })).toEqual([
      ['email', 'Bitte gib eine gültige E-Mail-Adresse an.'],
      ['emailEurope', 'Bitte gib eine gültige E-Mail-Adresse an.'],
    ]);
  });

  it('wants five digits for a German postal code (no country means Germany)', () => {
    for (const postalcode of ['6676', '667633', 'D-66763', '']) {
      expect(
        messages({ ...valid, country: null, address: { ...valid.address!, postalcode } }),
      ).toEqual([
        [
          'address.postalcode',
          'Bitte gib eine fünfstellige Postleitzahl an (oder das Land, falls nicht Deutschland).',
        ],
      ]);
    }
  });

  it('wants street and city once any address field is given', () => {
    expect(messages({ ...valid, address: { street: ' ', postalcode: '66763', city: '' } })).toEqual(
      [
        ['address.street', 'Bitte gib die Straße an.'],
        ['address.city', 'Bitte gib den Ort an.'],
      ],
    );
    expect(
      messages({
        ...valid,
        isEurope: false,
        addressEurope: { street: 'Allee 4', postalcode: '', city: 'Wien' },
      }),
    ).toEqual([['addressEurope.postalcode', 'Bitte gib eine gültige Postleitzahl an.']]);
  });

  it('refuses control characters such as line breaks', () => {
    expect(
      messages({
        ...valid,
        manufacturerName: 'Sterntaler\nGmbH',
        address: { ...valid.address!, street: 'Sternenweg\u000712' },
      }),
    ).toEqual([
      ['manufacturerName', 'Bitte ohne Zeilenumbrüche oder Steuerzeichen.'],
      ['address.street', 'Bitte ohne Zeilenumbrüche oder Steuerzeichen.'],
    ]);
  });

  it('is the refinement of brandInputSchema and names fields in answers', () => {
    const parsed = brandInputSchema.safeParse({ ...valid, email: 'nope' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map(describeBrandProblem)).toEqual([
      'E-Mail: Bitte gib eine gültige E-Mail-Adresse an.',
    ]);
  });
});
