import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../../../domain/api/brands.ts';
import { apiError, fakeApi, json } from '../../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { WithAdminSession } from '../../../lib/testing/admin-session.tsx';
import { BrandTable } from './brand-table.tsx';

// The brand info list (issue 32): an edit that was saved says so once the editor closes.

const FRUGI: Brand = {
  brand: 'Frugi',
  manufacturerName: 'Frugi Ltd',
  email: 'hallo@frugi.example',
  address: { street: 'Hauptstraße 1', postalcode: '10115', city: 'Berlin' },
  country: 'Deutschland',
  isEurope: true,
  nameEurope: null,
  addressEurope: null,
  emailEurope: null,
  rating: 4,
};

function setup() {
  const api = fakeApi();
  const user = userEvent.setup();
  renderInApp(
    <WithAdminSession>
      <BrandTable brands={[{ ...FRUGI, productCount: 3, isComplete: true }]} />
    </WithAdminSession>,
    { path: '/admin/brandsinfo' },
  );
  return { api, user };
}

describe('BrandTable', () => {
  it('says that an edit was saved', async () => {
    const { api, user } = setup();
    api.answer({ 'POST /api/brands': json({ ...FRUGI, manufacturerName: 'Frugi GmbH' }) });

    await user.click(screen.getByRole('button', { name: 'Frugi bearbeiten' }));
    await user.clear(screen.getByLabelText('Hersteller'));
    await user.type(screen.getByLabelText('Hersteller'), 'Frugi GmbH');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Marke „Frugi“ gespeichert.');
    expect(screen.queryByLabelText('Hersteller')).not.toBeInTheDocument();
    expect(api.requestsTo('POST /api/brands')[0]?.body).toMatchObject({
      brand: 'Frugi',
      manufacturerName: 'Frugi GmbH',
    });
  });

  it('says nothing of saving when she cancels, or when the server refuses', async () => {
    const { api, user } = setup();
    api.answer({ 'POST /api/brands': apiError(400, 'Bitte gib eine E-Mail-Adresse an.') });

    await user.click(screen.getByRole('button', { name: 'Frugi bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Frugi bearbeiten' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte gib eine E-Mail-Adresse an.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
