import { asc, eq } from 'drizzle-orm';
import { sizeLabel } from '../../../domain/product-display.ts';
import { CONSIGNMENT_TERMS_VERSION } from '../../../domain/seller-signup.ts';
import {
  announcedItems,
  itemTimeEnds,
  products,
  sellerPickupNotices,
  sellers,
} from '../../db/schema.ts';
import type { FollowUpHandler } from '../../lib/follow-ups.ts';
import type { MailShop } from '../../lib/mail/legal-texts.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { sellerPickupMail } from '../../lib/mail/seller-pickup-mail.ts';
import { sellerTermsNoticeMail } from '../../lib/mail/seller-terms-mail.ts';

// The mails to sellers that must arrive once (decision 054): recorded as follow-ups in the
// transaction that makes them due, sent after it under the follow-up's key, retried on failure.

type MailDeps = { mailer: Mailer; shop: MailShop; siteUrl: string };

/**
 * The pickup mail of one notice (decision 076); skipped for a seller without an address (the
 * sort-out list still shows her items).
 */
export function sellerPickupMailHandler(deps: MailDeps): FollowUpHandler {
  return {
    async run({ tx, followUp }) {
      const noticeId = Number(followUp.payload.noticeId);
      const [notice] = await tx
        .select({
          pickupUntil: sellerPickupNotices.pickupUntil,
          name: sellers.name,
          email: sellers.email,
        })
        .from(sellerPickupNotices)
        .innerJoin(sellers, eq(sellers.number, sellerPickupNotices.sellerNumber))
        .where(eq(sellerPickupNotices.id, noticeId));
      if (!notice?.email) return 'skipped';
      const items = await tx
        .select({
          itemNumber: products.itemNumber,
          name: products.name,
          size: products.size,
          sizeHat: products.sizeHat,
          reason: itemTimeEnds.reason,
          rejectionReason: announcedItems.rejectionReason,
        })
        .from(itemTimeEnds)
        .innerJoin(products, eq(products.id, itemTimeEnds.productId))
        .leftJoin(announcedItems, eq(announcedItems.productId, products.id))
        .where(eq(itemTimeEnds.pickupNoticeId, noticeId))
        .orderBy(asc(products.itemNumber));
      if (items.length === 0) return 'skipped';
      await deps.mailer.send({
        ...sellerPickupMail(
          {
            name: notice.name,
            email: notice.email,
            pickupUntil: notice.pickupUntil,
            siteUrl: deps.siteUrl,
            items: items.map((item) => ({
              itemNumber: item.itemNumber,
              name: item.name,
              size: sizeLabel(item),
              rejectionReason: item.reason === 'rejected' ? (item.rejectionReason ?? '') : null,
            })),
          },
          deps.shop,
        ),
        key: followUp.key,
      });
    },
  };
}

/**
 * The notice of a new terms version (decision 077). Skipped when it is no longer news: she left,
 * her address is gone, she accepted meanwhile, or a still newer version replaced it (that one
 * has a notice of its own).
 */
export function termsNoticeMailHandler(deps: MailDeps): FollowUpHandler {
  return {
    async run({ tx, followUp }) {
      const { version } = followUp.payload;
      const [seller] = await tx
        .select({
          name: sellers.name,
          email: sellers.email,
          leftAt: sellers.leftAt,
          termsVersion: sellers.termsVersion,
        })
        .from(sellers)
        .where(eq(sellers.number, Number(followUp.payload.sellerNumber)));
      if (
        !seller?.email ||
        seller.leftAt !== null ||
        version === undefined ||
        version !== CONSIGNMENT_TERMS_VERSION ||
        seller.termsVersion === version
      ) {
        return 'skipped';
      }
      await deps.mailer.send({
        ...sellerTermsNoticeMail(
          { name: seller.name, email: seller.email, version, siteUrl: deps.siteUrl },
          deps.shop,
        ),
        key: followUp.key,
      });
    },
  };
}
