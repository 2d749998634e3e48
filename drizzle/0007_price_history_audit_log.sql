CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"user_email" text NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"url" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status_code" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"price_cents" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_user_idx" ON "admin_audit_log" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
-- Hand-written: the price history is kept by PostgreSQL itself, so every writer (admin, sale
-- endpoint, seed, a second app process) records price changes the same way.
CREATE FUNCTION record_product_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_price_history (product_id, price_cents, valid_from)
  VALUES (NEW.id, NEW.sale_price_cents, CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_price_history_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION record_product_price();--> statement-breakpoint
CREATE TRIGGER products_price_history_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (OLD.sale_price_cents IS DISTINCT FROM NEW.sale_price_cents)
  EXECUTE FUNCTION record_product_price();--> statement-breakpoint
-- Existing items: the regular price since they were created, and the reduced price from now on.
INSERT INTO product_price_history (product_id, price_cents, valid_from)
  SELECT id, price_cents, created_at FROM products;--> statement-breakpoint
INSERT INTO product_price_history (product_id, price_cents, valid_from)
  SELECT id, sale_price_cents, now() FROM products WHERE sale_price_cents <> price_cents;
