import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShippingLabelList } from '../../../../../domain/api/shipping-labels.ts';
import { fakeApi, json } from '../../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { WithAdminSession } from '../../../lib/testing/admin-session.tsx';
import type { AdminOrderDetail } from '../api/orders.ts';
import { ORDER_ID, detail } from '../lib/order-detail.fixture.ts';
import { OrderDetail } from './order-detail.tsx';

// The admin's order page (issue 32): states are badges, actions are verbs in a group of their
// own, the order's next step filled and what takes it back outlined; payments read in German;
// amounts never break.

const NO_LABELS: ShippingLabelList = { mode: 'simulator', setupHint: null, labels: [] };

function setup(shown: AdminOrderDetail) {
  // The DHL order's label panel asks for its labels.
  fakeApi({ [`GET /api/admin/orders/${ORDER_ID}/labels`]: json(NO_LABELS) });
  renderInApp(
    <WithAdminSession>
      <OrderDetail detail={shown} />
    </WithAdminSession>,
    { path: `/admin/orderhistory/${ORDER_ID}` },
  );
}

const filled = (button: HTMLElement) => button.className.includes('bg-brand-700');

describe('OrderDetail', () => {
  it('shows a shipped order’s state as a badge and what she can do as outlined verbs', () => {
    setup(detail({ availableActions: ['withdraw', 'return'] }));

    expect(screen.getByText('Versendet')).not.toHaveRole('button');
    const actions = screen.getByRole('region', { name: 'Aktionen' });
    const buttons = within(actions).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Widerruf erfassen',
      'Alles zurücknehmen',
    ]);
    expect(buttons.map(filled)).toEqual([false, false]);
  });

  it('fills the button of the next step and puts it first', () => {
    setup(
      detail({
        status: 'open',
        paidAt: null,
        order: { ...detail().order, isPaid: false },
        availableActions: ['cancel', 'mark-paid'],
        returnableProductIds: [],
        returns: [],
        refunds: [],
      }),
    );

    const buttons = within(screen.getByRole('region', { name: 'Aktionen' })).getAllByRole('button');
    expect(buttons.map((button) => [button.textContent, filled(button)])).toEqual([
      ['Als bezahlt markieren', true],
      ['Stornieren', false],
    ]);
  });

  it('writes payment attempts in German, the amount in one piece', () => {
    setup(
      detail({
        payments: [
          {
            provider: 'simulator',
            status: 'failed',
            amount: 33.49,
            reference: 'SIM-1',
            createdAt: '2026-11-20T10:01:00.000Z',
          },
          {
            provider: 'paypal',
            status: 'captured',
            amount: 33.49,
            reference: 'PAYPAL-2',
            createdAt: '2026-11-20T10:03:00.000Z',
          },
        ],
      }),
    );

    const attempts = within(
      screen.getByRole('heading', { name: 'Zahlungsversuche' }).closest('section')!,
    ).getAllByRole('listitem');
    expect(attempts[0]).toHaveTextContent('Zahlungssimulator · abgebrochen oder abgelehnt');
    expect(attempts[1]).toHaveTextContent('PayPal · bestätigt');
    expect(attempts[1]).not.toHaveTextContent(/captured|paypal/);
    expect(within(attempts[1]!).getByText('33,49 €')).toHaveClass('whitespace-nowrap');
  });

  it('keeps every amount of the sum in one piece; only the label beside it may wrap', () => {
    setup(
      detail({
        order: {
          ...detail().order,
          coupon: {
            code: 'SEHR-LANGER-GUTSCHEINCODE-2026',
            discountType: 'fixed',
            discountAmount: 10,
          },
          couponDiscount: 10,
        },
      }),
    );

    const coupon = screen.getByText('Gutschein SEHR-LANGER-GUTSCHEINCODE-2026');
    const amount = coupon.nextElementSibling as HTMLElement;
    expect(amount.textContent).toBe('−10,00\u00a0€');
    expect(amount).toHaveClass('whitespace-nowrap');
    expect(amount.className).not.toContain('overflow-wrap');
  });
});
