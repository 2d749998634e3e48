import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatEuros } from '../../../../../domain/money.ts';
import type { AdminOrderDetail } from '../api/orders.ts';
import {
  BODY,
  HAT,
  ORDER_ID,
  REFUND_FAILED,
  REFUND_MANUAL,
  TROUSERS,
  detail,
} from '../lib/order-detail.fixture.ts';
import { apiError, fakeApi, json } from '../../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { TEST_ADMIN_TOKEN, WithAdminSession } from '../../../lib/testing/admin-session.tsx';
import { OrderReturns } from './order-returns.tsx';

// Returns and refunds of a paid order on the admin's order page (decision 034): she picks the
// items that came back (or are cancelled before shipping) and whether each can be sold again;
// 'Zurücknehmen' sends exactly that.

function setup(shown: AdminOrderDetail = detail()) {
  const api = fakeApi();
  const user = userEvent.setup();
  renderInApp(
    <WithAdminSession>
      <OrderReturns detail={shown} />
    </WithAdminSession>,
    { path: `/admin/bestellungen/${ORDER_ID}` },
  );
  return { api, user };
}

/** An item's line in the dialog, its amount as the shop writes it (a no-break space before €). */
const line = (name: string, itemNumber: number, euros: number) =>
  `${name} · Nr. ${itemNumber} · ${formatEuros(euros)}`;

/** The refund preview's rows, 'label amount', the amount as written (no-break space before €). */
const previewRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: 'Das wird erstattet' }))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

async function openDialog(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: 'Artikel zurücknehmen' }));
  return screen.getByRole('dialog', { name: title });
}

describe('OrderReturns', () => {
  it('lists earlier returns and each refund with what is left to do', () => {
    setup();

    const section = screen.getByRole('region', { name: 'Rücknahmen und Erstattungen' });
    expect(section).toHaveTextContent(/Rücksendung · 6,00 € · Stornorechnung ST-2026-00003/);
    expect(section).toHaveTextContent('Mütze (nicht verkaufbar)');
    const refunds = within(screen.getByRole('list', { name: 'Erstattungen' })).getAllByRole(
      'listitem',
    );
    expect(refunds[0]).toHaveTextContent(/6,00 € über PayPal: fehlgeschlagen/);
    expect(refunds[0]).toHaveTextContent('Versuch 7: PayPal: Erstattung abgelehnt');
    expect(within(refunds[0]!).getByRole('button', { name: 'Erneut senden' })).toBeEnabled();
    expect(refunds[1]).toHaveTextContent(/3,50 € bar oder per Überweisung: offen/);
    expect(within(refunds[1]!).queryByRole('button', { name: 'Erneut senden' })).toBeNull();
    expect(
      within(refunds[1]!).getByRole('button', { name: 'Als ausgezahlt markieren' }),
    ).toBeEnabled();
  });

  it('shows the rules and only the items that may still come back before Zurücknehmen', async () => {
    const { user } = setup();

    const dialog = await openDialog(user, 'Rücksendung erfassen');

    expect(dialog).toHaveAccessibleDescription(
      /Anteil am Gutschein abgezogen, Wertgutscheine anteilig wieder aufgeladen, die Versandkosten nur mit dem letzten Artikel/,
    );
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual([line('Body', 101, 10), line('Hose', 102, 12.5)]);
    expect(within(dialog).queryByText(/Mütze/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Zurücknehmen' })).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: line('Body', 101, 10) }));

    // A picked item counts as sellable again unless she says otherwise.
    expect(within(dialog).getByRole('checkbox', { name: 'wieder verkaufbar' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Zurücknehmen' })).toBeEnabled();
  });

  it("shows what the picked items give back before Zurücknehmen, by the shop's rule", async () => {
    const paypal = {
      provider: 'paypal',
      status: 'captured',
      amount: 33.49,
      reference: 'PAYPAL-1',
      createdAt: '2026-11-20T10:01:00.000Z',
    };
    const { user } = setup(detail({ payments: [paypal] }));
    const dialog = await openDialog(user, 'Rücksendung erfassen');
    expect(within(dialog).getByText('Wähle die Artikel, die zurückkommen.')).toBeVisible();

    // One of the two left: its price, no delivery, back through PayPal, which took the money.
    await user.click(within(dialog).getByRole('checkbox', { name: line('Body', 101, 10) }));
    expect(previewRows(dialog)).toEqual([
      'Artikel 10,00\u00a0€',
      'Geld zurück über PayPal 10,00\u00a0€',
    ]);

    // The last two: the delivery comes back with the last item (the hat came back before).
    await user.click(within(dialog).getByRole('checkbox', { name: line('Hose', 102, 12.5) }));
    expect(previewRows(dialog)).toEqual([
      'Artikel 22,50\u00a0€',
      'Versandkosten 4,99\u00a0€',
      'Geld zurück über PayPal 27,49\u00a0€',
    ]);
  });

  it('splits the value between money and vouchers as the order was paid, less the coupon', async () => {
    const { user } = setup(
      detail({
        order: {
          ...detail().order,
          coupon: { code: 'HERBST10', discountType: 'percentage', discountAmount: 10 },
          couponDiscount: 2.85,
          total: 30.64,
          vouchers: [{ code: '••••-••••-AB12', number: 7, amount: 10 }],
          vouchersTotal: 10,
          valueToPay: 20.64,
        },
        returns: [],
        refunds: [],
        returnableProductIds: [BODY, TROUSERS, HAT],
      }),
    );
    const dialog = await openDialog(user, 'Rücksendung erfassen');

    await user.click(within(dialog).getByRole('checkbox', { name: line('Body', 101, 10) }));

    // 10 % of 10,00 € off; 9,00 € split 20,64 : 10,00 like the payment. No captured payment:
    // she pays the money out herself.
    expect(previewRows(dialog)).toEqual([
      'Artikel 10,00\u00a0€',
      'Anteil am Gutschein \u22121,00\u00a0€',
      'Geld auszahlen (bar oder per Überweisung) 6,06\u00a0€',
      'Zurück auf Wertgutscheine 2,94\u00a0€',
    ]);
  });

  it('sends the picked items with whether each can be sold again', async () => {
    const { api, user } = setup();
    api.answer({
      [`POST /api/admin/orders/${ORDER_ID}/returns`]: json(detail({ returnableProductIds: [] })),
    });
    const dialog = await openDialog(user, 'Rücksendung erfassen');

    await user.click(within(dialog).getByRole('checkbox', { name: line('Body', 101, 10) }));
    await user.click(within(dialog).getByRole('checkbox', { name: line('Hose', 102, 12.5) }));
    const resellable = within(dialog).getAllByRole('checkbox', { name: 'wieder verkaufbar' });
    await user.click(resellable[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Zurücknehmen' }));

    expect(await screen.findByRole('status')).toHaveTextContent('2 Artikel sind zurückgenommen.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [sent] = api.requestsTo(`POST /api/admin/orders/${ORDER_ID}/returns`);
    expect(sent?.body).toEqual({
      items: [
        { productId: BODY, resellable: true },
        { productId: TROUSERS, resellable: false },
      ],
    });
    expect(sent?.headers.get('authorization')).toBe(`Bearer ${TEST_ADMIN_TOKEN}`);
  });

  it('calls it a cancellation before the order is shipped', async () => {
    const { api, user } = setup(
      detail({ status: 'paid', packedAt: null, shippedAt: null, returns: [], refunds: [] }),
    );
    api.answer({ [`POST /api/admin/orders/${ORDER_ID}/returns`]: json(detail()) });

    const dialog = await openDialog(user, 'Artikel stornieren');
    await user.click(within(dialog).getByRole('checkbox', { name: line('Hose', 102, 12.5) }));
    await user.click(within(dialog).getByRole('button', { name: 'Zurücknehmen' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Der Artikel ist zurückgenommen.');
    expect(api.requestsTo(`POST /api/admin/orders/${ORDER_ID}/returns`)[0]?.body).toEqual({
      items: [{ productId: TROUSERS, resellable: true }],
    });
  });

  it("keeps the dialog open with the server's message when the return is refused", async () => {
    const { api, user } = setup();
    api.answer({
      [`POST /api/admin/orders/${ORDER_ID}/returns`]: apiError(
        409,
        'Dieser Artikel wurde schon zurückgenommen.',
      ),
    });
    const dialog = await openDialog(user, 'Rücksendung erfassen');

    await user.click(within(dialog).getByRole('checkbox', { name: line('Body', 101, 10) }));
    await user.click(within(dialog).getByRole('button', { name: 'Zurücknehmen' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dieser Artikel wurde schon zurückgenommen.',
    );
    expect(screen.getByRole('dialog', { name: 'Rücksendung erfassen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens afresh after a refusal: no picks, no message of the time before', async () => {
    const { api, user } = setup();
    api.answer({
      [`POST /api/admin/orders/${ORDER_ID}/returns`]: apiError(
        409,
        'Dieser Artikel wurde schon zurückgenommen.',
      ),
    });
    let dialog = await openDialog(user, 'Rücksendung erfassen');
    await user.click(within(dialog).getByRole('checkbox', { name: line('Body', 101, 10) }));
    await user.click(within(dialog).getByRole('button', { name: 'Zurücknehmen' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));

    dialog = await openDialog(user, 'Rücksendung erfassen');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: line('Body', 101, 10) })).not.toBeChecked();
  });

  it('sends a failed refund again, or marks one paid out by hand', async () => {
    const { api, user } = setup();
    const base = `/api/admin/orders/${ORDER_ID}/refunds`;
    api.answer({
      [`POST ${base}/${REFUND_FAILED}/retry`]: json(detail()),
      [`POST ${base}/${REFUND_MANUAL}/paid-out`]: json(detail()),
    });
    const refunds = within(screen.getByRole('list', { name: 'Erstattungen' })).getAllByRole(
      'listitem',
    );

    await user.click(within(refunds[0]!).getByRole('button', { name: 'Erneut senden' }));
    await waitFor(() =>
      expect(api.requestsTo(`POST ${base}/${REFUND_FAILED}/retry`)).toHaveLength(1),
    );
    await user.click(within(refunds[1]!).getByRole('button', { name: 'Als ausgezahlt markieren' }));
    await waitFor(() =>
      expect(api.requestsTo(`POST ${base}/${REFUND_MANUAL}/paid-out`)).toHaveLength(1),
    );
    expect(api.requests).toHaveLength(2);
  });

  it('shows nothing for an order with nothing to take back and no refunds', () => {
    setup(detail({ returnableProductIds: [], returns: [], refunds: [] }));

    expect(
      screen.queryByRole('region', { name: 'Rücknahmen und Erstattungen' }),
    ).not.toBeInTheDocument();
  });
});
