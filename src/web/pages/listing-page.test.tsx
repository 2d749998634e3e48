import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductFilters, ProductList } from '../../domain/api/product.ts';
import { testProduct } from '../lib/testing/test-product.ts';
import { fakeApi, json } from '../lib/testing/fake-api.ts';
import type { RecordedRequest } from '../lib/testing/fake-api.ts';
import { renderInApp, siteInfo } from '../lib/testing/render.tsx';
import { ClothingListingPage } from './listing-page.tsx';

// The listing's filters live in the URL, so a link can be shared (docs/product.md §2.2):
// `?groesse=86,92&saison=Winter&marke=Mini&zustand=Gut&sale&sortierung=price-asc`. The page reads
// them from the query string, asks the server for exactly those, and writes every change back.

const available: ProductFilters = {
  sizes: [80, 86, 92],
  sizeGroups: [{ kind: 'clothing', sizes: [80, 86, 92] }],
  brands: ['Mini', 'Name It'],
  seasons: ['Sommer', 'Winter'],
  conditions: ['Sehr gut', 'Gut'],
  saleCount: 2,
};

const page: ProductList = {
  products: [testProduct({ itemNumber: 4711, brand: 'Mini', size: 86 })],
  total: 1,
  page: 1,
  pageSize: 24,
  pageCount: 1,
  hasMore: false,
};

function setup(path: string) {
  const api = fakeApi({
    'GET /api/site': json(siteInfo()),
    'GET /api/products/filters': json(available),
    'GET /api/products': json(page),
  });
  const user = userEvent.setup();
  const { location } = renderInApp(<ClothingListingPage />, { path });
  return { api, user, location };
}

/** The filters of the last listing request, as the server reads them. */
function lastListingQuery(api: ReturnType<typeof fakeApi>): Record<string, string> {
  const requests: RecordedRequest[] = api.requestsTo('GET /api/products');
  const last = requests.at(-1);
  if (last === undefined) throw new Error('The page asked for no items.');
  return Object.fromEntries(last.query);
}

/**
 * A size chip, named 'Größe 86' in a browser. jsdom's name computation drops the space that ends
 * the chip's hidden 'Größe ' (e2e/shop-listing.spec.ts finds it by its browser name).
 */
const sizeChip = (size: number) =>
  screen.getByRole('button', { name: new RegExp(`^Größe ?${size}$`) });

describe('the listing filters in the URL', () => {
  it('reads the filters from the query string and asks the server for exactly those', async () => {
    const { api } = setup(
      '/shop/kleidung?groesse=86&marke=Mini&saison=Winter&sortierung=price-asc',
    );

    await screen.findByRole('group', { name: 'Größe' });
    expect(sizeChip(86)).toHaveAttribute('aria-pressed', 'true');
    expect(sizeChip(92)).toHaveAttribute('aria-pressed', 'false');
    // The further filters' code comes apart from the page's (decision 085).
    expect(await screen.findByRole('checkbox', { name: 'Mini' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Name It' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Winter' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sortieren' })).toHaveValue('price-asc');
    expect(screen.getByRole('button', { name: 'Filter zurücksetzen (3)' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('1 Artikel');

    expect(lastListingQuery(api)).toEqual({
      category: 'Kleidung',
      sizes: '86',
      seasons: 'Winter',
      brands: 'Mini',
      sort: 'price-asc',
      page: '1',
      pageSize: '24',
    });
    expect(api.requestsTo('GET /api/products/filters')[0]?.query.get('category')).toBe('Kleidung');
  });

  it('drops values it does not know instead of failing', async () => {
    const { api } = setup('/shop/kleidung?groesse=abc,86,86&zustand=Kaputt&sortierung=billig');

    await screen.findByRole('group', { name: 'Größe' });
    expect(sizeChip(86)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Sortieren' })).toHaveValue('newest');
    await waitFor(() => expect(lastListingQuery(api)).toMatchObject({ sizes: '86' }));
    expect(lastListingQuery(api)).not.toHaveProperty('conditions');
    expect(lastListingQuery(api)).toHaveProperty('sort', 'newest');
  });

  it('writes each change into the query string and asks anew', async () => {
    const { api, user, location } = setup('/shop/kleidung?groesse=86&sortierung=price-asc');
    await screen.findByRole('group', { name: 'Größe' });

    await user.click(sizeChip(92));
    expect(location.href).toBe('/shop/kleidung?groesse=86,92&sortierung=price-asc');
    expect(sizeChip(92)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(lastListingQuery(api)).toMatchObject({ sizes: '86,92' }));

    await user.click(screen.getByRole('checkbox', { name: 'Name It' }));
    expect(location.href).toBe('/shop/kleidung?groesse=86,92&marke=Name%20It&sortierung=price-asc');
    await waitFor(() => expect(lastListingQuery(api)).toMatchObject({ brands: 'Name It' }));

    await user.click(screen.getByRole('checkbox', { name: /^Nur Sale-Artikel/ }));
    expect(location.href).toBe(
      '/shop/kleidung?groesse=86,92&marke=Name%20It&sale&sortierung=price-asc',
    );

    await user.click(sizeChip(86));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortieren' }), 'Neueste zuerst');
    expect(location.href).toBe('/shop/kleidung?groesse=92&marke=Name%20It&sale');
    await waitFor(() =>
      expect(lastListingQuery(api)).toEqual({
        sizes: '92',
        brands: 'Name It',
        sale: 'true',
        sort: 'newest',
        page: '1',
        pageSize: '24',
      }),
    );
  });

  it('resets the filters but keeps the order', async () => {
    const { user, location } = setup(
      '/shop/kleidung?groesse=80,86&zustand=Gut&sortierung=price-desc',
    );
    await screen.findByRole('group', { name: 'Größe' });

    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen (3)' }));

    expect(location.href).toBe('/shop/kleidung?sortierung=price-desc');
    expect(
      within(screen.getByRole('group', { name: 'Größe' }))
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-pressed')),
    ).toEqual(['false', 'false', 'false']);
    expect(screen.queryByRole('button', { name: /Filter zurücksetzen/ })).not.toBeInTheDocument();
  });

  it('shows the sale of every category at ?sale', async () => {
    const { api } = setup('/shop/kleidung?sale');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sale' })).toBeInTheDocument();
    await waitFor(() =>
      expect(lastListingQuery(api)).toEqual({
        sale: 'true',
        sort: 'newest',
        page: '1',
        pageSize: '24',
      }),
    );
    expect(api.requestsTo('GET /api/products/filters')[0]?.query.has('category')).toBe(false);
  });
});
