-- Hand-written (decision 103): the shop's state as every process reads it (lib/kept-answers.ts,
-- readShopState), in a function whose plan is made once per connection. As a plain statement
-- PostgreSQL planned it on every read: the custom plan for `reserved_until > $1` looks up the
-- index's current bounds to estimate the condition, which cost several times the execution
-- (0.2-0.3 ms of the database's CPU per read, on a Friday thousands of reads a minute). A generic
-- plan is as good here: every part is an index lookup whatever the values.
CREATE OR REPLACE FUNCTION shop_state(at timestamptz, since bigint)
RETURNS TABLE (version bigint, next_release timestamptz, changes json)
LANGUAGE sql STABLE
SET plan_cache_mode = force_generic_plan
AS $$
  select (select v.version from shop_version v where v.id = 1),
         (select min(p.reserved_until) from products p where p.reserved_until > at),
         (select json_agg(json_build_array(c.version, c.tags) order by c.version)
            from shop_changes c where since is not null and c.version > since)
$$;
