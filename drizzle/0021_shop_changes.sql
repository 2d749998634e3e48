CREATE TABLE "shop_changes" (
	"version" bigint PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"purged" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_changes_to_purge" ON "shop_changes" USING btree ("version") WHERE not "shop_changes"."purged";--> statement-breakpoint
-- Hand-written (decision 066): each bump of shop_version records what the statement touched, so
-- every process drops only the kept answers showing it. Tags: `item-<product id>` per item
-- changed, `listing` when what the listings hold or their order may have changed, `shop` for
-- everything (brands, reviews, settings, a TRUNCATE, or a statement touching more than 200 items:
-- the row and the notification stay small). A statement that changed no row records nothing.
-- Versions are given under shop_version's row lock, so they follow the commits: a reader that
-- sees version v sees every change up to v. Old changes are pruned every thousandth version.
CREATE FUNCTION record_shop_change(touched text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF cardinality(touched) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(touched) > 200 THEN
    touched := ARRAY['shop'];
  END IF;
  INSERT INTO shop_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = shop_version.version + 1
    RETURNING version INTO next_version;
  INSERT INTO shop_changes (version, tags) VALUES (next_version, touched);
  IF next_version % 1000 = 0 THEN
    DELETE FROM shop_changes WHERE version <= next_version - 10000;
  END IF;
  PERFORM pg_notify('shop_changed', next_version::text);
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_shop_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_shop_change(ARRAY['shop']);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Columns a reservation changes: they change an item's mark, never which items a listing holds.
CREATE FUNCTION listing_fields(item products) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT to_jsonb(item) - ARRAY['reserved_by', 'reserved_until', 'updated_at'];
$$;--> statement-breakpoint
CREATE FUNCTION products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
BEGIN
  SELECT array_agg('item-' || id) INTO touched FROM new_rows;
  IF touched IS NOT NULL THEN
    PERFORM record_shop_change(touched || ARRAY['listing']);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
BEGIN
  SELECT array_agg('item-' || id) INTO touched FROM old_rows;
  IF touched IS NOT NULL THEN
    PERFORM record_shop_change(touched || ARRAY['listing']);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An update changes the listings when an item comes into or leaves them (its status to or from
-- active: a sale, an item going live, a freed hold) or a listed item changes anything but its
-- reservation (price, size, title: its place in a filter, a sort or a search).
CREATE FUNCTION products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
  listing boolean;
BEGIN
  SELECT array_agg('item-' || n.id),
         bool_or((o.status = 'active' OR n.status = 'active')
                 AND (o.status IS DISTINCT FROM n.status
                      OR listing_fields(o) IS DISTINCT FROM listing_fields(n)))
    INTO touched, listing
    FROM old_rows o JOIN new_rows n ON n.id = o.id;
  IF touched IS NOT NULL THEN
    PERFORM record_shop_change(CASE WHEN listing THEN touched || ARRAY['listing'] ELSE touched END);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION price_history_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT 'item-' || product_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT 'item-' || product_id) INTO touched FROM new_rows;
  END IF;
  IF touched IS NOT NULL THEN
    PERFORM record_shop_change(touched);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER products_bump_shop_version ON products;--> statement-breakpoint
DROP TRIGGER product_price_history_bump_shop_version ON product_price_history;--> statement-breakpoint
CREATE TRIGGER products_inserted_change AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_inserted();--> statement-breakpoint
CREATE TRIGGER products_updated_change AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION products_updated();--> statement-breakpoint
CREATE TRIGGER products_deleted_change AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_deleted();--> statement-breakpoint
CREATE TRIGGER products_truncated_change AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_shop_version();--> statement-breakpoint
CREATE TRIGGER price_history_inserted_change AFTER INSERT ON product_price_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_changed();--> statement-breakpoint
CREATE TRIGGER price_history_updated_change AFTER UPDATE ON product_price_history
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_changed();--> statement-breakpoint
CREATE TRIGGER price_history_deleted_change AFTER DELETE ON product_price_history
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION price_history_changed();--> statement-breakpoint
CREATE TRIGGER price_history_truncated_change AFTER TRUNCATE ON product_price_history
  FOR EACH STATEMENT EXECUTE FUNCTION bump_shop_version();
