DROP INDEX "products_listing_idx";--> statement-breakpoint
DROP INDEX "products_listing_price_idx";--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("status","created_at" DESC NULLS FIRST,"item_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("status","category","created_at" DESC NULLS FIRST,"item_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_listing_price_idx" ON "products" USING btree ("status","category","sale_price_cents","item_number");