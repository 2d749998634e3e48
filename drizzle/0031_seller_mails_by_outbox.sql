-- Issue 34, the last gaps (decisions 076 and 077). The pickup mail and the new-terms mail go
-- through the outbox of follow-ups (decision 054), so each is sent exactly once in effect. The
-- notices a previous release made and has not mailed yet are handed to the outbox here, and
-- marked, so a previous-release process still running during the deploy does not claim them too.
-- A seller who leaves with the choice "keep" leaves her unsold items to the shop: their end is
-- recorded with the reason 'left', and their sale owes her no share.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "item_time_ends" DROP CONSTRAINT "item_time_ends_reason_valid";--> statement-breakpoint
ALTER TABLE "item_time_ends" ADD CONSTRAINT "item_time_ends_reason_valid" CHECK ("reason" in ('time', 'rejected', 'left'));--> statement-breakpoint
INSERT INTO "follow_ups" ("key", "kind", "payload", "next_attempt_at", "created_at")
  SELECT 'mail-seller-pickup:notice-' || "id", 'mail-seller-pickup', jsonb_build_object('noticeId', "id"::text), now(), now()
  FROM "seller_pickup_notices" WHERE "sent_at" IS NULL
  ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
UPDATE "seller_pickup_notices" SET "sent_at" = now() WHERE "sent_at" IS NULL;
