import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sellerStatementSchema } from '../../../../../domain/api/sellers.ts';
import { adminDownload, useAdminRequest, useAdminSession } from '../../../lib/admin-session.ts';

export type SellerStatement = z.output<typeof sellerStatementSchema>;

const statementKey = (sellerNumber: number) => ['admin', 'sellers', 'statement', sellerNumber];

/** GET /api/seller/:number/statement: items, sales, share owed, payouts and balance. */
export function useSellerStatement(sellerNumber: number) {
  const request = useAdminRequest();
  return useQuery({
    queryKey: statementKey(sellerNumber),
    queryFn: ({ signal }) =>
      request(`/api/seller/${sellerNumber}/statement`, sellerStatementSchema, { signal }),
  });
}

/** POST /api/seller/:number/payouts: answers with the updated statement (409 over the balance). */
export function useRecordPayout(sellerNumber: number) {
  const request = useAdminRequest();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { amount: number; note: string }) =>
      request(`/api/seller/${sellerNumber}/payouts`, sellerStatementSchema, {
        method: 'POST',
        body,
      }),
    onSuccess: (statement) => queryClient.setQueryData(statementKey(sellerNumber), statement),
  });
}

/** A payout run's statement to the seller (PDF), saved as a file (decision 072). */
export function useDownloadStatement() {
  const { token } = useAdminSession();
  return useMutation({
    mutationFn: (payoutId: number) =>
      adminDownload(
        `/api/admin/payouts/${payoutId}/statement.pdf`,
        token,
        `Abrechnung-${payoutId}.pdf`,
      ),
  });
}
