import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../lib/testing/render.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { NAV } from './admin-nav.ts';

// The admin's own frame (decision 058): the bar names the page, the menu opens every entry of
// the navigation as a sheet, the shop is one tap away, 'Abmelden' signs out.

function setup(path: string) {
  const signOut = vi.fn();
  const user = userEvent.setup();
  const { location } = renderInApp(
    <AdminFrame onSignOut={signOut}>
      <h1>Seite</h1>
    </AdminFrame>,
    { path },
  );
  return { signOut, user, location };
}

describe('AdminFrame', () => {
  it('names the page in the bar, an order as part of Bestellungen', () => {
    setup('/admin/orderhistory/6d1e0c9a-0000-4000-8000-000000000000');

    expect(screen.getByRole('banner')).toHaveTextContent('Bestellungen');
    expect(screen.getByRole('main')).toHaveTextContent('Seite');
  });

  it('opens every entry of the navigation from the menu, the current one marked', async () => {
    const { user, location } = setup('/admin/dashboard');

    await user.click(screen.getByRole('button', { name: 'Adminmenü öffnen' }));
    const sheet = screen.getByRole('dialog', { name: 'Adminbereich' });
    const nav = within(sheet).getByRole('navigation', { name: 'Adminbereich' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([...NAV.map((entry) => entry.label), 'Impressum', 'Datenschutz']);
    expect(within(nav).getByRole('link', { name: 'Übersicht' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav).getByRole('link', { name: 'Änderungsprotokoll' }));
    expect(location.href).toBe('/admin/protokoll');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Änderungsprotokoll');
  });

  it('leads to the shop and signs out', async () => {
    const { signOut, user, location } = setup('/admin/sale');

    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    expect(signOut).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('link', { name: /zum Shop$/ }));
    expect(location.href).toBe('/');
  });
});
