import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAsAdmin, type TestApp } from '../../test/test-app.ts';
import { insertBrand, insertProduct } from '../../test/fixtures.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  auth = await signInAsAdmin(t);
});
afterAll(() => t.close());

describe('brands (docs/product.md §7.1)', () => {
  it('POST /api/brands saves a brand and returns it; saving the same name updates it', async () => {
    const brand = {
      brand: 'Frugi',
      manufacturerName: 'Frugi Ltd',
      email: 'hello@frugi.example',
      address: { street: '1 Harbour Road', postalcode: 'TR1 1AA', city: 'Truro' },
      country: 'Vereinigtes Königreich',
      isEurope: false,
      nameEurope: null,
      addressEurope: null,
      emailEurope: null,
      rating: 4,
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: auth,
      payload: brand,
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual(brand);

    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: auth,
      payload: {
        ...brand,
        brand: 'frugi',
        nameEurope: 'Frugi EU GmbH',
        addressEurope: { street: 'Hafenstraße 2', postalcode: '20457', city: 'Hamburg' },
        emailEurope: 'eu@frugi.example',
      },
    });
    expect(updated.json()).toMatchObject({ brand: 'frugi', nameEurope: 'Frugi EU GmbH' });

    const list = await t.app.inject({ url: '/api/brands', headers: auth });
    const frugi = list.json().filter((b: { brand: string }) => b.brand.toLowerCase() === 'frugi');
    expect(frugi).toHaveLength(1);
    expect(frugi[0]).toMatchObject({ isComplete: true, productCount: 0 });
  });

  it('two saves of one new brand at the same moment both succeed and make one brand', async () => {
    for (let round = 0; round < 5; round++) {
      const name = `Gleichzeitig ${round}`;
      const saves = await Promise.all(
        [name, name.toUpperCase(), name, name.toLowerCase()].map((brand, index) =>
          t.app.inject({
            method: 'POST',
            url: '/api/brands',
            headers: auth,
            payload: { brand, rating: 1 + index },
          }),
        ),
      );
      expect(saves.map((save) => save.statusCode)).toEqual([200, 200, 200, 200]);
      const list = await t.app.inject({ url: '/api/brands', headers: auth });
      const same = list
        .json()
        .filter((b: { brand: string }) => b.brand.toLowerCase() === name.toLowerCase());
      expect(same).toHaveLength(1);
    }
  });

  it('lists incomplete brands with their item counts, so the owner can fix them', async () => {
    const incomplete = await insertBrand(t.db, { name: 'Ohne Adresse', street: null, email: null });
    await insertProduct(t.db, { brandId: incomplete.id });
    await insertProduct(t.db, { brandId: incomplete.id, status: 'sold' });
    const list = await t.app.inject({ url: '/api/brands', headers: auth });
    expect(list.json().find((b: { brand: string }) => b.brand === 'Ohne Adresse')).toMatchObject({
      isComplete: false,
      productCount: 1,
    });
  });

  it('rejects a brand without a name and a rating of 6', async () => {
    for (const payload of [{ brand: '' }, { brand: 'X', rating: 6 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/brands',
        headers: auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('answers 400 naming the field for a bad e-mail, postal code or control character', async () => {
    const base = {
      brand: 'Prüfmarke',
      manufacturerName: 'Prüf GmbH',
      email: 'kontakt@pruef.example',
      address: { street: 'Teststraße 1', postalcode: '12345', city: 'Berlin' },
      country: 'Deutschland',
    };
    const cases: [object, string][] = [
      [{ ...base, email: 'kontakt(at)pruef' }, 'E-Mail: Bitte gib eine gültige E-Mail-Adresse an.'],
      [
        { ...base, address: { ...base.address, postalcode: '1234' } },
        'PLZ: Bitte gib eine fünfstellige Postleitzahl an (oder das Land, falls nicht Deutschland).',
      ],
      [{ ...base, address: { ...base.address, city: '' } }, 'Ort: Bitte gib den Ort an.'],
      [
        { ...base, manufacturerName: 'Prüf\nGmbH' },
        'Hersteller: Bitte ohne Zeilenumbrüche oder Steuerzeichen.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/brands',
        headers: auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const list = await t.app.inject({ url: '/api/brands', headers: auth });
    expect(list.json().some((b: { brand: string }) => b.brand === 'Prüfmarke')).toBe(false);

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/brands',
      headers: auth,
      payload: base,
    });
    expect(saved.statusCode).toBe(200);
  });

  it('requires an admin', async () => {
    expect((await t.app.inject({ url: '/api/brands' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/brands', payload: { brand: 'X' } }))
        .statusCode,
    ).toBe(401);
  });
});
