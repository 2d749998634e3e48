-- Hand-written (decision 052): every bump of shop_version also notifies the channel
-- shop_changed, so each app process learns of a change without asking. PostgreSQL delivers the
-- notification when the transaction commits, and once per transaction however many statements
-- bumped the version.
CREATE OR REPLACE FUNCTION bump_shop_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_version (id, version) VALUES (1, 1)
    ON CONFLICT (id) DO UPDATE SET version = shop_version.version + 1;
  PERFORM pg_notify('shop_changed', '');
  RETURN NULL;
END;
$$;
