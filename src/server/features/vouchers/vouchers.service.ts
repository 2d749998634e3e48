import { eq } from 'drizzle-orm';
import { VOUCHER_MESSAGES } from '../../../domain/api/vouchers.ts';
import { isVoucherCode, normalizeCode } from '../../../domain/voucher-code.ts';
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
  if (!row) throw new HttpError(404, VOUCHER_MESSAGES.notFound);
  if (row.validUntil && row.validUntil.getTime() < input.now.getTime()) {
    throw new HttpError(422, VOUCHER_MESSAGES.expired);
  }
  if (row.remainingValueCents <= 0) throw new HttpError(422, VOUCHER_MESSAGES.empty);
  return row;
}
