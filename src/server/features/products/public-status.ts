/**
 * Whether a visitor may see an item: for sale, or sold (shared links still show it as sold).
 * Deactivated items and drafts, planned or not, are no product to the public (decision 038).
 */
export function isPublicStatus(status: string): status is 'active' | 'sold' {
  return status === 'active' || status === 'sold';
}
