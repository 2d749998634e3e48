import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../../../lib/testing/fake-api.ts';
import { renderInApp } from '../../../../lib/testing/render.tsx';
import { WithAdminSession } from '../../../lib/testing/admin-session.tsx';
import { CancelRun } from './cancel-run.tsx';

// Cancelling the newest payout run (decision 077): nothing is sent before she ticks that the
// file never reached her bank.

const cancelledRun = {
  id: 7,
  messageId: 'KK-AUSZAHLUNG-7',
  createdAt: '2026-11-20T10:00:00.000Z',
  executionDate: '2026-11-20',
  payoutCount: 1,
  total: 15,
  fileName: 'KK-AUSZAHLUNG-7.xml',
  cancelledAt: '2026-11-21T09:00:00.000Z',
  cancellable: false,
  payouts: [],
};

describe('CancelRun', () => {
  it('sends the cancel only after the box is ticked, with her word that it was not uploaded', async () => {
    const api = fakeApi({
      'POST /api/admin/payouts/runs/7/cancel': json(cancelledRun),
      'GET /api/admin/payouts': json({}),
    });
    const user = userEvent.setup();
    renderInApp(
      <WithAdminSession>
        <CancelRun runId={7} />
      </WithAdminSession>,
      { path: '/admin/auszahlungen' },
    );
    await user.click(screen.getByRole('button', { name: /Stornieren/ }));
    const confirm = screen.getByRole('button', { name: 'Lauf 7 stornieren' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /nicht bei meiner Bank hochgeladen/ }));
    await user.click(confirm);
    await expect.poll(() => api.requestsTo('POST /api/admin/payouts/runs/7/cancel').length).toBe(1);
    expect(api.requestsTo('POST /api/admin/payouts/runs/7/cancel')[0]!.body).toEqual({
      notUploaded: true,
    });
  });
});
