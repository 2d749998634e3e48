import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../domain/api/product.ts';
import { testProduct } from '../lib/testing/test-product.ts';
import { ProductCard } from '../features/products/components/product-card.tsx';
import { fakeApi, json } from '../lib/testing/fake-api.ts';
import { renderInApp } from '../lib/testing/render.tsx';
import { ProductContent } from './product-content.tsx';

// What a product page says about an item's state (decision 061): once, in the info block. An item
// in someone's checkout or unpaid order is reserved with the time it may be free again; only a
// sold one (paid, or needing no payment step) says 'verkauft'.

const SOLD_TEXT = 'Dieser Artikel ist leider schon verkauft.';
// 14:31 in Berlin; far ahead, so the button reads it as a hold that still lasts.
const HOLD_END = '2099-11-27T13:31:00.000Z';

function detail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...testProduct({ itemNumber: 4711 }),
    isSold: false,
    description: '',
    defects: '',
    manufacturer: null,
    ...overrides,
  };
}

async function showProductPage(product: ProductDetail) {
  fakeApi({ 'GET /api/products/4711': json(product) });
  renderInApp(<ProductContent itemNumber={4711} headingLevel={1} withHead={false} />, {
    path: '/artikel/4711',
  });
  await screen.findByRole('heading', { level: 1, name: 'Kleidung' });
}

describe('the product page', () => {
  it('says a sold item is sold once, and offers no button to add it', async () => {
    await showProductPage(detail({ isSold: true }));
    expect(screen.getAllByText(SOLD_TEXT)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /In den Warenkorb/ })).toBeNull();
    expect(screen.queryByText('Bereits reserviert')).toBeNull();
  });

  it('says an item held for a payment is reserved, and from when it may be free again', async () => {
    await showProductPage(detail({ reservedUntil: HOLD_END, freeAgainAt: HOLD_END }));
    expect(screen.getAllByText('Bereits reserviert')).toHaveLength(1);
    expect(
      screen.getByText(
        'Wird der Kauf nicht abgeschlossen, ist der Artikel ab ca. 14:31 Uhr wieder frei.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/verkauft/)).toBeNull();
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
  });

  it('names no time while a payment is being confirmed', async () => {
    await showProductPage(detail({ reservedUntil: HOLD_END, freeAgainAt: null }));
    expect(screen.getByText('Bereits reserviert')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Eine Zahlung für den Artikel wird gerade geprüft. Klappt sie nicht, ist er wieder frei.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of a state for an item that is free', async () => {
    await showProductPage(detail());
    expect(screen.queryByText('Bereits reserviert')).toBeNull();
    expect(screen.queryByText(/verkauft/)).toBeNull();
    expect(screen.getByRole('button', { name: 'In den Warenkorb' })).toBeEnabled();
  });
});

describe('the product card', () => {
  it('says a reserved item is reserved, with its free-again time in a few words', () => {
    renderInApp(
      <ProductCard
        product={testProduct({ reservedUntil: HOLD_END, freeAgainAt: HOLD_END })}
        href="/artikel/1"
      />,
    );
    expect(screen.getByText('Bereits reserviert')).toBeInTheDocument();
    expect(screen.getByText('Evtl. ab 14:31 Uhr frei')).toBeInTheDocument();
  });

  it("shows the visitor's own checkout hold as in the cart, not as reserved", () => {
    renderInApp(
      <ProductCard
        product={testProduct({
          reservedUntil: HOLD_END,
          reservedBy: '6f1c2b4e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
          freeAgainAt: HOLD_END,
        })}
        href="/artikel/1"
        inCart
      />,
    );
    expect(screen.queryByText('Bereits reserviert')).toBeNull();
    expect(screen.getByText('Im Warenkorb')).toBeInTheDocument();
  });
});
