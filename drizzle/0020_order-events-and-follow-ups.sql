CREATE TABLE "follow_ups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid,
	"event_id" bigint,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"after_key" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "follow_ups_status_valid" CHECK ("follow_ups"."status" in ('pending', 'done', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"event" text NOT NULL,
	"entry" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "withdrawal_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_event_id_order_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_ups_key_unique" ON "follow_ups" USING btree ("key");--> statement-breakpoint
CREATE INDEX "follow_ups_due_idx" ON "follow_ups" USING btree ("next_attempt_at") WHERE "follow_ups"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "follow_ups_order_idx" ON "follow_ups" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
-- Hand-written (decision 054): the life of every order placed before events were recorded, read
-- back from its columns, so its customer's timeline is whole from the start.
INSERT INTO "order_events" ("order_id", "event", "entry", "data", "created_at")
SELECT "id", 'placed', 'placed', '{}'::jsonb, "created_at" FROM "orders";--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "entry", "data", "created_at")
SELECT "id",
  CASE WHEN "payment_provider" IN ('simulator', 'paypal', 'klarna') THEN 'payment-captured' ELSE 'mark-paid' END,
  CASE
    WHEN "payment_method" = 'klarna-pay-later' THEN 'paid-later'
    WHEN "payment_method" = 'voucher' THEN 'paid-by-voucher'
    WHEN "payment_method" = 'cash' THEN 'paid-at-pickup'
    ELSE 'paid'
  END,
  CASE WHEN "payment_method" = 'klarna-pay-later'
    THEN jsonb_build_object('dueDay', to_char((("paid_at" AT TIME ZONE 'Europe/Berlin')::date + 30), 'YYYY-MM-DD'))
    ELSE '{}'::jsonb
  END,
  "paid_at"
FROM "orders" WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "entry", "data", "created_at")
SELECT "id", 'packed', 'packed', '{}'::jsonb, "packed_at" FROM "orders" WHERE "packed_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "entry", "data", "created_at")
SELECT "id", 'ship',
  CASE WHEN "delivery_method" = 'abholen' THEN 'handed-over' ELSE 'shipped' END,
  CASE WHEN "tracking_number" IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('trackingNumber', "tracking_number") END,
  "shipped_at"
FROM "orders" WHERE "shipped_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "entry", "data", "created_at")
SELECT "order_id", 'withdrawal-received', 'withdrawal-received', '{}'::jsonb, "created_at"
FROM "withdrawals" WHERE "order_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "entry", "data", "created_at")
SELECT r."order_id", 'items-returned',
  CASE WHEN r."kind" = 'cancellation' THEN 'items-cancelled' ELSE 'items-returned' END,
  jsonb_build_object(
    'items', (SELECT jsonb_agg(coalesce(nullif(trim(i."name"), ''), i."category") || ' (Art.-Nr. ' || i."item_number" || ')' ORDER BY i."id")
              FROM "order_return_lines" l JOIN "order_items" i ON i."id" = l."order_item_id"
              WHERE l."return_id" = r."id"),
    'refundCents', r."money_cents",
    'voucherCents', r."voucher_cents",
    'way', coalesce((SELECT f."way" FROM "refunds" f WHERE f."return_id" = r."id" LIMIT 1), 'provider')
  ),
  r."created_at"
FROM "order_returns" r;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "entry", "data", "created_at")
SELECT "order_id", 'refund-succeeded', 'refund-done',
  jsonb_build_object('amountCents', "amount_cents", 'way', "way"), "completed_at"
FROM "refunds" WHERE "status" = 'succeeded' AND "completed_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "order_events" ("order_id", "event", "entry", "data", "created_at")
SELECT "id",
  CASE WHEN "payment_timeout_mail_due_at" IS NOT NULL THEN 'payment-abandoned' ELSE 'cancel' END,
  CASE WHEN "payment_timeout_mail_due_at" IS NOT NULL THEN 'payment-abandoned' ELSE 'cancelled' END,
  '{}'::jsonb, "canceled_at"
FROM "orders" WHERE "status" = 'cancelled' AND "canceled_at" IS NOT NULL;--> statement-breakpoint
-- What is already done, so the follow-ups are the one record of it, and what the minute's sweeps
-- of the earlier code still owed, as follow-ups the runner does next.
INSERT INTO "follow_ups" ("key", "kind", "order_id", "payload", "status", "next_attempt_at", "created_at", "done_at")
SELECT 'issue-invoice:' || o."id", 'issue-invoice', o."id", jsonb_build_object('orderId', o."id"),
  CASE WHEN EXISTS (SELECT 1 FROM "invoices" v WHERE v."order_id" = o."id" AND v."kind" = 'invoice') THEN 'done' ELSE 'pending' END,
  now(), now(),
  (SELECT v."issued_at" FROM "invoices" v WHERE v."order_id" = o."id" AND v."kind" = 'invoice')
FROM "orders" o WHERE o."paid_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "follow_ups" ("key", "kind", "order_id", "payload", "after_key", "status", "next_attempt_at", "created_at", "done_at")
SELECT 'mail-confirmation:' || "id", 'mail-confirmation', "id", jsonb_build_object('orderId', "id"),
  CASE WHEN "paid_at" IS NOT NULL THEN 'issue-invoice:' || "id" END,
  CASE WHEN "confirmation_sent_at" IS NOT NULL THEN 'done' ELSE 'pending' END,
  now(), now(), "confirmation_sent_at"
FROM "orders"
WHERE "confirmation_sent_at" IS NOT NULL
  OR ("status" <> 'cancelled' AND ("paid_at" IS NOT NULL OR "payment_method" = 'cash'));--> statement-breakpoint
INSERT INTO "follow_ups" ("key", "kind", "order_id", "payload", "next_attempt_at", "created_at")
SELECT 'mail-payment-timeout:' || "id", 'mail-payment-timeout', "id", jsonb_build_object('orderId', "id"), now(), now()
FROM "orders"
WHERE "payment_timeout_mail_due_at" IS NOT NULL AND "payment_timeout_mail_sent_at" IS NULL
  AND "status" = 'cancelled' AND "paid_at" IS NULL;--> statement-breakpoint
INSERT INTO "follow_ups" ("key", "kind", "order_id", "payload", "next_attempt_at", "created_at")
SELECT 'issue-cancellation:' || "id", 'issue-cancellation', "order_id", jsonb_build_object('returnId', "id"), now(), now()
FROM "order_returns" WHERE "document_id" IS NULL;--> statement-breakpoint
INSERT INTO "follow_ups" ("key", "kind", "order_id", "payload", "next_attempt_at", "created_at")
SELECT 'send-refund:' || "id", 'send-refund', "order_id", jsonb_build_object('refundId', "id"), now(), now()
FROM "refunds" WHERE "status" = 'pending' AND "way" = 'provider';--> statement-breakpoint
INSERT INTO "follow_ups" ("key", "kind", "payload", "order_id", "next_attempt_at", "created_at")
SELECT 'mail-withdrawal-receipt:' || "id", 'mail-withdrawal-receipt', jsonb_build_object('withdrawalId', "id"), "order_id", now(), now()
FROM "withdrawals" WHERE "receipt_sent_at" IS NULL;--> statement-breakpoint
-- An order a withdrawal reached before it left the shop is held (decision 054).
UPDATE "orders" o SET "withdrawal_received_at" = (SELECT min(w."created_at") FROM "withdrawals" w WHERE w."order_id" = o."id")
WHERE o."status" IN ('open', 'paid', 'packed') AND EXISTS (SELECT 1 FROM "withdrawals" w WHERE w."order_id" = o."id");
