import type { Config } from '../../config.ts';
import { bookingOf } from '../../../domain/bookkeeping/document-booking.ts';
import {
  datevFileName,
  datevLineOfPayout,
  datevLinesOf,
  datevTimestamp,
  fiscalYearStartOf,
  renderBuchungsstapel,
  type DatevAccounts,
  type DatevPayout,
} from '../../../domain/bookkeeping/datev-extf.ts';
import type { DocumentPeriod, IssuedDocument } from './documents-journal.ts';

// The period's documents as a DATEV Buchungsstapel (decision 033), for the accountant's import.

export const DATEV_MESSAGES = {
  notConfigured:
    'Für den DATEV-Export fehlen die Beraternummer und die Mandantennummer deiner ' +
    'Steuerberatung. Trag sie unter Admin → Einstellungen ein.',
  twoFiscalYears:
    'Ein DATEV-Export umfasst höchstens ein Wirtschaftsjahr. Bitte den Zeitraum aufteilen.',
} as const;

type DatevConfig = Pick<
  Config,
  | 'DATEV_CONSULTANT_NUMBER'
  | 'DATEV_CLIENT_NUMBER'
  | 'DATEV_FISCAL_YEAR_START'
  | 'DATEV_ACCOUNT_LENGTH'
  | 'DATEV_ACCOUNT_REVENUE'
  | 'DATEV_ACCOUNT_CASH'
  | 'DATEV_ACCOUNT_PAYPAL'
  | 'DATEV_ACCOUNT_KLARNA'
  | 'DATEV_ACCOUNT_VOUCHERS'
  | 'DATEV_ACCOUNT_BANK'
  | 'DATEV_ACCOUNT_CONSIGNOR_PAYABLES'
>;

export type DatevExport =
  | { ok: true; fileName: string; bytes: Buffer }
  | { ok: false; reason: keyof typeof DATEV_MESSAGES };

function datevAccountsOf(config: DatevConfig): DatevAccounts {
  return {
    revenue: config.DATEV_ACCOUNT_REVENUE,
    cash: config.DATEV_ACCOUNT_CASH,
    paypal: config.DATEV_ACCOUNT_PAYPAL,
    klarna: config.DATEV_ACCOUNT_KLARNA,
    vouchers: config.DATEV_ACCOUNT_VOUCHERS,
    bank: config.DATEV_ACCOUNT_BANK,
    consignorPayables: config.DATEV_ACCOUNT_CONSIGNOR_PAYABLES,
  };
}

/**
 * The Buchungsstapel of the period's documents. Its 'Erzeugt am' is when the period's last
 * document was issued (the period's last day, 23:59:59, when it has none), never the moment of
 * the download: the same documents give the same bytes, so a month exported again after a later
 * cancellation is byte for byte the file the accountant already has.
 */
export function datevExport(
  documents: IssuedDocument[],
  period: DocumentPeriod,
  config: DatevConfig,
  /** The period's payouts to sellers by SEPA run (decision 072), booked after the documents. */
  payouts: readonly DatevPayout[] = [],
): DatevExport {
  const consultantNumber = config.DATEV_CONSULTANT_NUMBER;
  const clientNumber = config.DATEV_CLIENT_NUMBER;
  if (consultantNumber === undefined || clientNumber === undefined) {
    return { ok: false, reason: 'notConfigured' };
  }
  const fiscalYearStart = fiscalYearStartOf(period.from, period.to, config.DATEV_FISCAL_YEAR_START);
  if (fiscalYearStart === null) return { ok: false, reason: 'twoFiscalYears' };

  const accounts = datevAccountsOf(config);
  const lines = documents.flatMap((document) =>
    datevLinesOf(
      {
        number: document.number,
        issuedAt: document.issuedAt,
        orderNumber: document.orderNumber,
        buyer: document.document.buyer[0] ?? '',
        refersTo: document.refersTo,
      },
      bookingOf(document, document.order),
      accounts,
    ),
  );
  lines.push(...payouts.map((payout) => datevLineOfPayout(payout, accounts)));
  const lastIssue = [
    ...documents.map((document) => document.issuedAt),
    ...payouts.map((payout) => payout.paidAt),
  ].reduce<Date | null>((latest, date) => (latest === null || date > latest ? date : latest), null);
  const bytes = renderBuchungsstapel(
    {
      consultantNumber,
      clientNumber,
      fiscalYearStart,
      accountLength: config.DATEV_ACCOUNT_LENGTH,
      from: period.from,
      to: period.to,
      createdAt:
        lastIssue === null
          ? `${period.to.replaceAll('-', '')}235959000`
          : datevTimestamp(lastIssue),
    },
    lines,
  );
  return { ok: true, fileName: datevFileName(period.from, period.to), bytes: Buffer.from(bytes) };
}
