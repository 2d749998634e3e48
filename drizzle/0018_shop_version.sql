CREATE TABLE "shop_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_version_single_row" CHECK ("shop_version"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "products_reserved_until_idx" ON "products" USING btree ("reserved_until") WHERE "products"."reserved_until" is not null;--> statement-breakpoint
-- Hand-written (decision 048): triggers that bump shop_version once per statement that changes
-- what an anonymous shop page or product answer shows (the price history gives the 30-day
-- reference price). One row update per statement, however many rows it touched. The row is made
-- by the first bump, not here: a restore loads the backup's own row into the migrated tables.
CREATE FUNCTION bump_shop_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = shop_version.version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_bump_shop_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_shop_version();--> statement-breakpoint
CREATE TRIGGER brands_bump_shop_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION bump_shop_version();--> statement-breakpoint
CREATE TRIGGER reviews_bump_shop_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION bump_shop_version();--> statement-breakpoint
CREATE TRIGGER app_settings_bump_shop_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_shop_version();--> statement-breakpoint
CREATE TRIGGER product_price_history_bump_shop_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_price_history
  FOR EACH STATEMENT EXECUTE FUNCTION bump_shop_version();
