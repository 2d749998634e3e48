-- Hand-written (decisions 068 and 071): the contract step of 0022. The shop search reads the words
-- of the items for sale from products_search_active_idx; the index of every item's words
-- (products_search_idx) is used by no query of this release or the one before it (0022 stopped
-- reading matches through shop_search_matches). PostgreSQL still picked it whenever a search
-- also named a size: it combined the size index with all 16,668 matches of "pullover" in the
-- archive (5 ms), where the size index and the rows alone take 3 ms. Dropping it also spares
-- every write to products a GIN update.
--
-- Safe while the previous release still serves (decision 064, rule 5): that release reads the
-- same partial index. DROP INDEX takes a short exclusive lock on products; under a crowd a failed
-- start (the old processes keep serving) is better than every reservation queued behind it.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_idx";--> statement-breakpoint
DROP FUNCTION IF EXISTS shop_search_matches(tsquery);
