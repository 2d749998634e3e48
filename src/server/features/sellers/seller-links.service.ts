import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { SellerLinkStatus } from '../../../domain/api/seller-page.ts';
import { SELLER_PAGE_MESSAGES } from '../../../domain/api/seller-page.ts';
import { SELLER_LEAVE_MESSAGES } from '../../../domain/api/seller-leave.ts';
import { berlinDay } from '../../../domain/report-series.ts';
import type { Database, DatabaseOrTransaction } from '../../db/client.ts';
import { sellerLinks, sellers } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

// A seller's private link (decision 043): 32 random bytes as base64url. Only its SHA-256 is
// stored, so the database alone opens no page; a lookup hashes what was sent and finds the row by
// that hash, so how much of a guess matches the real token never shows in the time it takes.

export function hashSellerToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function sellerLinkUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/verkaeufer/${token}`;
}

async function requireSeller(db: DatabaseOrTransaction, sellerNumber: number) {
  const [seller] = await db
    .select({ number: sellers.number, name: sellers.name, email: sellers.email })
    .from(sellers)
    .where(eq(sellers.number, sellerNumber));
  if (!seller)
    throw new HttpError(404, `Es gibt keine Verkäuferin mit der Nummer ${sellerNumber}.`);
  return seller;
}

const liveLinkOf = (sellerNumber: number) =>
  and(eq(sellerLinks.sellerNumber, sellerNumber), isNull(sellerLinks.revokedAt));

export async function getSellerLinkStatus(
  db: DatabaseOrTransaction,
  sellerNumber: number,
): Promise<SellerLinkStatus> {
  const seller = await requireSeller(db, sellerNumber);
  const [link] = await db
    .select()
    .from(sellerLinks)
    .where(liveLinkOf(sellerNumber))
    .orderBy(desc(sellerLinks.createdAt))
    .limit(1);
  return {
    link: link
      ? {
          createdAt: link.createdAt.toISOString(),
          lastOpenedAt: link.lastOpenedAt?.toISOString() ?? null,
        }
      : null,
    emailOnFile: seller.email !== null,
  };
}

/**
 * Makes a new link for a seller and revokes her previous one in the same transaction (the
 * partial unique index allows one live link). The token is returned once and never stored.
 */
export async function createSellerLink(db: Database, sellerNumber: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const seller = await db.transaction(async (tx) => {
    // Lock the seller's row: two clicks at once make two links one after the other.
    const [locked] = await tx
      .select({
        number: sellers.number,
        name: sellers.name,
        email: sellers.email,
        leftAt: sellers.leftAt,
      })
      .from(sellers)
      .where(eq(sellers.number, sellerNumber))
      .for('update');
    if (!locked)
      throw new HttpError(404, `Es gibt keine Verkäuferin mit der Nummer ${sellerNumber}.`);
    // Her page is gone for good (decision 077): a new link would open nothing.
    if (locked.leftAt !== null) {
      throw new HttpError(
        409,
        SELLER_LEAVE_MESSAGES.alreadyLeft(sellerNumber, berlinDay(locked.leftAt)),
      );
    }
    await tx.update(sellerLinks).set({ revokedAt: now }).where(liveLinkOf(sellerNumber));
    await tx
      .insert(sellerLinks)
      .values({ sellerNumber, tokenHash: hashSellerToken(token), createdAt: now });
    return locked;
  });
  return { token, seller };
}

export async function revokeSellerLink(db: DatabaseOrTransaction, sellerNumber: number, now: Date) {
  await requireSeller(db, sellerNumber);
  await db.update(sellerLinks).set({ revokedAt: now }).where(liveLinkOf(sellerNumber));
  return getSellerLinkStatus(db, sellerNumber);
}

/**
 * The seller of a token. A revoked or unknown token is the same 404, so a guesser learns nothing
 * about which tokens ever existed; a left seller's token (any of hers) is a 410 that says she
 * left (decision 077): a 256-bit token is no guess, and she should know why her page is gone.
 */
async function liveSellerOfToken(db: DatabaseOrTransaction, token: string): Promise<number> {
  const [link] = await db
    .select({
      sellerNumber: sellerLinks.sellerNumber,
      revokedAt: sellerLinks.revokedAt,
      leftAt: sellers.leftAt,
    })
    .from(sellerLinks)
    .innerJoin(sellers, eq(sellers.number, sellerLinks.sellerNumber))
    .where(eq(sellerLinks.tokenHash, hashSellerToken(token)));
  if (!link) throw new HttpError(404, SELLER_PAGE_MESSAGES.notFound);
  if (link.leftAt !== null) {
    throw new HttpError(410, SELLER_LEAVE_MESSAGES.pageGone(berlinDay(link.leftAt)));
  }
  if (link.revokedAt !== null) throw new HttpError(404, SELLER_PAGE_MESSAGES.notFound);
  return link.sellerNumber;
}

/** The seller a token opens, noting when it was opened. */
export async function openSellerLink(
  db: DatabaseOrTransaction,
  token: string,
  now: Date,
): Promise<number> {
  const sellerNumber = await liveSellerOfToken(db, token);
  await db
    .update(sellerLinks)
    .set({ lastOpenedAt: now })
    .where(eq(sellerLinks.tokenHash, hashSellerToken(token)));
  return sellerNumber;
}

/** The seller a token belongs to, without noting an opening (her changes on her page). */
export async function sellerOfToken(db: DatabaseOrTransaction, token: string): Promise<number> {
  return liveSellerOfToken(db, token);
}
