import { eq } from 'drizzle-orm';
import { VOUCHER_MESSAGES } from '../../../domain/api/vouchers.ts';
import { isVoucherCode, normalizeCode } from '../../../domain/voucher-code.ts';
import { voucherRejection } from '../../../domain/voucher-rules.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { vouchers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

export type VoucherRow = typeof vouchers.$inferSelect;

/** A voucher that can pay now: right format, exists, not expired, value left. Else 404/422. */
export async function validateVoucher(
  db: DatabaseOrTransaction,
  input: { code: string; now: Date },
): Promise<VoucherRow> {
  if (!isVoucherCode(input.code)) throw new HttpError(422, VOUCHER_MESSAGES.invalidFormat);
  const [row] = await db
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normalizeCode(input.code)));
  switch (voucherRejection(row, input.now)) {
    case 'not-found':
      throw new HttpError(404, VOUCHER_MESSAGES.notFound);
    case 'expired':
      throw new HttpError(422, VOUCHER_MESSAGES.expired);
    case 'empty':
      throw new HttpError(422, VOUCHER_MESSAGES.empty);
    case null:
      return row!;
  }
}
