-- Issue 34, item 2 (decision 074): a seller announces a bag online. Every announced item is a
-- product row at once (its item number prints on her labels and scans as any other), in one of
-- two new states that no public reading ever names: 'announced' (offered, not yet taken in) and
-- 'rejected' (the owner said no, with a reason the seller sees). The bag and what only an
-- announcement has (the suggestion she saw, the rejection) live beside the product.
-- Adding values to a check keeps every row valid, so the previous release runs on beside it.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_valid";--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_valid" CHECK ("products"."status" in ('active', 'inactive', 'sold', 'draft', 'announced', 'rejected'));--> statement-breakpoint
CREATE TABLE "seller_bags" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_number" integer NOT NULL REFERENCES "sellers"("number"),
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "seller_bags_seller_idx" ON "seller_bags" ("seller_number");--> statement-breakpoint
CREATE TABLE "announced_items" (
	"product_id" uuid PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"bag_id" integer NOT NULL REFERENCES "seller_bags"("id") ON DELETE CASCADE,
	"suggested_price_cents" integer,
	"suggestion_sales" integer DEFAULT 0 NOT NULL,
	"taken_in_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	CONSTRAINT "announced_items_rejection_complete" CHECK (("rejected_at" IS NULL) = ("rejection_reason" IS NULL))
);--> statement-breakpoint
CREATE INDEX "announced_items_bag_idx" ON "announced_items" ("bag_id");--> statement-breakpoint
-- A suggestion reads the sold items of one category and type.
CREATE INDEX "order_items_type_idx" ON "order_items" ("category", lower(trim("name")));
