import { screen, within } from '@testing-library/react';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { sortOutListSchema } from '../../../../../domain/api/packing.ts';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { WithAdminSession } from '../../../lib/testing/admin-session.tsx';
import { SortOutList } from './sort-out-list.tsx';

// The sort-out list by the seller's choice (decision 076).

type Item = z.input<typeof sortOutListSchema>['items'][number];

const item = (itemNumber: number, overrides: Partial<Item>): Item => ({
  _id: `6f1c2b9e-8a51-4a55-9a3b-0c8b7a1e${String(itemNumber).padStart(4, '0')}`,
  itemNumber,
  category: 'Kleidung',
  name: `Artikel ${itemNumber}`,
  brand: null,
  size: 98,
  sizeHat: [],
  sellerNumber: 401,
  storageLocation: 'Kiste 3',
  image: null,
  isPacked: false,
  reason: 'old',
  createdAt: '2026-07-01T10:00:00.000Z',
  listedAt: '2026-08-01T10:00:00.000Z',
  sellerWish: null,
  choice: null,
  ...overrides,
});

describe('SortOutList', () => {
  it('shows one section per choice, each item with why it is on the list', async () => {
    renderInApp(
      <WithAdminSession>
        <SortOutList
          list={{
            olderThanDays: 120,
            items: [
              item(1001, { reason: 'ended', choice: 'pickup' }),
              item(1002, { reason: 'rejected', choice: 'pickup' }),
              item(1003, { reason: 'ended', choice: 'donate' }),
              item(1004, { reason: 'old', choice: 'keep' }),
              item(1005, { reason: 'old', choice: null, sellerNumber: null }),
            ],
          }}
        />
      </WithAdminSession>,
      { path: '/admin/itemliste' },
    );
    const pickup = await screen.findByTestId('sort-out-pickup');
    expect(within(pickup).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Holt die Verkäuferin ab (2)',
    );
    expect(pickup).toHaveTextContent('Zeit abgelaufen, offline');
    expect(pickup).toHaveTextContent('nicht angenommen');
    expect(screen.getByTestId('sort-out-donate')).toHaveTextContent('Spenden (1)');
    expect(screen.getByTestId('sort-out-keep')).toHaveTextContent('Bleibt beim Shop (1)');
    expect(screen.getByTestId('sort-out-keep')).toHaveTextContent('online seit 01.08.2026');
    expect(screen.getByTestId('sort-out-none')).toHaveTextContent('Ohne Wahl der Verkäuferin (1)');
  });
});
