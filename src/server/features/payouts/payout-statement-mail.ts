import type { FollowUpHandler } from '../../lib/follow-ups.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { payoutStatementMail } from '../../lib/mail/payout-statement-mail.ts';
import { renderPayoutStatementPdf } from '../../lib/pdf/payout-statement-pdf.ts';
import {
  loadPayoutStatement,
  shopLines,
  statementFileName,
} from '../../aggregates/payout-statements.ts';

// The statement mail of a payout run (decision 072), a follow-up recorded with the run.

/** The statement mail of one payout; a seller without an e-mail address, or a cancelled run, is skipped. */
export function payoutStatementMailHandler(deps: {
  mailer: Mailer;
  shop: MailShop;
  siteUrl: string;
}): FollowUpHandler {
  return {
    async run({ tx, followUp }) {
      const payoutId = Number(followUp.payload.payoutId);
      const { statement, paidAt, email, cancelled } = await loadPayoutStatement(tx, payoutId);
      // A run cancelled before its mail went out (decision 077) paid her nothing.
      if (!email || cancelled) return 'skipped';
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
