-- Issue 34, item 6 (decision 072): sellers' bank accounts, sealed, and payout runs that pay
-- every due seller in one SEPA credit transfer file (pain.001.001.09).
CREATE TABLE "seller_bank_accounts" (
	"seller_number" integer PRIMARY KEY NOT NULL REFERENCES "sellers"("number"),
	"holder" text NOT NULL,
	"iban_masked" text NOT NULL,
	"iban_sealed" text NOT NULL,
	"key_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL UNIQUE,
	"execution_date" date NOT NULL,
	"payout_count" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"file_sealed" text NOT NULL,
	"key_id" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_runs_not_empty" CHECK ("payout_count" > 0 AND "total_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD COLUMN "run_id" integer REFERENCES "payout_runs"("id");--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD COLUMN "end_to_end_id" text UNIQUE;--> statement-breakpoint
ALTER TABLE "seller_payouts" ADD COLUMN "statement" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_payouts_one_per_run" ON "seller_payouts" USING btree ("run_id", "seller_number") WHERE "run_id" IS NOT NULL;
