import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { announcedItems } from '../db/schema.ts';

// The only writer of announced_items (decision 074): a seller's bag records each item with the
// suggestion she saw, her change records a new one, the owner's rejection its reason, and her item
// form (the products feature) the taking in.

type Suggested = { suggestedPriceCents: number | null; suggestionSales: number };

export async function recordAnnouncedItem(
  db: DatabaseOrTransaction,
  productId: string,
  bagId: number,
  suggested: Suggested,
): Promise<void> {
  await db.insert(announcedItems).values({ productId, bagId, ...suggested });
}

export async function recordNewSuggestion(
  db: DatabaseOrTransaction,
  productId: string,
  suggested: Suggested,
): Promise<void> {
  await db.update(announcedItems).set(suggested).where(eq(announcedItems.productId, productId));
}

export async function recordRejection(
  db: DatabaseOrTransaction,
  productId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .update(announcedItems)
    .set({ rejectedAt: now, rejectionReason: reason })
    .where(eq(announcedItems.productId, productId));
}

/**
 * Called when the owner saves an item: an announced (or rejected) item that leaves that state is
 * taken in now; a rejection it had is withdrawn.
 */
export async function noteTakenIn(
  db: DatabaseOrTransaction,
  productId: string,
  before: string,
  after: string,
  now: Date,
): Promise<void> {
  if ((before !== 'announced' && before !== 'rejected') || after === before) return;
  await db
    .update(announcedItems)
    .set({ takenInAt: now, rejectedAt: null, rejectionReason: null })
    .where(eq(announcedItems.productId, productId));
}
