CREATE TABLE "seller_item_wishes" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"wish" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_item_wishes_wish_valid" CHECK ("seller_item_wishes"."wish" in ('abholen', 'spenden'))
);
--> statement-breakpoint
CREATE TABLE "seller_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_number" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "seller_item_wishes" ADD CONSTRAINT "seller_item_wishes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_links" ADD CONSTRAINT "seller_links_seller_number_sellers_number_fk" FOREIGN KEY ("seller_number") REFERENCES "public"."sellers"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_links_token_hash_unique" ON "seller_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_links_one_live" ON "seller_links" USING btree ("seller_number") WHERE "seller_links"."revoked_at" is null;