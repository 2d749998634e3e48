import { randomInt } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../domain/api/auth.ts';
import {
  adminVoucherListSchema,
  adminVoucherSchema,
  createVoucherBodySchema,
} from '../../../domain/api/vouchers.ts';
import { centsToEuros, eurosToCents } from '../../../domain/money.ts';
import { issueVoucher } from '../../aggregates/voucher-ledger.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { orders, voucherTransactions, vouchers } from '../../db/schema.ts';
import { SHOP_TIME_ZONE_SQL } from '../../db/shop-time-zone.ts';
import { noteAuditSubject } from '../../lib/audit-subject.ts';

const adminErrors = { 401: errorSchema, 403: errorSchema };

// No 0/O, 1/I/L: a code read from paper is typed correctly. 16 characters of 31 ≈ 79 bits.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newVoucherCode(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

async function readVouchers(db: DatabaseOrTransaction, id?: number) {
  const rows = await db
    .select()
    .from(vouchers)
    .where(id === undefined ? undefined : eq(vouchers.id, id))
    .orderBy(desc(vouchers.number));
  const ledger = await db
    .select({
      voucherId: voucherTransactions.voucherId,
      kind: voucherTransactions.kind,
      amountCents: voucherTransactions.amountCents,
      orderNumber: orders.orderNumber,
      createdAt: voucherTransactions.createdAt,
    })
    .from(voucherTransactions)
    .leftJoin(orders, eq(orders.id, voucherTransactions.orderId))
    .where(id === undefined ? undefined : eq(voucherTransactions.voucherId, id))
    .orderBy(asc(voucherTransactions.id));
  return rows.map((row) => ({
    _id: row.id,
    code: row.code,
    number: row.number,
    initialValue: centsToEuros(row.initialValueCents),
    remainingValue: centsToEuros(row.remainingValueCents),
    usedValue: centsToEuros(row.initialValueCents - row.remainingValueCents),
    validUntil: row.validUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    ledger: ledger
      .filter((entry) => entry.voucherId === row.id)
      .map((entry) => ({
        kind: entry.kind as 'issue' | 'redeem' | 'release',
        amount: centsToEuros(entry.amountCents),
        orderNumber: entry.orderNumber,
        createdAt: entry.createdAt.toISOString(),
      })),
  }));
}

export const vouchersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/vouchers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin vouchers'],
        summary: 'All gift cards with their balance and ledger',
        response: { 200: adminVoucherListSchema, ...adminErrors },
      },
    },
    async () => readVouchers(app.db),
  );

  app.post(
    '/api/admin/vouchers',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin vouchers'],
        summary: 'Issues a gift card with a random XXXX-XXXX-XXXX-XXXX code (ledger: issue)',
        body: createVoucherBodySchema,
        response: { 201: adminVoucherSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const valueCents = eurosToCents(request.body.value);
      // Valid through the whole last day in Berlin, summer time or not.
      const validUntil = request.body.validUntil
        ? sql`((${request.body.validUntil}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE_SQL}) - interval '1 millisecond'`
        : null;
      const id = await app.db.transaction((tx) =>
        issueVoucher(tx, { code: newVoucherCode(), valueCents, validUntil }),
      );
      const [voucher] = await readVouchers(app.db, id);
      noteAuditSubject(request, { voucherNumber: voucher!.number });
      return reply.code(201).send(voucher!);
    },
  );
};
