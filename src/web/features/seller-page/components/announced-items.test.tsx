import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SellerAnnouncedItem } from '../../../../domain/api/seller-bags.ts';
import { fakeApi, json } from '../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../lib/testing/render.tsx';
import { AnnouncedItems } from './announced-items.tsx';

// Her announced items on the seller's page: what still waits for the owner is listed, taken-in
// items are folded away (they are shown again under "Online" and "Verkauft").

function item(itemNumber: number, state: SellerAnnouncedItem['state']): SellerAnnouncedItem {
  return {
    _id: `6f1c2b9e-8a51-4a55-9a3b-0c8b7a1e${String(itemNumber).padStart(4, '0')}`,
    itemNumber,
    bagId: 3,
    announcedAt: '2026-11-20T09:00:00.000Z',
    category: 'Kleidung',
    name: 'Regenjacke',
    brand: 'Name It',
    size: 104,
    condition: 'Gut',
    season: 'Winter',
    imageIds: [],
    suggestion: { price: 10, sales: 5 },
    state,
    rejectionReason: state === 'abgelehnt' ? 'Fleck am Ärmel' : null,
  };
}

describe('AnnouncedItems', () => {
  it('lists announced and rejected items, and folds the taken-in ones away', async () => {
    // What the form offers, should she change an announced item.
    fakeApi({
      'GET /api/seller-page/t/announce-options': json({
        types: { Kleidung: ['Regenjacke'], Schlafsack: [], Tonies: [], Accessoires: [] },
        brands: ['Name It'],
        minItemEuros: 3,
      }),
    });
    renderInApp(
      <AnnouncedItems
        token="t"
        items={[
          item(1207, 'angenommen'),
          item(1208, 'angenommen'),
          item(1209, 'angemeldet'),
          item(1210, 'abgelehnt'),
        ]}
      />,
    );
    const listed = await screen.findAllByTestId('announced-item');
    expect(listed.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Nr. 1209'),
      expect.stringContaining('Nr. 1210'),
    ]);
    expect(listed[1]).toHaveTextContent('Grund: Fleck am Ärmel');
    expect(within(listed[0]!).getByRole('button', { name: 'Zurückziehen' })).toBeVisible();

    const folded = screen.getByText('2 Artikel angenommen').closest('details')!;
    expect(folded.open).toBe(false);
    expect(
      within(folded)
        .getAllByTestId('taken-in-item')
        .map((row) => row.textContent),
    ).toEqual([
      'Nr. 1207 · Regenjacke · Name It · Gr. 104',
      'Nr. 1208 · Regenjacke · Name It · Gr. 104',
    ]);
    expect(screen.getByRole('heading', { name: 'Angemeldet (4)' })).toBeVisible();
  });

  it('offers the labels only while something is still announced', async () => {
    renderInApp(<AnnouncedItems token="t" items={[item(1207, 'angenommen')]} />);
    await screen.findByText('1 Artikel angenommen');
    expect(screen.queryByRole('link', { name: /Etiketten/ })).toBeNull();
    expect(screen.queryAllByTestId('announced-item')).toHaveLength(0);
  });
});
