import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SellerLinkStatus } from '../../../../../domain/api/seller-page.ts';
import { fakeApi, json } from '../../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { WithAdminSession } from '../../../lib/testing/admin-session.tsx';
import { SellerLinkPanel } from './seller-link-panel.tsx';

// The seller's private link (decision 043, issue 32): shown once after 'Link erstellen', then
// copied with one tap or handed to the phone's share sheet where the browser has one.

const URL_ONCE = 'https://kinderkiste.example/verkaeufer/Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
const NO_LINK: SellerLinkStatus = { link: null, emailOnFile: false };
const CREATED = {
  link: { createdAt: '2026-11-27T10:00:00.000Z', lastOpenedAt: null },
  emailOnFile: false,
  url: URL_ONCE,
};

async function setup() {
  fakeApi({
    'GET /api/seller/7/link': json(NO_LINK),
    'POST /api/seller/7/link': json(CREATED, 201),
  });
  // user-event puts a clipboard of its own on navigator, which the test reads.
  const user = userEvent.setup();
  renderInApp(
    <WithAdminSession>
      <SellerLinkPanel sellerNumber={7} />
    </WithAdminSession>,
    { path: '/admin/sellerlist/7' },
  );
  expect(await screen.findByText('Kein gültiger Link.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Link erstellen' }));
  expect(await screen.findByLabelText(/Neuer Link/)).toHaveValue(URL_ONCE);
  return user;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('SellerLinkPanel', () => {
  it('copies the new link with one tap and says so', async () => {
    const user = await setup();

    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Link kopiert.');
    await expect(navigator.clipboard.readText()).resolves.toBe(URL_ONCE);
  });

  it('marks the link to copy by hand when the clipboard refuses', async () => {
    const user = await setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('not allowed'));

    await user.click(screen.getByRole('button', { name: 'Link kopieren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Kopieren ging nicht.');
    expect(screen.getByLabelText(/Neuer Link/)).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers no share button where the browser has no share sheet', async () => {
    await setup();

    expect(screen.getByRole('button', { name: 'Link kopieren' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Teilen' })).not.toBeInTheDocument();
  });

  it('hands the link to the share sheet where there is one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = await setup();

    await user.click(screen.getByRole('button', { name: 'Teilen' }));

    expect(share).toHaveBeenCalledWith({ title: 'Deine Verkäuferseite', url: URL_ONCE });
  });

  it('takes closing the share sheet quietly', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = await setup();

    await user.click(screen.getByRole('button', { name: 'Teilen' }));

    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Neuer Link/)).toHaveValue(URL_ONCE);
  });
});
