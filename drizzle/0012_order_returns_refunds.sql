CREATE TABLE "order_return_lines" (
	"return_id" uuid NOT NULL,
	"order_item_id" integer NOT NULL,
	"resellable" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"goods_cents" integer NOT NULL,
	"coupon_cents" integer NOT NULL,
	"delivery_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"voucher_cents" integer NOT NULL,
	"money_cents" integer NOT NULL,
	"document_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_kind_valid" CHECK ("order_returns"."kind" in ('cancellation', 'return')),
	CONSTRAINT "order_returns_amounts_add_up" CHECK ("order_returns"."total_cents" = "order_returns"."voucher_cents" + "order_returns"."money_cents" and "order_returns"."voucher_cents" >= 0 and "order_returns"."money_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"return_id" uuid,
	"way" text NOT NULL,
	"payment_attempt_id" uuid,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"provider_reference" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_cents" > 0),
	CONSTRAINT "refunds_status_valid" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_way_valid" CHECK ("refunds"."way" in ('provider', 'manual')),
	CONSTRAINT "refunds_provider_has_payment" CHECK (("refunds"."way" = 'provider') = ("refunds"."payment_attempt_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_lines" ADD CONSTRAINT "order_return_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_document_id_invoices_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("payment_attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_return_lines_item_unique" ON "order_return_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_returns_order_idx" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_document_unique" ON "order_returns" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'pending' and "refunds"."way" = 'provider';--> statement-breakpoint
-- Hand-written (decision 034): paid orders cancelled or returned before returns were recorded
-- become one return of every line, with the cancellation invoice issued for them, if any. Their
-- money was refunded by hand then (the order was flagged), so they get no refund rows.
INSERT INTO "order_returns" ("order_id", "kind", "goods_cents", "coupon_cents", "delivery_cents", "total_cents", "voucher_cents", "money_cents", "document_id", "created_at")
SELECT o.id,
  CASE WHEN o.status = 'cancelled' THEN 'cancellation' ELSE 'return' END,
  o.subtotal_cents,
  o.subtotal_cents + o.delivery_cost_cents - greatest(o.total_cents, 0),
  o.delivery_cost_cents,
  o.vouchers_total_cents + o.value_to_pay_cents,
  o.vouchers_total_cents,
  o.value_to_pay_cents,
  (SELECT min(i.id) FROM invoices i WHERE i.order_id = o.id AND i.kind = 'cancellation'),
  coalesce(o.canceled_at, o.updated_at)
FROM orders o
WHERE o.paid_at IS NOT NULL AND o.status IN ('cancelled', 'returned');--> statement-breakpoint
INSERT INTO "order_return_lines" ("return_id", "order_item_id", "resellable")
SELECT r.id, i.id, true FROM order_returns r JOIN order_items i ON i.order_id = r.order_id;
