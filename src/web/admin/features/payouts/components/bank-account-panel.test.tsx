import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { WithAdminSession } from '../../../lib/testing/admin-session.tsx';
import { BankAccountPanel } from './bank-account-panel.tsx';

// The seller's name comes from the seller list, which may answer after the owner opened the form.
function SellerPage() {
  const [name, setName] = useState('');
  return (
    <>
      <button type="button" onClick={() => setName('Jördis Überweisung')}>
        Verkäuferinnen geladen
      </button>
      <BankAccountPanel sellerNumber={9450} sellerName={name} />
    </>
  );
}

const renderPanel = () =>
  renderInApp(
    <WithAdminSession>
      <SellerPage />
    </WithAdminSession>,
    { path: '/admin/sellerlist/9450' },
  );

describe('BankAccountPanel', () => {
  it("takes the seller's name as holder also when it arrives after the form opened", async () => {
    const api = fakeApi({
      'GET /api/seller/9450/bank-account': json({ bankAccount: null }),
      'PUT /api/seller/9450/bank-account': json({
        holder: 'Jördis Überweisung',
        ibanMasked: 'DE89 **** **** **** **** 3000',
        updatedAt: '2026-11-29T10:00:00.000Z',
      }),
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'IBAN eintragen' }));
    expect(screen.getByLabelText('Kontoinhaber:in')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Verkäuferinnen geladen' }));
    expect(screen.getByLabelText('Kontoinhaber:in')).toHaveValue('Jördis Überweisung');
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await expect.poll(() => api.requestsTo('PUT /api/seller/9450/bank-account').length).toBe(1);
    expect(api.requestsTo('PUT /api/seller/9450/bank-account')[0]!.body).toEqual({
      iban: 'DE89 3704 0044 0532 0130 00',
      holder: 'Jördis Überweisung',
    });
  });

  it('names an empty field in German beside it and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/seller/9450/bank-account': json({ bankAccount: null }) });
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'IBAN eintragen' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(/Bitte gib eine IBAN ein\./);
    expect(screen.getByLabelText('Kontoinhaber:in')).toHaveAccessibleDescription(
      'Bitte gib den Namen der Kontoinhaberin an.',
    );
    expect(api.requestsTo('PUT /api/seller/9450/bank-account')).toHaveLength(0);
  });
});
