import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PendingSignup } from '../../../../../domain/api/seller-signup.ts';
import { fakeApi, json, noContent } from '../../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { WithAdminSession } from '../../../lib/testing/admin-session.tsx';
import { PendingSignups } from './pending-signups.tsx';

// "Neue Verkäuferinnen" on the seller list (decision 075): approve or decline a sign-up.

const ANNA: PendingSignup = {
  id: '6f1c2b9e-8a51-4a55-9a3b-0c8b7a1e2d34',
  name: 'Anna Becker',
  email: 'anna@example.org',
  phone: null,
  accountHolder: 'Anna Becker',
  ibanMasked: 'DE89 **** **** **** **** 3000',
  unsoldChoice: 'pickup',
  termsVersion: '2026-11-27',
  confirmedAt: '2026-11-27T10:00:00.000Z',
};

function renderList() {
  renderInApp(
    <WithAdminSession>
      <PendingSignups />
    </WithAdminSession>,
    { path: '/admin/sellerlist' },
  );
}

describe('PendingSignups', () => {
  it('approves a sign-up and names her new number', async () => {
    const api = fakeApi({
      'GET /api/admin/seller-signups': json([ANNA]),
      [`POST /api/admin/seller-signups/${ANNA.id}/approve`]: json({ sellerNumber: 118 }),
      'GET /api/seller': json([]),
    });
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('Neue Verkäuferinnen (1)')).toBeVisible();
    expect(screen.getByText(/DE89 \*{4}/)).toBeVisible();
    expect(screen.getByText(/Ich hole sie ab · Bedingungen vom 27\.11\.2026/)).toBeVisible();
    api.answer({ 'GET /api/admin/seller-signups': json([]) });
    await user.click(screen.getByRole('button', { name: 'Freigeben' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Anna Becker ist jetzt Verkäuferin Nr. 118',
    );
    expect(api.requestsTo(`POST /api/admin/seller-signups/${ANNA.id}/approve`)).toHaveLength(1);
  });

  it('declines a sign-up', async () => {
    const api = fakeApi({
      'GET /api/admin/seller-signups': json([ANNA]),
      [`DELETE /api/admin/seller-signups/${ANNA.id}`]: noContent(),
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    expect(api.requestsTo(`DELETE /api/admin/seller-signups/${ANNA.id}`)).toHaveLength(1);
  });

  it('shows nothing while no sign-up waits', async () => {
    const api = fakeApi({ 'GET /api/admin/seller-signups': json([]) });
    renderList();
    await expect.poll(() => api.requestsTo('GET /api/admin/seller-signups').length).toBe(1);
    expect(screen.queryByText(/Neue Verkäuferinnen/)).toBeNull();
  });
});
