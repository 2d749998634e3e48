import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { BulkShipmentAnswer } from '../../../../../domain/api/bulk-shipments.ts';
import { fakeApi, json } from '../../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { WithAdminSession } from '../../../lib/testing/admin-session.tsx';
import { BulkShippingPanel } from './bulk-shipping.tsx';

// "Mehrere versenden" (decision 060): nothing is sent before the owner confirms, the ticked
// orders go in list order with the chosen product, and the answer lists each order.

const FIRST = '11111111-1111-4111-8111-111111111111';
const SECOND = '22222222-2222-4222-8222-222222222222';

const answer: BulkShipmentAnswer = {
  results: [
    {
      orderId: FIRST,
      orderNumber: 10004,
      outcome: 'shipped',
      message: 'Label erstellt, als versendet markiert. Sendungsnummer 00340434161094000001',
      shipmentNumber: '00340434161094000001',
      labelCreated: true,
    },
    {
      orderId: SECOND,
      orderNumber: 10005,
      outcome: 'refused',
      message: 'Widerruf eingegangen: nicht versendet.',
      shipmentNumber: null,
      labelCreated: false,
    },
  ],
  labelsPdfPath: `/api/admin/shipping-labels/pdf?orders=${FIRST}`,
};

/** The panel with its selection held as the order history page holds it. */
function Panel() {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <BulkShippingPanel
      selectableIds={[FIRST, SECOND]}
      selectedIds={selected}
      onSelectAll={(all) => setSelected(all ? [FIRST, SECOND] : [])}
      onShipped={() => setSelected([])}
    />
  );
}

function setup() {
  const api = fakeApi({ 'POST /api/admin/bulk-shipments': json(answer) });
  const user = userEvent.setup();
  renderInApp(
    <WithAdminSession>
      <Panel />
    </WithAdminSession>,
    { path: '/admin/orderhistory' },
  );
  return { api, user, panel: screen.getByRole('region', { name: 'Mehrere versenden' }) };
}

const submitName = /Etiketten erstellen und als versendet markieren/;

describe('BulkShippingPanel', () => {
  it('asks once, sends nothing on "Zurück", and ships the ticked orders in list order', async () => {
    const { api, user, panel } = setup();
    expect(within(panel).getByRole('button', { name: submitName })).toBeDisabled();
    await user.click(within(panel).getByRole('checkbox', { name: 'alle auswählen (2)' }));
    await user.click(within(panel).getByRole('radio', { name: 'Kleinpaket' }));
    await user.click(within(panel).getByRole('button', { name: submitName }));
    expect(
      within(panel).getByText(
        '2 Bestellungen als versendet markieren? Die Kundinnen bekommen ihre Versandmail.',
      ),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Zurück' }));
    expect(api.requestsTo('POST /api/admin/bulk-shipments')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: submitName }));
    await user.click(within(panel).getByRole('button', { name: 'Ja, versenden' }));
    const results = await within(panel).findByRole('status');
    expect(api.requestsTo('POST /api/admin/bulk-shipments').map((r) => r.body)).toEqual([
      { orderIds: [FIRST, SECOND], product: 'kleinpaket' },
    ]);
    expect(results).toHaveTextContent('1 Bestellung versendet, 1 abgelehnt.');
    expect(results).toHaveTextContent('Nr. 10004 · Versendet');
    expect(results).toHaveTextContent('Nr. 10005 · Abgelehnt');
    expect(results).toHaveTextContent('Widerruf eingegangen: nicht versendet.');
    expect(
      within(results).getByRole('button', { name: 'Label als PDF herunterladen' }),
    ).toBeInTheDocument();
    // The selection was emptied: nothing to send until she ticks again.
    expect(within(panel).getByRole('button', { name: submitName })).toBeDisabled();
  });
});
