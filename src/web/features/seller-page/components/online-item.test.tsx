import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SellerPage } from '../../../../domain/api/seller-page.ts';
import { renderInApp } from '../../../lib/testing/render.tsx';
import { SellerOnlineItem } from './online-item.tsx';

// One of her items online on the seller's page (decision 076).

const ITEM: SellerPage['online'][number] = {
  _id: '6f1c2b9e-8a51-4a55-9a3b-0c8b7a1e2d34',
  itemNumber: 4711,
  category: 'Kleidung',
  name: 'Winterjacke',
  size: 104,
  sizeHat: [],
  price: 11.2,
  path: '/product/4711',
  regularPrice: 14,
  daysOnline: 61,
  nextStep: { percent: 40, from: '2026-12-30', price: 8.4 },
  lastDay: '2027-01-28',
  timeOver: false,
};

describe('SellerOnlineItem', () => {
  it('shows the price now, days online, the next step and the last day with her choice', async () => {
    renderInApp(
      <ul>
        <SellerOnlineItem item={ITEM} choice="pickup" />
      </ul>,
    );
    const row = await screen.findByTestId('seller-page-online');
    expect(row).toHaveTextContent('14,00 €');
    expect(row).toHaveTextContent('11,20 €');
    expect(row).toHaveTextContent('seit 61 Tagen online · ab 30.12.2026: \u221240 % (8,40 €)');
    expect(row).toHaveTextContent(
      'Letzter Tag online: 28.01.2027. Danach holst du ihn ab; wir schreiben dir, bis wann.',
    );
  });

  it('says nothing of a step when none comes, and asks a seller without a choice', async () => {
    renderInApp(
      <ul>
        <SellerOnlineItem
          item={{ ...ITEM, price: 14, nextStep: null, daysOnline: 1 }}
          choice={null}
        />
      </ul>,
    );
    const row = await screen.findByTestId('seller-page-online');
    expect(row).not.toHaveTextContent('ab ');
    expect(row).toHaveTextContent('seit 1 Tag online');
    expect(row).toHaveTextContent('Danach sprechen wir mit dir ab, was mit ihm passiert.');
  });

  it('says that its time is over once the last day is past', async () => {
    renderInApp(
      <ul>
        <SellerOnlineItem item={{ ...ITEM, nextStep: null, timeOver: true }} choice="keep" />
      </ul>,
    );
    expect(await screen.findByTestId('seller-page-online')).toHaveTextContent(
      'Zeit im Shop vorbei (letzter Tag: 28.01.2027). Er gehört jetzt dem Shop, wie du es gewählt hast.',
    );
  });
});
