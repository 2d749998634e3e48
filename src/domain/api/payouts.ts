import { z } from 'zod';

// Sellers' bank accounts and payout runs by SEPA (issue 34, decision 072).

/** PUT /api/seller/:number/bank-account. The IBAN is checked on the server (ibantools). */
export const bankAccountBodySchema = z.object({
  iban: z.string().trim().min(1, { error: 'Bitte gib eine IBAN ein.' }).max(50),
  holder: z
    .string()
    .trim()
    .min(1, { error: 'Bitte gib den Namen der Kontoinhaberin an.' })
    .max(70, { error: 'Der Name darf höchstens 70 Zeichen haben.' }),
});
export type BankAccountBody = z.infer<typeof bankAccountBodySchema>;

/** What any admin page shows of a seller's account: never the whole IBAN. */
export const maskedBankAccountSchema = z.object({
  holder: z.string(),
  ibanMasked: z.string().describe('DE89 **** **** **** **** 3000'),
  updatedAt: z.iso.datetime(),
});
export const bankAccountStatusSchema = z.object({
  bankAccount: maskedBankAccountSchema.nullable(),
});

/** POST /api/seller/:number/bank-account/reveal: the whole IBAN, each call in the audit log. */
export const revealedBankAccountSchema = z.object({
  holder: z.string(),
  iban: z.string().describe('In groups of four: DE89 3704 0044 0532 0130 00'),
});

export const dueSellerSchema = z.object({
  sellerNumber: z.number().int(),
  name: z.string(),
  /** Her share of items sold and past the withdrawal period, minus all payouts. */
  balance: z.number(),
  /** Her share of items sold but still returnable: paid in a later run. */
  pending: z.number(),
  ibanMasked: z.string().nullable(),
  /** In the next run: balance at least the minimum and an IBAN on file. */
  due: z.boolean(),
  /** Why not, when not: a return to net, under the minimum, or no IBAN. */
  reason: z.string().nullable(),
  /** She left (decision 077): her last balance is paid even below the minimum. */
  left: z.boolean(),
});

export const payoutRunSummarySchema = z.object({
  id: z.number().int(),
  messageId: z.string(),
  createdAt: z.iso.datetime(),
  executionDate: z.iso.date(),
  payoutCount: z.number().int(),
  total: z.number(),
  fileName: z.string(),
  /** The owner cancelled it before uploading it (decision 077): its payouts count no more. */
  cancelledAt: z.iso.datetime().nullable(),
  /** Only the newest run not cancelled may be cancelled. */
  cancellable: z.boolean(),
});

/** POST /api/admin/payouts/runs/:id/cancel: she confirms the file never reached her bank. */
export const cancelPayoutRunBodySchema = z.object({
  notUploaded: z.literal(true, {
    error: 'Bitte bestätige, dass du die Datei nicht bei deiner Bank hochgeladen hast.',
  }),
});

export const payoutOverviewSchema = z.object({
  minimum: z.number(),
  /** Whether the shop's own IBAN is set: without it no file can be written. */
  debtorReady: z.boolean(),
  sellers: z.array(dueSellerSchema),
  dueCount: z.number().int(),
  dueTotal: z.number(),
  runs: z.array(payoutRunSummarySchema),
});
export type PayoutOverview = z.infer<typeof payoutOverviewSchema>;

export const payoutRunDetailSchema = payoutRunSummarySchema.extend({
  payouts: z.array(
    z.object({
      sellerNumber: z.number().int(),
      name: z.string(),
      amount: z.number(),
      endToEndId: z.string(),
      ibanMasked: z.string(),
    }),
  ),
});
export type PayoutRunDetail = z.infer<typeof payoutRunDetailSchema>;

export const PAYOUT_MESSAGES = {
  nothingDue:
    'Im Moment ist keine Auszahlung fällig: keine Verkäuferin mit hinterlegter IBAN hat ein Guthaben über dem Mindestbetrag. Es wurde nichts gebucht.',
  noShopIban:
    'Für die Überweisungsdatei fehlt die IBAN des Shop-Kontos. Trag sie unter Admin → Einstellungen → Auszahlungen ein.',
  runNotFound: 'Diesen Auszahlungslauf gibt es nicht.',
  noBankAccount: 'Für diese Verkäuferin ist keine IBAN hinterlegt.',
  statementNotFound: 'Diese Abrechnung gibt es nicht.',
  runNotNewest:
    'Nur der neueste Auszahlungslauf kann storniert werden. Spätere Läufe bauen auf diesem auf.',
  runCancelled: 'Dieser Auszahlungslauf ist schon storniert.',
  fileDeleted:
    'Die SEPA-Datei dieses Laufs ist gelöscht: Sie enthielt die IBAN einer ehemaligen Verkäuferin, die nach ihrer letzten Auszahlung gelöscht wurde. Die Auszahlungen selbst sind weiter verbucht.',
  runDataDeleted:
    'Dieser Lauf kann nicht mehr storniert werden: Die Bankverbindung einer Verkäuferin darin ist schon gelöscht.',
} as const;
