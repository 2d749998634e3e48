CREATE TABLE "shipping_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"product_code" text NOT NULL,
	"shipment_number" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_labels_kind_valid" CHECK ("shipping_labels"."kind" in ('outbound', 'return')),
	CONSTRAINT "shipping_labels_mode_valid" CHECK ("shipping_labels"."mode" in ('dhl', 'simulator'))
);
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_status_valid";--> statement-breakpoint
DROP INDEX "products_listing_idx";--> statement-breakpoint
DROP INDEX "products_newest_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "listed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "defects" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Items already in the shop went live when they were entered.
UPDATE "products" SET "listed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipping_labels_order_idx" ON "shipping_labels" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_labels_one_outbound" ON "shipping_labels" USING btree ("order_id") WHERE "shipping_labels"."kind" = 'outbound' and "shipping_labels"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "products_publish_at_idx" ON "products" USING btree ("publish_at") WHERE "products"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("status","category","listed_at" DESC NULLS FIRST,"item_number" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("status","listed_at" DESC NULLS FIRST,"item_number" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_publish_at_only_for_drafts" CHECK ("products"."publish_at" is null or "products"."status" = 'draft');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_valid" CHECK ("products"."status" in ('active', 'inactive', 'sold', 'draft'));