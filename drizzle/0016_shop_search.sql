ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
-- Hand-written (decision 045): the shop search runs in PostgreSQL. Full-text search in the German
-- configuration finds word forms (Jacken → Jacke, Mütze/Muetze/mutze); trigram similarity over
-- the words the shop's items use forgives typing mistakes (schlafsak → Schlafsack).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- A word as the search compares it: lower case, umlauts and accents folded, "ue"/"ae"/"oe" as
-- the umlaut they spell. The same rule as domain/search-query.ts#foldSearchWord; search.test.ts
-- proves the two agree.
CREATE FUNCTION shop_search_fold(input text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(replace(replace(
    translate(replace(lower(input), 'ß', 'ss'), 'äöüàáâãåèéêëìíîïòóôõùúûýÿçñ', 'aouaaaaaeeeeiiiiooooouuuyycn'),
    'ae', 'a'), 'oe', 'o'), 'ue', 'u')
$$;--> statement-breakpoint
-- A brand name without anything but letters and digits: "H&M" is "hm", "JAKO-O" is "jakoo".
CREATE FUNCTION shop_search_compact(input text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(shop_search_fold(input), '[^[:alnum:]]+', '', 'g')
$$;--> statement-breakpoint
-- What an item is found by: its name, brand, season (not "-") and description. The category is
-- not a word of it: "kleid" would otherwise find every item of "Kleidung"; category words in a
-- search are read as the category filter instead.
CREATE FUNCTION product_search_text(name text, brand_id integer, season text, description text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', name, (SELECT b.name FROM brands b WHERE b.id = brand_id), nullif(season, '-'), description)
$$;--> statement-breakpoint
CREATE FUNCTION keep_product_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := to_tsvector('german', product_search_text(NEW.name, NEW.brand_id, NEW.season, NEW.description));
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF name, brand_id, season, description ON products
  FOR EACH ROW EXECUTE FUNCTION keep_product_search_vector();--> statement-breakpoint
CREATE FUNCTION keep_brand_search_vectors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_vector = to_tsvector('german', product_search_text(name, brand_id, season, description))
  WHERE brand_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER brands_search_vectors
  AFTER UPDATE OF name ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION keep_brand_search_vectors();--> statement-breakpoint
UPDATE products SET search_vector = to_tsvector('german', product_search_text(name, brand_id, season, description));--> statement-breakpoint
-- The items whose words match a search. PostgreSQL rates matching a document as cheap as
-- comparing two numbers, so for a common word ("jacke", one item in ten) it reads all 20,000
-- documents (13 ms) instead of asking the index (2 ms). This function asks the index; the SET
-- clause holds for its own statement only. The caller filters, sorts and pages its rows.
CREATE FUNCTION shop_search_matches(query tsquery) RETURNS SETOF products LANGUAGE sql STABLE ROWS 500
  SET enable_seqscan = off
  AS $$ SELECT * FROM products WHERE search_vector @@ query $$;--> statement-breakpoint
-- The words of the items for sale (stop words like "mit" left out), each with how many items use
-- it, its stem, its most common spelling and whether it is a word of an item's name (what suggestions
-- offer as item types): typing mistakes are corrected towards these words. Refreshed by the job
-- `refresh-search-words` every minute (features/products/search-words.ts).
CREATE MATERIALIZED VIEW search_words AS
  SELECT shop_search_fold(word) AS word, count(DISTINCT id)::integer AS items,
    mode() WITHIN GROUP (ORDER BY word) AS label, bool_or(from_name) AS in_name,
    (ts_lexize('german_stem', shop_search_fold(word)))[1] AS lexeme
  FROM (
    SELECT p.id, w.word, w.from_name
    FROM products p
    LEFT JOIN brands b ON b.id = p.brand_id
    CROSS JOIN LATERAL (
      SELECT word, true AS from_name FROM regexp_split_to_table(p.name, '[^[:alpha:]]+') word
      UNION ALL
      SELECT word, false FROM regexp_split_to_table(
        concat_ws(' ', b.name, nullif(p.season, '-'), p.description), '[^[:alpha:]]+') word
    ) w
    WHERE p.status = 'active' AND length(w.word) >= 2
      AND cardinality(ts_lexize('german_stem', lower(w.word))) > 0
  ) words
  GROUP BY shop_search_fold(word)
WITH DATA;--> statement-breakpoint
CREATE UNIQUE INDEX search_words_word_idx ON search_words (word);--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
