import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShopSettings } from '../../../domain/api/shop-settings.ts';
import { SETTING_KEYS } from '../../../domain/shop-settings.ts';
import { apiError, fakeApi, json } from '../../lib/testing/fake-api.ts';
import { renderInApp, siteInfo } from '../../lib/testing/render.tsx';
import { WithAdminSession } from '../lib/testing/admin-session.tsx';
import { AdminSettingsPage } from './admin-settings-page.tsx';

// The owner's settings page (decision 056): only what she changed is sent, a value fixed by the
// server's environment cannot be edited, and a refusal names its field.

const VALUES: Record<string, string> = {
  SHOP_OWNER: 'Erika Musterfrau',
  SHOP_STREET: 'Musterstraße 1',
  SHOP_POSTAL_CODE: '12345',
  SHOP_CITY: 'Musterstadt',
  SHOP_COUNTRY: 'Deutschland',
  SHOP_EMAIL: 'hallo@kinderkiste.example',
  SHOP_PHONE: '+49 30 555 0100',
  SHOP_TAX_ID: '',
  PAYMENT_METHODS: 'cash,paypal',
  SELLER_SHARE_PERCENT: '50',
  SORT_OUT_DAYS: '120',
  SELLER_SIGNUP_AUTO_APPROVE: 'false',
  DATEV_CONSULTANT_NUMBER: '',
  DATEV_CLIENT_NUMBER: '',
  DATEV_FISCAL_YEAR_START: '1',
  DATEV_ACCOUNT_LENGTH: '4',
  DATEV_ACCOUNT_REVENUE: '8195',
  DATEV_ACCOUNT_CASH: '1000',
  DATEV_ACCOUNT_PAYPAL: '1360',
  DATEV_ACCOUNT_KLARNA: '1361',
  DATEV_ACCOUNT_VOUCHERS: '1604',
};

function settings(revision: number, changes: Record<string, string> = {}): ShopSettings {
  return {
    revision,
    problem: null,
    settings: SETTING_KEYS.map((key) => ({
      key,
      value: changes[key] ?? VALUES[key] ?? '',
      fixedByEnvironment: key === 'SHOP_PHONE',
    })),
  };
}

function setup(save: Response) {
  const api = fakeApi({
    'GET /api/site': json(siteInfo()),
    'GET /api/admin/settings': json(settings(3)),
    'PUT /api/admin/settings': save,
  });
  renderInApp(
    <WithAdminSession>
      <AdminSettingsPage />
    </WithAdminSession>,
    { path: '/admin/einstellungen' },
  );
  return { api, user: userEvent.setup() };
}

describe('the settings page', () => {
  it('turns the automatic approval of new sellers on with a checkbox', async () => {
    const { api, user } = setup(json(settings(4, { SELLER_SIGNUP_AUTO_APPROVE: 'true' })));
    const box = await screen.findByRole('checkbox', {
      name: 'Neue Verkäuferinnen ohne meine Freigabe aufnehmen',
    });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Einstellungen gespeichert');
    expect(api.requestsTo('PUT /api/admin/settings').map((request) => request.body)).toEqual([
      { revision: 3, values: { SELLER_SIGNUP_AUTO_APPROVE: 'true' } },
    ]);
    expect(box).toBeChecked();
  });

  it('sends only the changed values with the revision it was loaded at', async () => {
    const { api, user } = setup(
      json(settings(4, { DATEV_CONSULTANT_NUMBER: '29098', DATEV_CLIENT_NUMBER: '55003' })),
    );
    const consultant = await screen.findByLabelText('Beraternummer');
    await user.type(consultant, '29098');
    await user.type(screen.getByLabelText('Mandantennummer'), '55003');
    expect(screen.getByText('2 Änderungen nicht gespeichert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Einstellungen gespeichert');
    expect(api.requestsTo('PUT /api/admin/settings').map((request) => request.body)).toEqual([
      { revision: 3, values: { DATEV_CONSULTANT_NUMBER: '29098', DATEV_CLIENT_NUMBER: '55003' } },
    ]);
    expect(screen.getByLabelText('Beraternummer')).toHaveValue('29098');
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  it('shows a value fixed by the environment without letting her change it', async () => {
    setup(json(settings(4)));
    const phone = await screen.findByLabelText('Telefon');
    expect(phone).toBeDisabled();
    expect(phone).toHaveValue('+49 30 555 0100');
    expect(phone).toHaveAccessibleDescription(
      'In der Server-Umgebung festgelegt (SHOP_PHONE); dort ändern.',
    );
    expect(screen.getByLabelText('Beraternummer')).toHaveAccessibleDescription(
      'Ohne Berater- und Mandantennummer gibt es keinen DATEV-Export.',
    );
  });

  it('puts a refusal at the field it names', async () => {
    const { user } = setup(apiError(400, 'Beraternummer: erwartet 4 bis 7 Ziffern, ab 1001.'));
    await user.type(await screen.findByLabelText('Beraternummer'), '12');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Beraternummer: erwartet');
    expect(screen.getByLabelText('Beraternummer')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a reload when somebody else saved first', async () => {
    const { api, user } = setup(
      apiError(409, 'Die Einstellungen wurden inzwischen von jemand anderem gespeichert.'),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Lastschrift' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(api.requestsTo('PUT /api/admin/settings')[0]?.body).toEqual({
      revision: 3,
      values: { PAYMENT_METHODS: 'cash,paypal,sepa-debit' },
    });
    api.answer({ 'GET /api/admin/settings': json(settings(5, { SHOP_CITY: 'Leipzig' })) });
    await user.click(await screen.findByRole('button', { name: 'Neu laden' }));
    expect(await screen.findByDisplayValue('Leipzig')).toBeInTheDocument();
    // The form starts afresh from the other admin's save.
    expect(screen.getByRole('checkbox', { name: 'Lastschrift' })).not.toBeChecked();
  });
});
