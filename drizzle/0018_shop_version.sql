CREATE TABLE "shop_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_version_single_row" CHECK ("shop_version"."id" = 1)
);
--> statement-breakpoint
-- Hand-written (decision 048): the one row, and the triggers that bump it once per statement
-- that changes what an anonymous shop page shows. A statement trigger costs one row update per
-- statement, however many rows it touched.
INSERT INTO "shop_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION bump_shop_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shop_version SET version = version + 1 WHERE id = 1;
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
  FOR EACH STATEMENT EXECUTE FUNCTION bump_shop_version();
