-- Hand-written: the listing's facet figures kept as counts (issue 34; ADR 0052). A listing shows how
-- many entries each crate format and each tag would give; counted from catalog_entries, that reads
-- every entry of the warehouse and language (10,000 at a grocer's size) on every uncached listing.
-- Here they are kept per cell: warehouse, language, category, crate format and tag ('' for the
-- entries themselves), counting the entries of products not hidden. Whether a category or Rayon is
-- hidden, its slugs and the names shown are read from their own small tables at read time, so
-- renaming or hiding one changes no cell. Kept by statement-level triggers on catalog_entries, in the
-- writing transaction: each statement's rows are added up per cell first, so a price or stock update
-- (every order makes one) nets to nothing and writes no cell, and cells are written in key order.
CREATE TABLE "catalog_facet_cells" (
	"warehouse_id" integer NOT NULL,
	"locale" text NOT NULL,
	"category_id" integer NOT NULL,
	"package_type_id" integer NOT NULL,
	"tag_key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "catalog_facet_cells_pk" PRIMARY KEY ("warehouse_id", "locale", "tag_key", "category_id", "package_type_id")
);--> statement-breakpoint
-- The entries of a statement's transition tables, +1 for new rows and -1 for old ones, added up per
-- cell; TG_OP says which tables the trigger has (an INSERT has no old rows, a DELETE no new ones).
CREATE OR REPLACE FUNCTION "catalog_facet_cells_on_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed text := concat_ws(' UNION ALL ',
		CASE WHEN TG_OP <> 'DELETE' THEN 'SELECT warehouse_id, locale, category_id, package_type_id, tag_keys, 1 AS delta FROM new_rows WHERE NOT is_hidden' END,
		CASE WHEN TG_OP <> 'INSERT' THEN 'SELECT warehouse_id, locale, category_id, package_type_id, tag_keys, -1 AS delta FROM old_rows WHERE NOT is_hidden' END);
BEGIN
	EXECUTE format($q$
		INSERT INTO catalog_facet_cells AS c (warehouse_id, locale, tag_key, category_id, package_type_id, count)
		SELECT r.warehouse_id, r.locale, k.tag_key, r.category_id, r.package_type_id, sum(r.delta)::int
		FROM (%s) r CROSS JOIN LATERAL unnest('{""}'::text[] || r.tag_keys) AS k(tag_key)
		GROUP BY 1, 2, 3, 4, 5
		HAVING sum(r.delta) <> 0
		ORDER BY 1, 2, 3, 4, 5
		ON CONFLICT ON CONSTRAINT catalog_facet_cells_pk DO UPDATE SET count = c.count + excluded.count
	$q$, changed);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_facet_cells_ins" AFTER INSERT ON "catalog_entries"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_facet_cells_on_entries"();--> statement-breakpoint
CREATE TRIGGER "catalog_facet_cells_upd" AFTER UPDATE ON "catalog_entries"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_facet_cells_on_entries"();--> statement-breakpoint
CREATE TRIGGER "catalog_facet_cells_del" AFTER DELETE ON "catalog_entries"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_facet_cells_on_entries"();--> statement-breakpoint
-- The backfill.
INSERT INTO "catalog_facet_cells" (warehouse_id, locale, tag_key, category_id, package_type_id, count)
SELECT e.warehouse_id, e.locale, k.tag_key, e.category_id, e.package_type_id, count(*)::int
FROM catalog_entries e CROSS JOIN LATERAL unnest('{""}'::text[] || e.tag_keys) AS k(tag_key)
WHERE NOT e.is_hidden
GROUP BY 1, 2, 3, 4, 5;
