-- Hand-written: the search's own table (issue 34; ADR 0055). The catalogue's search condition was
-- evaluated on every row of catalog_entries of the warehouse and locale (10,000 at a grocer's size),
-- three times per search. catalog_search holds the searchable text once per product and locale (not
-- per warehouse), with a trigram GIN index the condition uses (`like '%…%'` for a word found, `<%` for
-- a typed word's typo); the listing then reads the warehouse's entries of the products it found.
-- Kept current by statement-level triggers on the two tables the text comes from (a product's
-- translations and its brand), in the writing transaction, like catalog_entries (ADR 0052).
CREATE TABLE "catalog_search" (
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	-- The same text as catalog_entries.search_text: unaccent(lower(name || ' ' || brand)).
	"search_text" text NOT NULL,
	CONSTRAINT "catalog_search_pk" PRIMARY KEY ("product_id", "locale")
);--> statement-breakpoint
-- The rows the table holds, computed from the source tables: read by the backfill and the refresh.
CREATE VIEW "catalog_search_source" AS
SELECT tr.product_id, tr.locale, unaccent(lower(tr.name || ' ' || p.brand)) AS search_text
FROM product_translations tr
JOIN products p ON p.id = tr.product_id;--> statement-breakpoint
-- Rewrites only the rows whose text changed (a price or a flag on the product writes nothing here),
-- and drops those of translations gone.
CREATE OR REPLACE FUNCTION "catalog_search_refresh"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(ids) = 0 THEN RETURN; END IF;
	INSERT INTO catalog_search SELECT * FROM catalog_search_source WHERE product_id = ANY(ids)
	ON CONFLICT (product_id, locale) DO UPDATE SET search_text = excluded.search_text
		WHERE catalog_search.search_text IS DISTINCT FROM excluded.search_text;
	DELETE FROM catalog_search s WHERE s.product_id = ANY(ids) AND NOT EXISTS (
		SELECT 1 FROM product_translations tr WHERE tr.product_id = s.product_id AND tr.locale = s.locale);
END;
$$;--> statement-breakpoint
-- TG_ARGV[0] names the product's column; transition tables allow one event per trigger. A deleted
-- product's rows go by the foreign key's cascade.
CREATE OR REPLACE FUNCTION "catalog_search_on_product_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[] := '{}';
BEGIN
	IF TG_OP <> 'INSERT' THEN
		EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO ids;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		EXECUTE format('SELECT coalesce($1, ''{}'') || array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO ids USING ids;
	END IF;
	PERFORM catalog_search_refresh(array(SELECT DISTINCT unnest(ids)));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_search_products_upd" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_search_on_product_rows"('id');--> statement-breakpoint
CREATE TRIGGER "catalog_search_product_translations_ins" AFTER INSERT ON "product_translations"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_search_on_product_rows"('product_id');--> statement-breakpoint
CREATE TRIGGER "catalog_search_product_translations_upd" AFTER UPDATE ON "product_translations"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_search_on_product_rows"('product_id');--> statement-breakpoint
CREATE TRIGGER "catalog_search_product_translations_del" AFTER DELETE ON "product_translations"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_search_on_product_rows"('product_id');--> statement-breakpoint
-- The backfill, then the indexes (built in one pass over the rows).
INSERT INTO "catalog_search" SELECT * FROM "catalog_search_source";--> statement-breakpoint
-- fastupdate off: a search never walks a pending list; a product's rename writes its few rows at once.
CREATE INDEX "catalog_search_text_idx" ON "catalog_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);--> statement-breakpoint
-- The way back from the products found to the warehouse's entries: one index entry per product.
CREATE INDEX "catalog_entries_warehouse_product_idx" ON "catalog_entries" USING btree ("warehouse_id", "locale", "product_id");
