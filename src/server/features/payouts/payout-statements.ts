import { and, eq, isNotNull } from 'drizzle-orm';
import { PAYOUT_MESSAGES } from '../../../domain/api/payouts.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { sellerPayouts, sellers } from '../../db/schema.ts';
import type { FollowUpHandler } from '../../lib/follow-ups.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { payoutStatementMail } from '../../lib/mail/payout-statement-mail.ts';
import { renderPayoutStatementPdf } from '../../lib/pdf/payout-statement-pdf.ts';

// A payout's statement as the seller gets it (decision 072): a PDF rendered from the statement
// stored with the payout, by mail once (a follow-up of the run) and on her page any time.

export const statementFileName = (endToEndId: string) => `Abrechnung-${endToEndId}.pdf`;

function shopLines(shop: MailShop): string[] {
  return [
    shop.name,
    shop.owner,
    shop.street,
    `${shop.postalCode} ${shop.city}`,
    `${shop.email} · ${shop.phone}`,
  ];
}

/** A run's payout of this seller with its statement; any other is a 404. */
export async function loadPayoutStatement(
  db: DatabaseOrTransaction,
  payoutId: number,
  sellerNumber?: number,
) {
  const [row] = await db
    .select({ payout: sellerPayouts, email: sellers.email })
    .from(sellerPayouts)
    .innerJoin(sellers, eq(sellers.number, sellerPayouts.sellerNumber))
    .where(
      and(
        eq(sellerPayouts.id, payoutId),
        isNotNull(sellerPayouts.statement),
        sellerNumber === undefined ? undefined : eq(sellerPayouts.sellerNumber, sellerNumber),
      ),
    );
  if (!row?.payout.statement) throw new HttpError(404, PAYOUT_MESSAGES.statementNotFound);
  return { statement: row.payout.statement, paidAt: row.payout.createdAt, email: row.email };
}

export async function payoutStatementPdf(
  db: DatabaseOrTransaction,
  shop: MailShop,
  payoutId: number,
  sellerNumber?: number,
): Promise<{ fileName: string; bytes: Buffer }> {
  const { statement, paidAt } = await loadPayoutStatement(db, payoutId, sellerNumber);
  const bytes = await renderPayoutStatementPdf(
    statement,
    { name: shop.name, lines: shopLines(shop) },
    paidAt,
  );
  return { fileName: statementFileName(statement.endToEndId), bytes };
}

/** The statement mail of one payout; a seller without an e-mail address is skipped. */
export function payoutStatementMailHandler(deps: {
  mailer: Mailer;
  shop: MailShop;
  siteUrl: string;
}): FollowUpHandler {
  return {
    async run({ tx, followUp }) {
      const payoutId = Number(followUp.payload.payoutId);
      const { statement, paidAt, email } = await loadPayoutStatement(tx, payoutId);
      if (!email) return 'skipped';
      const bytes = await renderPayoutStatementPdf(
        statement,
        { name: deps.shop.name, lines: shopLines(deps.shop) },
        paidAt,
      );
      await deps.mailer.send({
        ...payoutStatementMail(
          {
            email,
            statement,
            siteUrl: deps.siteUrl,
            pdf: {
              filename: statementFileName(statement.endToEndId),
              content: bytes,
              contentType: 'application/pdf',
            },
          },
          deps.shop,
        ),
        key: followUp.key,
      });
    },
  };
}
