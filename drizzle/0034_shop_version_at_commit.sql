-- Hand-written (decision 103): a change's version is given when its transaction commits, not when
-- its statement runs. The version row is locked from the bump to the commit; bumped by the
-- statement, it stayed locked for the rest of the transaction: the answer's way back to the
-- process, the process's next turn (on a busy Friday tens to hundreds of milliseconds), the
-- next statements and the COMMIT. Every other change of the shop waited that long (the Friday
-- rehearsal's reservations, orders and payments, docs/performance.md). Now each statement only
-- notes what it touched; a deferred trigger gives the versions as the transaction commits, so
-- the row is locked for the commit alone. Versions still follow the commits.
CREATE TABLE "shop_changes_pending" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION publish_shop_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  DELETE FROM shop_changes_pending WHERE id = NEW.id;
  INSERT INTO shop_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = shop_version.version + 1
    RETURNING version INTO next_version;
  INSERT INTO shop_changes (version, tags) VALUES (next_version, NEW.tags);
  IF next_version % 1000 = 0 THEN
    DELETE FROM shop_changes WHERE version <= next_version - 10000;
  END IF;
  PERFORM pg_notify('shop_changed', next_version::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shop_changes_pending_publish AFTER INSERT ON shop_changes_pending
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION publish_shop_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_shop_change(touched text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(touched) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(touched) > 200 THEN
    touched := ARRAY['shop'];
  END IF;
  INSERT INTO shop_changes_pending (tags) VALUES (touched);
END;
$$;
