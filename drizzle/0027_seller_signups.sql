-- Issue 34, item 1 (decision 075): a parent signs up as a seller on /verkaufen. The sign-up waits
-- here, its IBAN sealed, until she confirms her address (double opt-in) and the owner approves;
-- then it becomes a seller row and is deleted. A seller keeps what she chose and accepted: her
-- wish for unsold items and the version of the consignment terms, with its time. Owner-created
-- sellers have none of these (nullable), so the previous release writes sellers as before.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "unsold_choice" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_unsold_choice_valid" CHECK ("unsold_choice" is null or "unsold_choice" in ('pickup', 'donate', 'keep'));--> statement-breakpoint
CREATE TABLE "seller_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"account_holder" text NOT NULL,
	"iban_masked" text NOT NULL,
	"iban_sealed" text NOT NULL,
	"key_id" text NOT NULL,
	"unsold_choice" text NOT NULL,
	"terms_version" text NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "seller_signups_unsold_choice_valid" CHECK ("unsold_choice" in ('pickup', 'donate', 'keep'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "seller_signups_token_hash_unique" ON "seller_signups" ("token_hash");--> statement-breakpoint
-- One sign-up per address at a time, even when two arrive at once.
CREATE UNIQUE INDEX "seller_signups_email_unique" ON "seller_signups" (lower("email"));
