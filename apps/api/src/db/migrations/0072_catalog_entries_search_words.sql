-- Hand-written (issue 34; ADR 0052, ADR 0060): a search ranks what it found by whole words without a regular
-- expression per entry and word. catalog_entries.search_text, which searches stopped matching in 0068
-- (catalog_search holds the text they match), becomes search_words: the same unaccented lower-case
-- name and brand with every run of characters other than letters, digits and `_` made one space, and
-- a space at each end, so « a whole word » is `strpos(search_words, ' word ')` — a byte search — where
-- `search_text ~ '\mword\M'` ran a regular expression (about 0.9 µs each, two per entry for « bière
-- blonde »: 0.4 ms of its 2.7 ms at 10,000 products). Letters, digits and `_` are what a regular
-- expression's word boundaries know as word characters, so a word of those alone is whole in the one
-- exactly when it is in the other; and a word found in the text is found, its own punctuation made
-- spaces the same way, in search_words.
-- The rule, once: the view, the rewrite below and the search statement's words (read-model.ts) call it.
CREATE FUNCTION "catalog_search_words"(normalised text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT ' ' || trim(regexp_replace(normalised, '[^[:alnum:]_]+', ' ', 'g')) || ' ' $$;--> statement-breakpoint
ALTER TABLE "catalog_entries" RENAME COLUMN "search_text" TO "search_words";--> statement-breakpoint
DROP VIEW "catalog_entries_source";--> statement-breakpoint
CREATE VIEW "catalog_entries_source" AS
SELECT pw.id AS entry_id, tr.locale, pw.warehouse_id, p.id AS product_id, pw.slug, pw.price_cents,
	pw.is_available, pw.max_orderable, pw.discount_anti_waste_percent, pw.discount_ends_at,
	tr.name, tr.description,
	catalog_search_words(unaccent(lower(tr.name || ' ' || p.brand))) AS search_words,
	p.brand, p.volume, p.unit, p.vat_class, p.alcohol_level, p.deposit_class, p.is_hidden, p.is_new, p.created_at,
	c.id AS category_id, c.slug AS category_slug, c.names AS category_names, c.position AS category_position,
	cm.id AS master_id, cm.slug AS master_slug, cm.names AS master_names, cm.position AS master_position,
	c.is_hidden OR cm.is_hidden AS section_hidden,
	pk.id AS package_type_id, pk.names AS package_type_names, pk.capacity,
	pi.width AS image_width, pi.height AS image_height, pi.thumb_width, pi.thumb_height, pi.photo_id,
	coalesce(tg.tags, '[]'::jsonb) AS tags, coalesce(tg.tag_keys, '{}'::text[]) AS tag_keys
FROM product_warehouses pw
JOIN products p ON p.id = pw.product_id
JOIN product_translations tr ON tr.product_id = p.id
JOIN categories c ON c.id = p.category_id
JOIN category_masters cm ON cm.id = c.master_id
JOIN package_types pk ON pk.id = p.package_type_id
LEFT JOIN product_images pi ON pi.product_id = p.id
LEFT JOIN LATERAL (
	SELECT jsonb_agg(jsonb_build_object('key', t.key, 'names', t.names, 'hidden', t.is_hidden) ORDER BY ptg.ctid) AS tags,
		array_agg(t.key ORDER BY ptg.ctid) AS tag_keys
	FROM product_tags ptg JOIN tags t ON t.id = ptg.tag_id
	WHERE ptg.product_id = p.id
) tg ON true;--> statement-breakpoint
-- The found entries' index is built again after the rows are rewritten, not updated row by row; the
-- facet cells' trigger is left out of a rewrite that changes no cell (it would add up every row twice).
DROP INDEX "catalog_entries_found_idx";--> statement-breakpoint
ALTER TABLE "catalog_entries" DISABLE TRIGGER "catalog_facet_cells_upd";--> statement-breakpoint
UPDATE "catalog_entries"
	SET "search_words" = catalog_search_words("search_words");--> statement-breakpoint
ALTER TABLE "catalog_entries" ENABLE TRIGGER "catalog_facet_cells_upd";--> statement-breakpoint
CREATE INDEX "catalog_entries_found_idx" ON "catalog_entries" USING btree ("warehouse_id", "locale", "product_id")
	INCLUDE ("entry_id", "is_available", "package_type_id", "tag_keys", "name", "search_words", "volume", "unit")
	WHERE NOT "is_hidden" AND NOT "section_hidden";
