-- Issue 34, item 7 (decision 077): a seller can leave. Her row stays (her payouts and statements
-- are accounting records kept for the tax periods), marked with when she left, when her contact
-- data and IBAN were deleted (once her last balance is paid) and when her name was anonymised
-- (after the retention period). A payout run the owner never uploaded to her bank can be
-- cancelled: it stays on file, marked, and its payouts stop counting. All columns are nullable,
-- so the previous release reads and writes both tables as before.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "contact_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payout_runs" ADD COLUMN "cancelled_by" text;
