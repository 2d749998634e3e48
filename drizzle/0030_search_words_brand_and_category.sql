-- Hand-written (decision 079): a search that names a brand or a category reads its matches from
-- one index. The shop search's conditions are its words (the partial GIN index of the items for
-- sale, 0022) and, often, a brand ("jacke reima") or a category ("schlafsack grün"). PostgreSQL
-- never combines two indexes that both rest on `status = 'active'` (it counts that condition
-- once), so it combined the words with the index of every item's brand, or every item's category
-- and size, sold archive included: 12,500 items of a brand at 200,000 items, 1.2–1.5 ms to collect
-- before the 57 matches of "regenjacke reima" were known, 2 ms for the page against 0.3 ms now.
--
-- - The words' index also holds the brand and the category (btree_gin: GIN for plain values;
--   a trusted extension, like pg_trgm in 0016): "regenjacke reima" is one index scan.
-- - The brand's index also holds the status and the category: a search of a brand and a category
--   ("schlafsack reima") finds its 102 items in it alone; the admin's brand filter (every status)
--   reads it by its first column, as it read the old one.
--
-- Safe while the previous release still serves (decision 064, rule 5): it runs the same queries,
-- which these indexes serve as well as the ones they replace. CREATE INDEX holds a SHARE lock on
-- products while it builds (drizzle's one transaction rules out CONCURRENTLY): reads go on,
-- writes wait. At 200,000 items (20,350 for sale) they built in 0.12 s and 0.38 s at a load
-- average of 12.7; a shop far larger builds them by hand first (CREATE INDEX CONCURRENTLY IF NOT
-- EXISTS, the same definitions) and this migration finds them. DROP INDEX takes a short exclusive
-- lock, under lock_timeout (rule 6).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_active_brand_idx" ON "products" USING gin ("search_vector", "brand_id", "category") WHERE "products"."status" = 'active';--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_active_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_brand_status_idx" ON "products" USING btree ("brand_id", "status", "category");--> statement-breakpoint
DROP INDEX IF EXISTS "products_brand_idx";
