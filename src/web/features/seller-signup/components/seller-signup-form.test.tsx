import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SIGNUP_MESSAGES } from '../../../../domain/api/seller-signup.ts';
import { IBAN_MESSAGES } from '../../../../domain/payouts/iban.ts';
import { CONSIGNMENT_TERMS_VERSION } from '../../../../domain/seller-signup.ts';
import { apiError, fakeApi, json } from '../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../lib/testing/render.tsx';
import { SellerSignupForm } from './seller-signup-form.tsx';

// The sign-up on /verkaufen (decision 075): German messages at the fields before anything is
// sent, the server's answer shown, and what is sent.

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Dein Name'), 'Anna Becker');
  await user.type(screen.getByLabelText('Deine E-Mail-Adresse'), 'anna@example.org');
  await user.type(
    screen.getByLabelText('IBAN für deine Auszahlungen'),
    'DE89 3704 0044 0532 0130 00',
  );
  await user.click(screen.getByLabelText('Bitte spenden'));
}

describe('SellerSignupForm', () => {
  it('names what is missing and sends nothing', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderInApp(<SellerSignupForm />, { path: '/verkaufen' });
    await user.type(screen.getByLabelText('Deine E-Mail-Adresse'), 'anna(at)example.org');
    await user.click(screen.getByRole('button', { name: 'Als Verkäuferin anmelden' }));
    expect(screen.getByText('Bitte gib deinen Namen an.')).toBeVisible();
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeVisible();
    expect(screen.getByText(SIGNUP_MESSAGES.termsRequired)).toBeVisible();
    expect(screen.getByText(/Bitte wähle, was mit unverkauften Sachen/)).toBeVisible();
    expect(api.requestsTo('POST /api/seller-signups')).toEqual([]);
  });

  it('sends the sign-up with the terms version and shows the answer', async () => {
    const api = fakeApi({
      'POST /api/seller-signups': json({ message: SIGNUP_MESSAGES.accepted }, 202),
    });
    const user = userEvent.setup();
    renderInApp(<SellerSignupForm />, { path: '/verkaufen' });
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: /Kommissionsbedingungen/ }));
    await user.click(screen.getByRole('button', { name: 'Als Verkäuferin anmelden' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Fast geschafft!');
    expect(api.requestsTo('POST /api/seller-signups')[0]!.body).toMatchObject({
      name: 'Anna Becker',
      email: 'anna@example.org',
      holder: 'Anna Becker',
      unsoldChoice: 'donate',
      acceptsTerms: true,
      termsVersion: CONSIGNMENT_TERMS_VERSION,
    });
  });

  it('shows the server’s refusal of the IBAN', async () => {
    fakeApi({ 'POST /api/seller-signups': apiError(400, IBAN_MESSAGES.checksum) });
    const user = userEvent.setup();
    renderInApp(<SellerSignupForm />, { path: '/verkaufen' });
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: /Kommissionsbedingungen/ }));
    await user.click(screen.getByRole('button', { name: 'Als Verkäuferin anmelden' }));
    const iban = screen.getByLabelText('IBAN für deine Auszahlungen');
    await expect.poll(() => iban.getAttribute('aria-invalid')).toBe('true');
    expect(iban).toHaveAccessibleDescription(IBAN_MESSAGES.checksum);
  });
});
