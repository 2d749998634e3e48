ALTER TABLE "products" ADD COLUMN "lowest_prior_price_cents" integer;--> statement-breakpoint
-- Hand-written (decision 018): the PAngV reference price is kept with the product, so listings
-- read it as a plain column. It depends on the price history alone, so it is computed whenever
-- the history changes. The rule of domain/lowest-prior-price.ts: the current price took effect
-- with the newest entry, every entry applies until the next one (entries at one instant in id
-- order: only the later one applied), and the lowest price that applied at any moment of the
-- 30 × 24 hours before wins; null without an earlier price. Hours, not days: `interval '30 days'`
-- would follow the session's time zone across a change of summer time.
-- lowest-prior-price.test.ts compares this with the domain rule on the same histories.
CREATE FUNCTION product_lowest_prior_price_cents(item uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT min(h.price_cents)
  FROM (
    SELECT price_cents,
      valid_from,
      lead(valid_from) OVER (ORDER BY valid_from, id) AS valid_until,
      max(valid_from) OVER () AS reduction_start
    FROM product_price_history
    WHERE product_id = item
  ) h
  WHERE greatest(h.valid_from, h.reduction_start - interval '720 hours')
    < least(coalesce(h.valid_until, 'infinity'), h.reduction_start)
$$;--> statement-breakpoint
CREATE FUNCTION keep_lowest_prior_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- OLD is null on INSERT, NEW on DELETE; an update may move an entry to another product.
  UPDATE products SET lowest_prior_price_cents = product_lowest_prior_price_cents(id)
  WHERE id IN (NEW.product_id, OLD.product_id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER product_price_history_lowest_prior_price
  AFTER INSERT OR UPDATE OR DELETE ON product_price_history
  FOR EACH ROW EXECUTE FUNCTION keep_lowest_prior_price();--> statement-breakpoint
UPDATE products SET lowest_prior_price_cents = product_lowest_prior_price_cents(id);
