import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { testProduct } from '../../../lib/testing/test-product.ts';
import type { CartItem } from '../lib/cart-items.ts';
import { SERVER_DRAWN_CART_KEY } from '../lib/server-drawn-cart.ts';
import { useCartStore } from '../stores/cart-store.ts';
import { useCartItems } from './use-cart.ts';

// The browser takes over the server's HTML (decision 020): the cart's items are the cart cookie's
// while it does, the browser's own cart from then on. Rendering again right after the takeover is
// work in the task that shows the page (docs/performance.md), so it happens only where the two
// differ.

const jacket = testProduct({ _id: '00000000-0000-4000-8000-000000000001', itemNumber: 101 });
const sleepingBag = testProduct({ _id: '00000000-0000-4000-8000-000000000002', itemNumber: 102 });

function CartCount({ renders }: { renders: number[] }) {
  const count = useCartItems().length;
  renders.push(count);
  return <p>{count} im Warenkorb</p>;
}

/** The HTML of the server, which drew `drawn` from the cart cookie, taken over by the browser. */
function takeOver(drawn: CartItem[] | undefined): number[] {
  const queryClient = () => {
    const client = new QueryClient();
    if (drawn !== undefined) client.setQueryData(SERVER_DRAWN_CART_KEY, drawn);
    return client;
  };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    <QueryClientProvider client={queryClient()}>
      <CartCount renders={[]} />
    </QueryClientProvider>,
  );
  const renders: number[] = [];
  render(
    <QueryClientProvider client={queryClient()}>
      <CartCount renders={renders} />
    </QueryClientProvider>,
    { container, hydrate: true },
  );
  return renders;
}

beforeEach(() => {
  useCartStore.setState(useCartStore.getInitialState(), true);
});

describe('useCartItems while the browser takes over the server’s HTML', () => {
  it('renders once when both carts are empty', () => {
    expect(takeOver(undefined)).toEqual([0]);
    expect(document.body).toHaveTextContent('0 im Warenkorb');
  });

  it('renders once when the browser’s cart is the cookie’s', () => {
    const items = [jacket];
    useCartStore.setState({ cart: { ...useCartStore.getState().cart, cartItems: items } });
    expect(takeOver(items)).toEqual([1]);
  });

  it('shows the browser’s own cart right after the cookie’s', () => {
    useCartStore.getState().add(jacket);
    useCartStore.getState().add(sleepingBag);
    expect(takeOver([jacket])).toEqual([1, 2]);
    expect(document.body).toHaveTextContent('2 im Warenkorb');
  });

  it('follows the browser’s cart from then on', () => {
    takeOver(undefined);
    act(() => useCartStore.getState().add(jacket));
    expect(document.body).toHaveTextContent('1 im Warenkorb');
  });
});
