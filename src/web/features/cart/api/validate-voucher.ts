import { voucherSchema } from '../../../../domain/api/vouchers.ts';
import type { Voucher, VoucherValidateRequest } from '../../../../domain/api/vouchers.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// POST /api/voucher/validate {code} (docs/product.md §5.1, §7.1): the voucher's number and balance;
// the client merges the response with the code it entered.

export function validateVoucher(input: VoucherValidateRequest): Promise<Voucher> {
  return apiRequest('/api/voucher/validate', voucherSchema, { method: 'POST', body: input });
}
