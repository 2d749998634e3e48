import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, noContent } from '../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../lib/testing/render.tsx';
import { useCartItems } from '../hooks/use-cart.ts';
import { testProduct } from '../../../lib/testing/test-product.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { CartSummary } from './cart-summary.tsx';

// Removing an item from the cart (docs/product.md §2.7, §4.1): 'Artikel wirklich löschen?' with
// 'Ja' and 'Nein'; after 'Ja' the row fades and the removal applies 2 s later.

const CLIENT_ID = '11111111-1111-4111-8111-111111111111';
const jacket = testProduct({
  _id: '00000000-0000-4000-8000-000000000001',
  itemNumber: 101,
  brand: 'Mini',
  size: 86,
  price: 10,
});
const sleepingBag = testProduct({
  _id: '00000000-0000-4000-8000-000000000002',
  itemNumber: 102,
  category: 'Schlafsack',
  brand: 'Alvi',
  size: 90,
  price: 15,
});

function Cart() {
  return <CartSummary items={useCartItems()} />;
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function setup(path = '/warenkorb') {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderInApp(<Cart />, { path });
  return { user, list: screen.getByRole('list', { name: 'Artikel im Warenkorb' }) };
}

/** The row of the item whose link reads `category`. */
function rowOf(list: HTMLElement, category: string): HTMLElement {
  const row = within(list).getByRole('link', { name: category }).closest('li');
  if (row === null) throw new Error(`No row for ${category}`);
  return row;
}

/** The amount beside a line of the total block, e.g. 'Zwischensumme'. */
function amountOf(label: string): Element | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

beforeEach(() => {
  useCartStore.setState(useCartStore.getInitialState(), true);
  useCartStore.setState({ id: CLIENT_ID });
  useCartStore.getState().add(jacket);
  useCartStore.getState().add(sleepingBag);
  useCartStore.getState().setReserved({
    ids: [jacket._id, sleepingBag._id],
    until: '2026-11-27T12:15:00.000Z',
  });
});

describe('removing an item from the cart', () => {
  it("asks 'Artikel wirklich löschen?' and keeps the item on 'Nein'", async () => {
    fakeApi();
    const { user, list } = setup();

    await user.click(screen.getByRole('button', { name: 'Kleidung Mini Gr. 86 entfernen' }));

    const dialog = screen.getByRole('dialog', { name: 'Artikel wirklich löschen?' });
    expect(within(dialog).getByText('Kleidung')).toBeInTheDocument();
    expect(within(dialog).getByText('Mini')).toBeInTheDocument();
    expect(within(dialog).getByText('Gr. 86')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Nein' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(5_000);
    expect(rowOf(list, 'Kleidung')).toHaveAttribute('aria-busy', 'false');
    expect(useCartStore.getState().cart.cartItems).toHaveLength(2);
  });

  it("fades the row after 'Ja' and removes the item 2 s later", async () => {
    fakeApi();
    const { user, list } = setup();
    expect(amountOf('Zwischensumme')).toHaveTextContent('25,00 €');

    await user.click(screen.getByRole('button', { name: 'Kleidung Mini Gr. 86 entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Ja' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = rowOf(list, 'Kleidung');
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(row).toHaveClass('opacity-0');
    expect(screen.getByRole('button', { name: 'Kleidung Mini Gr. 86 entfernen' })).toBeDisabled();
    expect(rowOf(list, 'Schlafsack')).toHaveClass('opacity-100');

    await advance(1_999);
    expect(row).toBeInTheDocument();
    expect(useCartStore.getState().cart.cartItems).toHaveLength(2);

    await advance(1);
    expect(within(list).queryByRole('link', { name: 'Kleidung' })).not.toBeInTheDocument();
    expect(useCartStore.getState().cart.cartItems.map((item) => item._id)).toEqual([
      sleepingBag._id,
    ]);
    expect(amountOf('Zwischensumme')).toHaveTextContent('15,00 €');
  });

  it('releases the reservation once the last item is gone', async () => {
    const api = fakeApi({ 'DELETE /api/reservation': noContent() });
    useCartStore.getState().remove(sleepingBag._id);
    const { user } = setup();

    await user.click(screen.getByRole('button', { name: 'Kleidung Mini Gr. 86 entfernen' }));
    await user.click(screen.getByRole('button', { name: 'Ja' }));
    await advance(1_999);
    expect(api.requestsTo('DELETE /api/reservation')).toHaveLength(0);

    await advance(1);
    expect(
      screen.getByText(
        'Huch, dein Warenkorb ist noch leer. Schnell zugreifen, bevor jemand schneller ist!',
      ),
    ).toBeInTheDocument();
    const released = api.requestsTo('DELETE /api/reservation');
    expect(released).toHaveLength(1);
    expect(released[0]?.headers.get('userid')).toBe(CLIENT_ID);
    expect(useCartStore.getState().reserved).toEqual({ ids: [], until: null });
  });

  it('offers no removal on the checkout pages', () => {
    fakeApi();
    setup('/bestellung/lieferung');

    expect(screen.getByRole('link', { name: 'Kleidung' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /entfernen$/ })).not.toBeInTheDocument();
  });
});

describe('a row of the cart', () => {
  it("names the item beside its category: three 'Kleidung' rows are told apart", () => {
    fakeApi();
    useCartStore.setState(useCartStore.getInitialState(), true);
    useCartStore.setState({ id: CLIENT_ID });
    useCartStore.getState().add({ ...jacket, name: 'Regenjacke' });
    useCartStore.getState().add(sleepingBag);
    const { list } = setup();

    expect(rowOf(list, 'Kleidung')).toHaveTextContent('Kleidung – Regenjacke');
    // An item without a name of its own shows its category alone, without a dash.
    expect(rowOf(list, 'Schlafsack')).toHaveTextContent('SchlafsackAlvi');
  });
});
