import { useMutation } from '@tanstack/react-query';
import { withdrawalReceiptSchema } from '../../../../domain/api/withdrawals.ts';
import type { WithdrawalReceipt, WithdrawalRequest } from '../../../../domain/api/withdrawals.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// POST /api/withdrawals: the 'Vertrag widerrufen' function (§ 356a BGB); answers with the receipt.

function declareWithdrawal(request: WithdrawalRequest): Promise<WithdrawalReceipt> {
  return apiRequest('/api/withdrawals', withdrawalReceiptSchema, { method: 'POST', body: request });
}

export function useDeclareWithdrawal() {
  return useMutation({ mutationFn: declareWithdrawal });
}
