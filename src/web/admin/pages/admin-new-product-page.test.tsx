import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct, ProductInput } from '../../../domain/api/admin-products.ts';
import type { z } from 'zod';
import type { brandListSchema } from '../../../domain/api/brands.ts';
import type { sellerListSchema } from '../../../domain/api/sellers.ts';
import { DEFAULT_PRICE_FACTORS } from '../../../domain/price-suggestion.ts';
import { fakeApi, json } from '../../lib/testing/fake-api.ts';
import { renderInApp, siteInfo } from '../../lib/testing/render.tsx';
import { draftKey } from '../features/products/lib/product-draft.ts';
import type { ProductDraft } from '../features/products/lib/product-draft.ts';
import { emptyFormValues } from '../features/products/lib/product-form-values.ts';
import type { ProductFormValues } from '../features/products/lib/product-form-values.ts';
import { TEST_ADMIN_TOKEN, WithAdminSession } from '../lib/testing/admin-session.tsx';
import { NewClothingPage, NewSleepingBagPage } from './admin-new-product-page.tsx';

// Entering a new item (decision 039): the form checks every field before anything is sent, asks
// before an entry that is almost always a slip of the thumb (0,00 €, 100 % off, no photo:
// domain/listing-guard-rails.ts), and keeps what she typed in this browser, so a reload or an
// expired sign-in costs nothing: the kept item is offered back on arrival.

// Friday, 27 November 2026, 14:32 in Berlin.
const NOW = new Date('2026-11-27T13:32:00.000Z');
const PHOTO_ID = '0123456789abcdef0123456789abcdef';

const sellers: z.input<typeof sellerListSchema> = [
  { number: 12, name: 'Petra', email: null, phone: null, notes: null, productCount: 3 },
];
const brands: z.input<typeof brandListSchema> = [
  { brand: 'Mini', rating: 4, productCount: 2, isComplete: true },
];

/** The item the server stores for an input, as POST /api/admin/products answers. */
function created(input: ProductInput): AdminProduct {
  return {
    _id: '77777777-7777-4777-8777-777777777777',
    itemNumber: 4711,
    category: input.category,
    name: input.name,
    brand: input.brand,
    size: input.size,
    sizeHat: input.sizeHat,
    price: input.price,
    sale: input.sale,
    discount: input.discount,
    priceStepPercent: 0,
    lowestPriorPrice: null,
    condition: input.condition,
    season: input.season,
    image: null,
    images: [],
    reservedUntil: null,
    reservedBy: null,
    freeAgainAt: null,
    sellerNumber: input.sellerNumber,
    isPacked: false,
    status: 'active',
    publishAt: null,
    listedAt: NOW.toISOString(),
    description: input.description,
    defects: input.defects,
    imageIds: input.imageIds,
    adminInfo: { storageLocation: input.storageLocation, orderNumber: null },
    createdAt: NOW.toISOString(),
  };
}

function keepDraft(draft: Partial<ProductDraft<Partial<ProductFormValues>>>) {
  localStorage.setItem(
    draftKey('Kleidung'),
    JSON.stringify({ savedAt: NOW.getTime(), values: {}, photos: [], photosLost: 0, ...draft }),
  );
}

/** The values of the item kept in this browser, if any. */
function keptValues(): Partial<ProductFormValues> | undefined {
  const stored = JSON.parse(localStorage.getItem(draftKey('Kleidung')) ?? 'null') as {
    values: Partial<ProductFormValues>;
  } | null;
  return stored?.values;
}

function setup(Page: ComponentType = NewClothingPage) {
  const api = fakeApi({
    'GET /api/site': json(siteInfo()),
    'GET /api/seller': json(sellers),
    'GET /api/brands': json(brands),
    'GET /api/admin/price-factors': json(DEFAULT_PRICE_FACTORS),
    'POST /api/admin/products': (request) => json(created(request.body as ProductInput), 201),
  });
  const user = userEvent.setup();
  const view = renderInApp(
    <WithAdminSession>
      <Page />
    </WithAdminSession>,
    { path: '/admin/neuekleidung' },
  );
  return { api, user, view };
}

type User = ReturnType<typeof userEvent.setup>;
const field = (name: string) => screen.getByRole('textbox', { name });
/** A select, or a text field with suggestions (the brand). */
const combobox = (name: string) => screen.getByRole('combobox', { name });

/** A complete entry of clothing, without a photo. */
async function fillItem(user: User, { price = '4,50' }: { price?: string } = {}) {
  await user.type(field('Bezeichnung'), 'Body');
  await user.selectOptions(combobox('Saison'), 'Sommer');
  await user.selectOptions(combobox('Größe'), '86');
  await user.selectOptions(combobox('Zustand'), 'Gut');
  await user.type(field('Preis in €'), price);
}

const save = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Artikel online stellen' }));

const sentItems = (api: ReturnType<typeof fakeApi>) =>
  api.requestsTo('POST /api/admin/products').map((request) => request.body as ProductInput);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});

describe('the guard rails of a new item', () => {
  it("asks before an item for 0,00 € without a photo and sends it only after 'Ja, einstellen'", async () => {
    const { api, user } = setup();
    await fillItem(user, { price: '0' });

    await save(user);

    const dialog = screen.getByRole('dialog', { name: 'Bitte bestätigen' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wirklich für 0,00 € einstellen?', 'Wirklich ohne Foto einstellen?']);
    expect(sentItems(api)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Zurück' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Preis in €')).toHaveValue('0');
    expect(sentItems(api)).toEqual([]);

    await save(user);
    await user.click(screen.getByRole('button', { name: 'Ja, einstellen' }));

    expect(await screen.findByText('Artikelnummer 4711')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Der Artikel ist online.');
    const [request] = api.requestsTo('POST /api/admin/products');
    expect(request?.headers.get('authorization')).toBe(`Bearer ${TEST_ADMIN_TOKEN}`);
    expect(request?.body).toEqual({
      category: 'Kleidung',
      name: 'Body',
      brand: null,
      size: 86,
      sizeHat: [],
      price: 0,
      sale: false,
      discount: 0,
      condition: 'Gut',
      season: 'Sommer',
      sellerNumber: null,
      storageLocation: null,
      imageIds: [],
      description: '',
      defects: '',
      publication: { mode: 'online' },
    });
  });

  it('asks before a sale of 100 %', async () => {
    const { api, user } = setup();
    await fillItem(user, { price: '8' });
    await user.click(screen.getByRole('checkbox', { name: 'Im Sale' }));
    await user.type(field('Rabatt in %'), '100');

    await save(user);

    const dialog = screen.getByRole('dialog', { name: 'Bitte bestätigen' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wirklich mit 100 % Rabatt einstellen?', 'Wirklich ohne Foto einstellen?']);
    await user.click(within(dialog).getByRole('button', { name: 'Ja, einstellen' }));
    await waitFor(() => expect(sentItems(api)).toHaveLength(1));
    expect(sentItems(api)[0]).toMatchObject({ price: 8, sale: true, discount: 100 });
  });

  it('checks every field first and says what is missing, sending nothing', async () => {
    const { api, user } = setup();

    await save(user);

    for (const [name, message] of [
      ['Bezeichnung', 'Bitte gib eine Bezeichnung an.'],
      ['Saison', 'Bitte wähle die Saison.'],
      ['Größe', 'Bitte wähle die Größe.'],
      ['Zustand', 'Bitte wähle den Zustand.'],
      ['Preis in €', 'Bitte gib einen Preis wie 4,99 an.'],
    ] as const) {
      const control = screen.getByLabelText(name);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentItems(api)).toEqual([]);
  });

  it('refuses a price with three decimals, a sale without a discount and a discount above 100 %', async () => {
    const { api, user } = setup();
    await fillItem(user, { price: '4,999' });
    await user.click(screen.getByRole('checkbox', { name: 'Im Sale' }));

    await save(user);

    expect(field('Preis in €')).toHaveAccessibleDescription(
      expect.stringContaining('Bitte gib einen Preis wie 4,99 an.'),
    );
    expect(field('Rabatt in %')).toHaveAccessibleDescription(
      'Für den Sale braucht es einen Rabatt über 0 %.',
    );

    await user.clear(field('Preis in €'));
    await user.type(field('Preis in €'), '4,99');
    await user.type(field('Rabatt in %'), '120');
    await save(user);

    expect(field('Preis in €')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Rabatt in %')).toHaveAccessibleDescription(
      'Der Rabatt liegt zwischen 0 und 100 %.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentItems(api)).toEqual([]);
  });

  it("lets a discount left in the field go once 'Im Sale' is unticked", async () => {
    const { api, user } = setup();
    await fillItem(user);
    await user.click(screen.getByRole('checkbox', { name: 'Im Sale' }));
    await user.type(field('Rabatt in %'), '120');
    await user.click(screen.getByRole('checkbox', { name: 'Im Sale' }));

    await save(user);
    await user.click(screen.getByRole('button', { name: 'Ja, einstellen' }));

    expect(await screen.findByText('Artikelnummer 4711')).toBeInTheDocument();
    expect(sentItems(api)).toEqual([expect.objectContaining({ sale: false, discount: 0 })]);
  });

  it("refuses a sleeping bag's length outside 20 to 200 cm", async () => {
    const { api, user } = setup(NewSleepingBagPage);
    await user.type(field('Bezeichnung'), 'Schlafsack');
    await user.selectOptions(combobox('Saison'), 'Winter');
    await user.selectOptions(combobox('Zustand'), 'Sehr gut');
    await user.type(field('Preis in €'), '19');
    await user.type(field('Länge in cm'), '500');

    await save(user);

    expect(field('Länge in cm')).toHaveAccessibleDescription(
      'Die Größe muss zwischen 20 und 200 liegen.',
    );
    expect(sentItems(api)).toEqual([]);
  });
});

describe('the kept item', () => {
  const kept: Partial<ProductFormValues> = {
    ...emptyFormValues(undefined, NOW),
    name: 'Regenjacke',
    brand: 'Mini',
    season: 'Übergang',
    size: '92',
    condition: 'Gut',
    price: '7,50',
    storageLocation: 'K12',
  };

  it('is offered back on arrival and restored with its photo', async () => {
    keepDraft({
      values: kept,
      photos: [{ imageId: PHOTO_ID, previewUrl: `/images/${PHOTO_ID}.webp` }],
    });
    const { api, user } = setup();

    const offer = screen.getByRole('region', { name: 'Nicht gespeicherter Artikel' });
    expect(offer).toHaveTextContent('Nicht gespeicherter Artikel von 14:32 wiederherstellen?');
    expect(offer).toHaveTextContent('Mit 1 Foto.');
    expect(screen.queryByRole('textbox', { name: 'Bezeichnung' })).not.toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: 'Wiederherstellen' }));

    expect(field('Bezeichnung')).toHaveValue('Regenjacke');
    expect(combobox('Marke')).toHaveValue('Mini');
    expect(field('Preis in €')).toHaveValue('7,50');
    expect(field('Lagerort (Kiste)')).toHaveValue('K12');
    expect(combobox('Saison')).toHaveValue('Übergang');
    expect(combobox('Größe')).toHaveValue('92');
    expect(combobox('Zustand')).toHaveValue('Gut');
    expect(screen.getByRole('img', { name: 'Foto 1' })).toHaveAttribute(
      'src',
      `/images/${PHOTO_ID}.webp`,
    );

    // With a photo and a price, nothing needs confirming: it is sent at once.
    await save(user);
    expect(await screen.findByText('Artikelnummer 4711')).toBeInTheDocument();
    expect(sentItems(api)[0]).toMatchObject({
      name: 'Regenjacke',
      brand: 'Mini',
      price: 7.5,
      imageIds: [PHOTO_ID],
      storageLocation: 'K12',
    });
    // Saved: nothing is offered any more.
    expect(localStorage.getItem(draftKey('Kleidung'))).toBeNull();
  });

  it('says which photos were lost and when it was kept, if not today', async () => {
    keepDraft({
      savedAt: NOW.getTime() - 24 * 60 * 60 * 1000,
      values: kept,
      photosLost: 2,
    });
    setup();

    const offer = screen.getByRole('region', { name: 'Nicht gespeicherter Artikel' });
    expect(offer).toHaveTextContent(
      'Nicht gespeicherter Artikel von 26.11.2026, 14:32 wiederherstellen?',
    );
    expect(offer).toHaveTextContent(
      '2 Fotos wurden gerade noch hochgeladen und sind nicht dabei – bitte wähle sie noch einmal aus.',
    );
  });

  it('is forgotten on Verwerfen, and the form starts empty', async () => {
    keepDraft({ values: kept });
    const { user } = setup();

    await user.click(screen.getByRole('button', { name: 'Verwerfen' }));

    expect(field('Bezeichnung')).toHaveValue('');
    expect(field('Preis in €')).toHaveValue('');
    expect(localStorage.getItem(draftKey('Kleidung'))).toBeNull();
  });

  it('is what she typed, kept while she types and offered after a reload', async () => {
    const { user, view } = setup();

    await user.type(field('Bezeichnung'), 'Body');
    await user.selectOptions(combobox('Zustand'), 'Geliebt');
    // Kept a moment after the last change …
    await waitFor(() => expect(keptValues()).toMatchObject({ name: 'Body', condition: 'Geliebt' }));
    // … and at once when the page goes away.
    await user.type(field('Bezeichnung'), 's');
    window.dispatchEvent(new Event('pagehide'));
    expect(keptValues()).toMatchObject({ name: 'Bodys' });

    view.unmount();
    setup();
    await user.click(screen.getByRole('button', { name: 'Wiederherstellen' }));
    expect(field('Bezeichnung')).toHaveValue('Bodys');
    expect(combobox('Zustand')).toHaveValue('Geliebt');
  });

  it('is not kept for a form she left as it was', async () => {
    const { user, view } = setup();

    await user.type(field('Bezeichnung'), 'B');
    await user.clear(field('Bezeichnung'));
    window.dispatchEvent(new Event('pagehide'));

    expect(localStorage.getItem(draftKey('Kleidung'))).toBeNull();
    view.unmount();
    setup();
    expect(screen.queryByRole('region', { name: 'Nicht gespeicherter Artikel' })).toBeNull();
    expect(field('Bezeichnung')).toBeInTheDocument();
  });
});
