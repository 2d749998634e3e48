CREATE TABLE "seller_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_number" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_payouts_amount_positive" CHECK ("seller_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD CONSTRAINT "seller_payouts_seller_number_sellers_number_fk" FOREIGN KEY ("seller_number") REFERENCES "public"."sellers"("number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_payouts_seller_idx" ON "seller_payouts" USING btree ("seller_number");