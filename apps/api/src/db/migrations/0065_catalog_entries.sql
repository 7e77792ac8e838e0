-- Hand-written: the catalogue's read model (issue 34, build point 1; ADR 0052). One row per product
-- warehouse entry and translation locale, with everything a listing, a product page or a cart line shows
-- and every key they filter and sort by, so a listing reads one table instead of joining seven. Kept
-- current by statement-level triggers on every source table, in the writing transaction: the
-- back-office, the CSV import, stock changes and seeds all write through many code paths, and none of
-- them has to remember it. The anti-waste discount depends on the clock: its percentage and end date
-- are stored and the effective discount is computed at read time (effectiveDiscountSql).
CREATE TABLE "catalog_entries" (
	"entry_id" integer NOT NULL REFERENCES "product_warehouses"("id") ON DELETE CASCADE,
	"locale" text NOT NULL,
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"slug" text NOT NULL,
	"price_cents" integer NOT NULL,
	"is_available" boolean NOT NULL,
	"max_orderable" integer NOT NULL,
	"discount_anti_waste_percent" integer NOT NULL,
	"discount_ends_at" timestamp with time zone,
	"name" text NOT NULL,
	"description" text NOT NULL,
	-- unaccent() is not immutable (it reads a dictionary), so the normalised text is stored, not indexed as an expression.
	"search_text" text NOT NULL,
	"brand" text NOT NULL,
	"volume" double precision NOT NULL,
	"unit" text NOT NULL,
	"vat_class" text NOT NULL,
	"alcohol_level" double precision,
	"deposit_class" text NOT NULL,
	"is_hidden" boolean NOT NULL,
	"is_new" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category_id" integer NOT NULL,
	"category_slug" text NOT NULL,
	"category_names" jsonb NOT NULL,
	"category_position" integer NOT NULL,
	"master_id" integer NOT NULL,
	"master_slug" text NOT NULL,
	"master_names" jsonb NOT NULL,
	"master_position" integer NOT NULL,
	-- The product's category or Rayon is hidden: out of listings, still in carts.
	"section_hidden" boolean NOT NULL,
	"package_type_id" integer NOT NULL,
	"package_type_names" jsonb NOT NULL,
	"capacity" integer,
	"image_width" integer,
	"image_height" integer,
	"thumb_width" integer,
	"thumb_height" integer,
	"photo_id" integer,
	-- The product's tags in stored order, [{key, names, hidden}], and their keys for filtering.
	"tags" jsonb NOT NULL,
	"tag_keys" text[] NOT NULL,
	CONSTRAINT "catalog_entries_pk" PRIMARY KEY ("entry_id", "locale")
-- Room on each page for a price or availability change to stay a heap-only update (no index touched).
) WITH (fillfactor = 70);--> statement-breakpoint
CREATE INDEX "catalog_entries_product_idx" ON "catalog_entries" USING btree ("product_id");--> statement-breakpoint
-- The default listing order (Rayon, category, name), available entries first, per warehouse and language.
CREATE INDEX "catalog_entries_listing_idx" ON "catalog_entries" USING btree ("warehouse_id", "locale", "is_available" DESC, "master_position", "category_position", "name", "entry_id");--> statement-breakpoint
CREATE INDEX "catalog_entries_name_idx" ON "catalog_entries" USING btree ("warehouse_id", "locale", "is_available" DESC, "name", "entry_id");--> statement-breakpoint
CREATE INDEX "catalog_entries_slug_idx" ON "catalog_entries" USING btree ("warehouse_id", "locale", "slug");--> statement-breakpoint
CREATE INDEX "catalog_entries_category_idx" ON "catalog_entries" USING btree ("warehouse_id", "locale", "category_slug");--> statement-breakpoint
CREATE INDEX "catalog_entries_master_idx" ON "catalog_entries" USING btree ("warehouse_id", "locale", "master_slug");--> statement-breakpoint
CREATE INDEX "catalog_entries_search_idx" ON "catalog_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_entries_tags_idx" ON "catalog_entries" USING gin ("tag_keys");--> statement-breakpoint
-- The rows the read model holds, computed from the source tables: one place, read by both refreshes.
CREATE VIEW "catalog_entries_source" AS
SELECT pw.id AS entry_id, tr.locale, pw.warehouse_id, p.id AS product_id, pw.slug, pw.price_cents,
	pw.is_available, pw.max_orderable, pw.discount_anti_waste_percent, pw.discount_ends_at,
	tr.name, tr.description, unaccent(lower(tr.name || ' ' || p.brand)) AS search_text,
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
CREATE OR REPLACE FUNCTION "catalog_entries_refresh_products"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(ids) = 0 THEN RETURN; END IF;
	DELETE FROM catalog_entries WHERE product_id = ANY(ids);
	INSERT INTO catalog_entries SELECT * FROM catalog_entries_source WHERE product_id = ANY(ids);
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_entries_refresh_entries"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF cardinality(ids) = 0 THEN RETURN; END IF;
	DELETE FROM catalog_entries WHERE entry_id = ANY(ids);
	INSERT INTO catalog_entries SELECT * FROM catalog_entries_source WHERE entry_id = ANY(ids);
END;
$$;--> statement-breakpoint
-- Entries: a new one is read from the source; a changed one has its own columns set in place (a
-- whole-catalogue price import rewrites no product columns); a change of stock alone (every order
-- takes from it) shows nowhere and writes nothing. A deleted entry's rows go by the foreign key's cascade.
CREATE OR REPLACE FUNCTION "catalog_entries_on_product_warehouses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM catalog_entries_refresh_entries(array(SELECT id FROM new_rows));
		RETURN NULL;
	END IF;
	-- Compared with the rows as stored (the old values): transition tables have no index, and joining
	-- old and new rows of a whole-catalogue update would compare every pair.
	UPDATE catalog_entries ce SET slug = n.slug, price_cents = n.price_cents, is_available = n.is_available,
		max_orderable = n.max_orderable, discount_anti_waste_percent = n.discount_anti_waste_percent,
		discount_ends_at = n.discount_ends_at
	FROM new_rows n
	WHERE ce.entry_id = n.id AND ce.product_id = n.product_id AND ce.warehouse_id = n.warehouse_id
		AND (ce.slug, ce.price_cents, ce.is_available, ce.max_orderable, ce.discount_anti_waste_percent, ce.discount_ends_at)
		IS DISTINCT FROM (n.slug, n.price_cents, n.is_available, n.max_orderable, n.discount_anti_waste_percent, n.discount_ends_at);
	-- Moved to another product or warehouse (no code path does it today), or not in the read model
	-- yet: read again.
	PERFORM catalog_entries_refresh_entries(array(
		SELECT n.id FROM new_rows n WHERE NOT EXISTS (SELECT 1 FROM catalog_entries ce
			WHERE ce.entry_id = n.id AND ce.product_id = n.product_id AND ce.warehouse_id = n.warehouse_id)));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_warehouses_ins" AFTER INSERT ON "product_warehouses"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_warehouses"();--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_warehouses_upd" AFTER UPDATE ON "product_warehouses"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_warehouses"();--> statement-breakpoint
-- Tables keyed by the product (its row, translations, image, tags): refresh the products touched.
-- TG_ARGV[0] names the product's column; transition tables allow one event per trigger.
CREATE OR REPLACE FUNCTION "catalog_entries_on_product_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	ids integer[] := '{}';
BEGIN
	IF TG_OP <> 'INSERT' THEN
		EXECUTE format('SELECT array_agg(DISTINCT %I) FROM old_rows', TG_ARGV[0]) INTO ids;
	END IF;
	IF TG_OP <> 'DELETE' THEN
		EXECUTE format('SELECT coalesce($1, ''{}'') || array_agg(DISTINCT %I) FROM new_rows', TG_ARGV[0]) INTO ids USING ids;
	END IF;
	PERFORM catalog_entries_refresh_products(array(SELECT DISTINCT unnest(ids)));
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_entries_products_upd" AFTER UPDATE ON "products"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_rows"('id');--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_translations_ins" AFTER INSERT ON "product_translations"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_rows"('product_id');--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_translations_upd" AFTER UPDATE ON "product_translations"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_rows"('product_id');--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_translations_del" AFTER DELETE ON "product_translations"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_rows"('product_id');--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_images_ins" AFTER INSERT ON "product_images"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_rows"('product_id');--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_images_upd" AFTER UPDATE ON "product_images"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_rows"('product_id');--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_images_del" AFTER DELETE ON "product_images"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_rows"('product_id');--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_tags_ins" AFTER INSERT ON "product_tags"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_rows"('product_id');--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_tags_upd" AFTER UPDATE ON "product_tags"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_rows"('product_id');--> statement-breakpoint
CREATE TRIGGER "catalog_entries_product_tags_del" AFTER DELETE ON "product_tags"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_product_rows"('product_id');--> statement-breakpoint
-- Shared rows (a category, a Rayon, a crate format, a tag): refresh every product that shows them.
CREATE OR REPLACE FUNCTION "catalog_entries_on_shared_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'tags' THEN
		PERFORM catalog_entries_refresh_products(array(
			SELECT DISTINCT ptg.product_id FROM product_tags ptg JOIN new_rows n ON n.id = ptg.tag_id));
	ELSE
		PERFORM catalog_entries_refresh_products(array(
			SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
			JOIN new_rows n ON n.id = CASE TG_TABLE_NAME
				WHEN 'categories' THEN c.id
				WHEN 'category_masters' THEN c.master_id
				ELSE p.package_type_id
			END));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_entries_categories_upd" AFTER UPDATE ON "categories"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_shared_rows"();--> statement-breakpoint
CREATE TRIGGER "catalog_entries_category_masters_upd" AFTER UPDATE ON "category_masters"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_shared_rows"();--> statement-breakpoint
CREATE TRIGGER "catalog_entries_package_types_upd" AFTER UPDATE ON "package_types"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_shared_rows"();--> statement-breakpoint
CREATE TRIGGER "catalog_entries_tags_upd" AFTER UPDATE ON "tags"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "catalog_entries_on_shared_rows"();--> statement-breakpoint
-- The backfill.
INSERT INTO "catalog_entries" SELECT * FROM "catalog_entries_source";
