import { and, isNotNull, isNull, ne } from 'drizzle-orm';
import { CONSIGNMENT_TERMS_VERSION } from '../../../domain/seller-signup.ts';
import type { Database } from '../../db/client.ts';
import { sellers } from '../../db/schema.ts';
import { recordFollowUps } from '../../lib/follow-ups.ts';

// The consignment terms promise a notice of a new version (decision 077). Each seller who
// accepted terms online, has an address and has not left gets one mail per version: a follow-up
// keyed by version and seller, so a second run, or a second process, records nothing new.

/** Records the notice of `version` for each seller still on an older one; answers how many are. */
export async function recordTermsNotices(
  db: Database,
  now: Date,
  version: string = CONSIGNMENT_TERMS_VERSION,
): Promise<number> {
  return db.transaction(async (tx) => {
    const behind = await tx
      .select({ number: sellers.number })
      .from(sellers)
      .where(
        and(
          isNotNull(sellers.termsVersion),
          ne(sellers.termsVersion, version),
          isNotNull(sellers.email),
          isNull(sellers.leftAt),
        ),
      );
    await recordFollowUps(
      tx,
      behind.map((seller) => ({
        kind: 'mail-terms-notice' as const,
        subject: `${version}:seller-${seller.number}`,
        payload: { sellerNumber: String(seller.number), version },
      })),
      { now },
    );
    return behind.length;
  });
}
