import { eq } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../db/client.ts';
import { announcedItems } from '../db/schema.ts';

// An announced item (decision 074) leaves its bag when the owner saves it in her item form, which
// the products feature serves; what that means for the announcement is written here, once.

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
