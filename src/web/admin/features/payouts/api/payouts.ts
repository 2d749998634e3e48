import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bankAccountStatusSchema,
  maskedBankAccountSchema,
  payoutOverviewSchema,
  payoutRunDetailSchema,
  revealedBankAccountSchema,
  type BankAccountBody,
} from '../../../../../domain/api/payouts.ts';
import { adminDownload, useAdminRequest, useAdminSession } from '../../../lib/admin-session.ts';

// The seller's bank account and the payout runs (decision 072).

const bankAccountKey = (sellerNumber: number) => ['admin', 'sellers', 'bank-account', sellerNumber];
const overviewKey = ['admin', 'payouts'];

/** GET /api/seller/:number/bank-account: holder and masked IBAN, or null. */
export function useBankAccount(sellerNumber: number) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: bankAccountKey(sellerNumber),
    queryFn: ({ signal }) =>
      request(`/api/seller/${sellerNumber}/bank-account`, bankAccountStatusSchema, { signal }),
  });
}

/** PUT /api/seller/:number/bank-account (400 with the German reason for a wrong IBAN). */
export function useSaveBankAccount(sellerNumber: number) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankAccountBody) =>
      request(`/api/seller/${sellerNumber}/bank-account`, maskedBankAccountSchema, {
        method: 'PUT',
        body,
      }),
    onSuccess: (bankAccount) => {
      queryClient.setQueryData(bankAccountKey(sellerNumber), { bankAccount });
      void queryClient.invalidateQueries({ queryKey: overviewKey });
    },
  });
}

/** POST /api/seller/:number/bank-account/reveal: the whole IBAN; the audit log records it. */
export function useRevealIban(sellerNumber: number) {
  const request = useAdminRequest();
  return useMutation({
    mutationFn: () =>
      request(`/api/seller/${sellerNumber}/bank-account/reveal`, revealedBankAccountSchema, {
        method: 'POST',
      }),
  });
}

/** GET /api/admin/payouts: who is due, the sums, the past runs. */
export function usePayoutOverview() {
  const request = useAdminRequest();
  return useQuery({
    queryKey: overviewKey,
    queryFn: ({ signal }) => request('/api/admin/payouts', payoutOverviewSchema, { signal }),
  });
}

/** POST /api/admin/payouts/runs: 409 with a German sentence when nothing is due. */
export function useStartPayoutRun() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('/api/admin/payouts/runs', payoutRunDetailSchema, { method: 'POST' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: overviewKey }),
  });
}

/** The run's SEPA file (GET /api/admin/payouts/runs/:id/file), saved for the online banking. */
export function useDownloadPayoutFile() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (run: { id: number; fileName: string }) =>
      adminDownload(`/api/admin/payouts/runs/${run.id}/file`, token, run.fileName),
  });
}

/** POST /api/admin/payouts/runs/:id/cancel: only the newest run, never uploaded (decision 077). */
export function useCancelPayoutRun() {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (runId: number) =>
      request(`/api/admin/payouts/runs/${runId}/cancel`, payoutRunDetailSchema, {
        method: 'POST',
        body: { notUploaded: true },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: overviewKey }),
  });
}
