import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../lib/testing/render.tsx';
import type { ListedProduct } from '../../../../domain/api/wish-list.ts';
import { testProduct } from '../../../lib/testing/test-product.ts';
import { ListedItemRow } from './listed-item-row.tsx';

// A wish list row of an item someone else holds (decision 061): reserved, not gone, and when it
// may be free again.

describe('a reserved item on the wish list', () => {
  it('says it is reserved and from when it may be free again', () => {
    const product: ListedProduct = {
      ...testProduct({
        itemNumber: 4711,
        reservedUntil: '2026-11-27T13:31:00.000Z',
        freeAgainAt: '2026-11-27T13:31:00.000Z',
      }),
      isSold: false,
      lowestPrice30Days: null,
    };
    renderInApp(
      <ul>
        <ListedItemRow
          item={{
            itemNumber: 4711,
            entry: null,
            product,
            state: {
              kind: 'reserved',
              currentCents: 1000,
              // 14:31 in Berlin.
              freeAgainAt: new Date('2026-11-27T13:31:00Z'),
            },
          }}
        />
      </ul>,
    );
    expect(screen.getByText('Bereits reserviert')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Wird der Kauf nicht abgeschlossen, ist der Artikel ab ca. 14:31 Uhr wieder frei.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Leider schon weg')).toBeNull();
  });
});
