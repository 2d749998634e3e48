-- Decision 064 (expand/contract): this release no longer names orders.confirmation_sent_at,
-- orders.payment_timeout_mail_due_at/_sent_at, refunds.attempts and refunds.next_attempt_at.
-- The previous release still writes refunds.next_attempt_at (NOT NULL, no default) while this one
-- runs beside it, so the column only loses NOT NULL here; the columns are dropped by the next
-- release. The two indexes serve no query of either release and only cost writes.
-- A short lock wait: under a crowd, better a failed start (the old processes keep serving) than
-- every order queued behind a lock on orders.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "next_attempt_at" DROP NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "refunds_due_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "orders_payment_timeout_mail_idx";
