import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { PAYOUT_MESSAGES, type PayoutOverview } from '../../../domain/api/payouts.ts';
import { centsToEuros } from '../../../domain/money.ts';
import { buildPain001 } from '../../../domain/payouts/pain001.ts';
import { buildPayoutStatement } from '../../../domain/payouts/payout-statement.ts';
import { berlinDay } from '../../../domain/report-series.ts';
import { listSaleLinesByIds, type SellerSaleLine } from '../../aggregates/sales.ts';
import type { Config } from '../../config.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { payoutRuns, sellerBankAccounts, sellerPayouts, sellers } from '../../db/schema.ts';
import { recordFollowUps } from '../../lib/follow-ups.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { SellerDataKeys } from '../../lib/seller-data-key.ts';
import { sealPayoutFile } from '../../aggregates/seller-bank-accounts.ts';
import { openBankAccount } from '../../aggregates/seller-bank-accounts.ts';
import { sellerBalances } from '../../aggregates/payout-balances.ts';
import { payoutCounts } from '../../aggregates/counting-payouts.ts';

// Payout runs (issue 34 item 6, decision 072): every due seller paid in one SEPA file, each
// share booked exactly once.
//
// Exactly once: a run takes a transaction-level advisory lock and then locks every seller's
// row (as a payout recorded by hand does), computes the balances only then, and books the
// payouts and the file in the same transaction. A second run, in this process or another,
// waits for the first to commit and then sees its payouts: the balances it computes are what is
// left, normally nothing, so it books nothing and says so.

type PayoutConfig = Pick<
  Config,
  'SELLER_SHARE_PERCENT' | 'PAYOUT_MINIMUM_EUROS' | 'SHOP_IBAN' | 'SHOP_BIC' | 'SHOP_ACCOUNT_HOLDER'
> & { shop: { name: string; owner: string } };

// Arbitrary constant naming "payout run" for pg_advisory_xact_lock.
const PAYOUT_RUN_LOCK_ID = 72_0072;

export const payoutFileName = (messageId: string) => `${messageId}.xml`;
const messageIdOf = (runId: number) => `KK-AUSZAHLUNG-${runId}`;
const endToEndIdOf = (runId: number, sellerNumber: number) => `KK-A${runId}-V${sellerNumber}`;

type DueRow = {
  sellerNumber: number;
  name: string;
  balanceCents: number;
  pendingCents: number;
  ibanMasked: string | null;
  due: boolean;
  reason: string | null;
  left: boolean;
};

async function dueRows(
  db: DatabaseOrTransaction,
  config: PayoutConfig,
  now: Date,
): Promise<{ rows: DueRow[]; balances: Awaited<ReturnType<typeof sellerBalances>> }> {
  const balances = await sellerBalances(db, config.SELLER_SHARE_PERCENT, now);
  const people = await db
    .select({
      number: sellers.number,
      name: sellers.name,
      ibanMasked: sellerBankAccounts.ibanMasked,
      leftAt: sellers.leftAt,
    })
    .from(sellers)
    .leftJoin(sellerBankAccounts, eq(sellerBankAccounts.sellerNumber, sellers.number))
    .orderBy(asc(sellers.number));
  const minimumCents = config.PAYOUT_MINIMUM_EUROS * 100;
  const rows = people.flatMap((person): DueRow[] => {
    const balance = balances.get(person.number);
    if (!balance || (balance.balanceCents === 0 && balance.pendingCents === 0)) return [];
    const left = person.leftAt !== null;
    // A seller who left gets her last balance whatever its size (decision 077).
    const reason =
      balance.balanceCents < 0
        ? left
          ? 'Rückgabe nach der letzten Auszahlung einer ehemaligen Verkäuferin'
          : 'Rückgabe nach einer Auszahlung: wird mit späteren Verkäufen verrechnet'
        : balance.balanceCents < minimumCents && !(left && balance.balanceCents > 0)
          ? 'Unter dem Mindestbetrag'
          : person.ibanMasked === null
            ? 'Keine IBAN hinterlegt'
            : null;
    return [
      {
        sellerNumber: person.number,
        name: person.name,
        balanceCents: balance.balanceCents,
        pendingCents: balance.pendingCents,
        ibanMasked: person.ibanMasked,
        due: reason === null,
        reason,
        left,
      },
    ];
  });
  return { rows, balances };
}

function runSummary(run: typeof payoutRuns.$inferSelect, newestLiveRunId: number | null) {
  return {
    id: run.id,
    messageId: run.messageId,
    createdAt: run.createdAt.toISOString(),
    executionDate: run.executionDate,
    payoutCount: run.payoutCount,
    total: centsToEuros(run.totalCents),
    fileName: payoutFileName(run.messageId),
    cancelledAt: run.cancelledAt?.toISOString() ?? null,
    cancellable: run.cancelledAt === null && run.id === newestLiveRunId,
  };
}

/** The newest run not cancelled: the only one that may be cancelled. */
async function newestLiveRunId(db: DatabaseOrTransaction): Promise<number | null> {
  const [newest] = await db
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(isNull(payoutRuns.cancelledAt))
    .orderBy(desc(payoutRuns.id))
    .limit(1);
  return newest?.id ?? null;
}

/** The admin's payout page: who is due, who is not and why, and the past runs. */
export async function payoutOverview(
  db: DatabaseOrTransaction,
  config: PayoutConfig,
  now: Date,
): Promise<PayoutOverview> {
  const { rows } = await dueRows(db, config, now);
  const runs = await db.select().from(payoutRuns).orderBy(desc(payoutRuns.id)).limit(50);
  const newest = await newestLiveRunId(db);
  const due = rows.filter((row) => row.due);
  return {
    minimum: config.PAYOUT_MINIMUM_EUROS,
    debtorReady: config.SHOP_IBAN !== undefined,
    sellers: rows.map((row) => ({
      sellerNumber: row.sellerNumber,
      name: row.name,
      balance: centsToEuros(row.balanceCents),
      pending: centsToEuros(row.pendingCents),
      ibanMasked: row.ibanMasked,
      due: row.due,
      reason: row.reason,
      left: row.left,
    })),
    dueCount: due.length,
    dueTotal: centsToEuros(due.reduce((sum, row) => sum + row.balanceCents, 0)),
    runs: runs.map((run) => runSummary(run, newest)),
  };
}

/** The lines earlier statements of this seller settled, and which of them are sold no more. */
async function earlierStatements(
  tx: DatabaseOrTransaction,
  sellerNumber: number,
  settled: readonly SellerSaleLine[],
): Promise<{ previouslySettledIds: Set<number>; returned: SellerSaleLine[] }> {
  const earlier = await tx
    .select({ statement: sellerPayouts.statement })
    .from(sellerPayouts)
    .where(
      and(
        eq(sellerPayouts.sellerNumber, sellerNumber),
        isNotNull(sellerPayouts.statement),
        payoutCounts(),
      ),
    );
  const previouslySettledIds = new Set(
    earlier.flatMap((row) => row.statement?.settledLineIds ?? []),
  );
  const now = new Set(settled.map((line) => line.lineId));
  const gone = [...previouslySettledIds].filter((id) => !now.has(id));
  return { previouslySettledIds, returned: await listSaleLinesByIds(tx, gone) };
}

/**
 * Starts a payout run: books a payout for every due seller with an IBAN, writes the SEPA file,
 * and records each seller's statement mail, all in one transaction. Nothing due: 409 with a
 * German sentence, nothing booked.
 */
export async function startPayoutRun(deps: {
  db: Database;
  keys: SellerDataKeys;
  config: PayoutConfig;
  now: Date;
  createdBy: string | null;
}): Promise<typeof payoutRuns.$inferSelect> {
  const { config, now } = deps;
  const debtorIban = config.SHOP_IBAN;
  if (debtorIban === undefined) throw new HttpError(409, PAYOUT_MESSAGES.noShopIban);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_RUN_LOCK_ID})`);
    // Payouts recorded by hand lock their seller's row too (recordPayout).
    await tx
      .select({ number: sellers.number })
      .from(sellers)
      .orderBy(asc(sellers.number))
      .for('update');
    const { rows, balances } = await dueRows(tx, config, now);
    const due = rows.filter((row) => row.due);
    if (due.length === 0) throw new HttpError(409, PAYOUT_MESSAGES.nothingDue);

    const idResult = await tx.execute<{ id: string }>(
      sql`select nextval(pg_get_serial_sequence('payout_runs', 'id')) as id`,
    );
    const runId = Number(idResult.rows[0]?.id);
    const messageId = messageIdOf(runId);
    const executionDate = berlinDay(now);
    const accounts = await tx.select().from(sellerBankAccounts);
    const transfers = [];
    for (const row of due) {
      const account = accounts.find((candidate) => candidate.sellerNumber === row.sellerNumber)!;
      const { iban, holder } = openBankAccount(deps.keys, account);
      const endToEndId = endToEndIdOf(runId, row.sellerNumber);
      const settled = balances.get(row.sellerNumber)?.settled ?? [];
      const { previouslySettledIds, returned } = await earlierStatements(
        tx,
        row.sellerNumber,
        settled,
      );
      const statement = buildPayoutStatement({
        seller: { number: row.sellerNumber, name: row.name },
        sharePercent: config.SELLER_SHARE_PERCENT,
        settled: settled.map((line) => ({ ...line, soldAt: line.paidAt.toISOString() })),
        previouslySettledIds,
        returned: returned.map((line) => ({ ...line, soldAt: line.paidAt.toISOString() })),
        amountCents: row.balanceCents,
        endToEndId,
        executionDate,
        holder,
        ibanMasked: account.ibanMasked,
      });
      transfers.push({
        endToEndId,
        amountCents: row.balanceCents,
        creditorName: holder,
        creditorIban: iban,
        remittance: `Auszahlung ${config.shop.name} Verkaeufernummer ${row.sellerNumber} Abrechnung ${endToEndId}`,
        sellerNumber: row.sellerNumber,
        statement,
      });
    }
    const totalCents = transfers.reduce((sum, transfer) => sum + transfer.amountCents, 0);
    const fileXml = buildPain001({
      messageId,
      createdAt: now,
      executionDate,
      debtor: {
        name: config.SHOP_ACCOUNT_HOLDER ?? config.shop.owner,
        iban: debtorIban,
        bic: config.SHOP_BIC ?? null,
      },
      transfers,
    });
    const [run] = await tx
      .insert(payoutRuns)
      .values({
        id: runId,
        messageId,
        executionDate,
        payoutCount: transfers.length,
        totalCents,
        ...sealPayoutFile(deps.keys, runId, fileXml),
        createdBy: deps.createdBy,
        createdAt: now,
      })
      .returning();
    const payouts = await tx
      .insert(sellerPayouts)
      .values(
        transfers.map((transfer) => ({
          sellerNumber: transfer.sellerNumber,
          amountCents: transfer.amountCents,
          note: `Auszahlungslauf ${runId} (SEPA)`,
          runId,
          endToEndId: transfer.endToEndId,
          statement: transfer.statement,
          createdAt: now,
        })),
      )
      .returning({ id: sellerPayouts.id });
    await recordFollowUps(
      tx,
      payouts.map((payout) => ({
        kind: 'mail-payout-statement' as const,
        subject: `payout-${payout.id}`,
        payload: { payoutId: String(payout.id) },
      })),
      { now },
    );
    return run!;
  });
}

export async function payoutRunDetail(db: DatabaseOrTransaction, runId: number) {
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, runId));
  if (!run) throw new HttpError(404, PAYOUT_MESSAGES.runNotFound);
  const payouts = await db
    .select({
      sellerNumber: sellerPayouts.sellerNumber,
      name: sellers.name,
      amountCents: sellerPayouts.amountCents,
      endToEndId: sellerPayouts.endToEndId,
      statement: sellerPayouts.statement,
    })
    .from(sellerPayouts)
    .innerJoin(sellers, eq(sellers.number, sellerPayouts.sellerNumber))
    .where(eq(sellerPayouts.runId, runId))
    .orderBy(asc(sellerPayouts.sellerNumber));
  return {
    run,
    detail: {
      ...runSummary(run, await newestLiveRunId(db)),
      payouts: payouts.map((payout) => ({
        sellerNumber: payout.sellerNumber,
        name: payout.name,
        amount: centsToEuros(payout.amountCents),
        endToEndId: payout.endToEndId ?? '',
        ibanMasked: payout.statement?.ibanMasked ?? '',
      })),
    },
  };
}

/**
 * Cancels the newest run the owner says she never uploaded to her bank (decision 077). Its
 * payouts, statements and file stay on file, marked, and count no more, so their shares are due
 * again. Under the payout runs' lock: a run started at the same moment, in any process, either
 * committed first (then this one is no longer the newest and is refused) or waits and sees the
 * shares due again. Statement mails not yet sent are skipped.
 */
export async function cancelPayoutRun(deps: {
  db: Database;
  runId: number;
  now: Date;
  cancelledBy: string | null;
}): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_RUN_LOCK_ID})`);
    const [run] = await tx.select().from(payoutRuns).where(eq(payoutRuns.id, deps.runId));
    if (!run) throw new HttpError(404, PAYOUT_MESSAGES.runNotFound);
    if (run.cancelledAt !== null) throw new HttpError(409, PAYOUT_MESSAGES.runCancelled);
    if ((await newestLiveRunId(tx)) !== run.id) {
      throw new HttpError(409, PAYOUT_MESSAGES.runNotNewest);
    }
    // Paying her again needs her IBAN; once a left seller's is deleted, the run stands.
    const [deleted] = await tx
      .select({ number: sellers.number })
      .from(sellerPayouts)
      .innerJoin(sellers, eq(sellers.number, sellerPayouts.sellerNumber))
      .where(and(eq(sellerPayouts.runId, run.id), isNotNull(sellers.contactDeletedAt)))
      .limit(1);
    if (deleted) throw new HttpError(409, PAYOUT_MESSAGES.runDataDeleted);
    await tx
      .update(payoutRuns)
      .set({ cancelledAt: deps.now, cancelledBy: deps.cancelledBy })
      .where(eq(payoutRuns.id, run.id));
  });
}
