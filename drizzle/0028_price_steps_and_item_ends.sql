-- Issue 34, item 5 (decision 076): an item's time in the shop. Its price drops by steps the owner
-- sets (price_step_percent, written by the minute's job), and at its end the seller's choice
-- applies (item_time_ends), with one pickup mail per batch (seller_pickup_notices).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_step_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_price_step_range" CHECK ("price_step_percent" between 0 and 90);--> statement-breakpoint
-- The price a customer pays now takes the deeper of the owner's sale and the step. A generated
-- column's expression can only be changed by rewriting the table under an exclusive lock
-- (seconds at 200,000 items, every request waiting); so the column becomes a plain one, which
-- DROP EXPRESSION does without a rewrite, and a BEFORE trigger keeps it. The previous release
-- never writes it (it could not), so during the deploy the trigger keeps its rows right, too.
-- Same rule as domain/pricing.ts and domain/price-steps.ts#effectiveReduction (numeric round()
-- is half away from zero); products.test.ts and price-steps tests prove they agree.
ALTER TABLE "products" ALTER COLUMN "sale_price_cents" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sale_price_cents" SET DEFAULT 0;--> statement-breakpoint
CREATE FUNCTION keep_sale_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sale_price_cents := round(NEW.price_cents * (100 - greatest(
    CASE WHEN NEW.sale THEN NEW.discount ELSE 0 END, NEW.price_step_percent)) / 100.0)::integer;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_keep_sale_price BEFORE INSERT OR UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION keep_sale_price();--> statement-breakpoint
-- A batch of a seller's items she can pick up: one mail each, claimed before it is sent.
CREATE TABLE "seller_pickup_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seller_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pickup_until" date NOT NULL,
	"sent_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "seller_pickup_notices" ADD CONSTRAINT "seller_pickup_notices_seller_number_sellers_number_fk" FOREIGN KEY ("seller_number") REFERENCES "public"."sellers"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_pickup_notices_unsent_idx" ON "seller_pickup_notices" USING btree ("id") WHERE "sent_at" is null;--> statement-breakpoint
-- One row per item whose time ended or which the owner turned down at hand-in: the choice that
-- applied then. Its primary key makes the end happen once, whichever process gets there first.
CREATE TABLE "item_time_ends" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"seller_number" integer NOT NULL,
	"reason" text NOT NULL,
	"choice" text NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"pickup_notice_id" bigint,
	CONSTRAINT "item_time_ends_reason_valid" CHECK ("reason" in ('time', 'rejected')),
	CONSTRAINT "item_time_ends_choice_valid" CHECK ("choice" in ('pickup', 'donate', 'keep'))
);--> statement-breakpoint
ALTER TABLE "item_time_ends" ADD CONSTRAINT "item_time_ends_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_time_ends" ADD CONSTRAINT "item_time_ends_pickup_notice_id_seller_pickup_notices_id_fk" FOREIGN KEY ("pickup_notice_id") REFERENCES "public"."seller_pickup_notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_time_ends_notice_idx" ON "item_time_ends" USING btree ("pickup_notice_id");
