import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { WithAdminSession } from '../../../lib/testing/admin-session.tsx';
import { SellerTable } from './seller-table.tsx';

// The seller list (issue 32): the seller's name leads to her page, not only the item count.

const SELLERS = [
  { number: 101, name: 'Jana Kurz', email: null, phone: null, notes: null, productCount: 18 },
  {
    number: 102,
    name: 'Ole Lang',
    email: 'ole@example.de',
    phone: null,
    notes: null,
    productCount: 0,
  },
];

function setup() {
  const user = userEvent.setup();
  const { location } = renderInApp(
    <WithAdminSession>
      <SellerTable sellers={SELLERS} />
    </WithAdminSession>,
    { path: '/admin/sellerlist' },
  );
  return { user, location };
}

describe('SellerTable', () => {
  it("leads from the seller's name to her page", async () => {
    const { user, location } = setup();

    await user.click(screen.getByRole('link', { name: '102 – Ole Lang' }));

    expect(location.href).toBe('/admin/sellerlist/102');
  });

  it('still leads there from the item count', async () => {
    const { user, location } = setup();

    await user.click(screen.getByRole('link', { name: '18 Artikel' }));
    expect(location.href).toBe('/admin/sellerlist/101');
  });

  it('opens the editor in place from "Bearbeiten"', async () => {
    const { user, location } = setup();

    await user.click(screen.getByRole('button', { name: 'Verkäufer 101 bearbeiten' }));

    expect(location.href).toBe('/admin/sellerlist');
    expect(screen.getByLabelText('Name')).toHaveValue('Jana Kurz');
  });
});
