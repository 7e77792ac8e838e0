-- Hand-written (issue 34; ADR 0052): what a search lists is read from one index, not from the table.
-- A search finds its products in catalog_search, then its listing reads their entries in the
-- warehouse and language: at 10,000 products « bière blonde » has 260, each on its own heap page
-- (fillfactor 70, about 2.5 kB a row), read three times (page, crate formats, tags: 7 ms each). This
-- index carries what the page's order and the facets need, for the entries listings show, so those
-- reads are index-only scans (1.4 ms), and the page fetches its 24 rows alone. It replaces the plain
-- (warehouse, language, product) index of 0068, which only searches used. The trigram index on
-- catalog_entries.search_text (0065) is dropped: searches match catalog_search's text since 0068, and
-- every write of an entry paid for it.
DROP INDEX IF EXISTS "catalog_entries_warehouse_product_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "catalog_entries_search_idx";--> statement-breakpoint
CREATE INDEX "catalog_entries_found_idx" ON "catalog_entries" USING btree ("warehouse_id", "locale", "product_id")
	INCLUDE ("entry_id", "is_available", "package_type_id", "tag_keys", "name", "search_text", "volume", "unit")
	WHERE NOT "is_hidden" AND NOT "section_hidden";
--> statement-breakpoint
-- An index-only scan skips the table only for pages marked all-visible, which a vacuum does: vacuum
-- this read-mostly table after 2 % of its rows changed (stock and prices), not the default 20 %.
ALTER TABLE "catalog_entries" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02);
