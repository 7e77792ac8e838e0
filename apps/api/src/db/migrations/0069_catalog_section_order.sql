-- Hand-written: a category's or a Rayon's listing served in its order by an index (issue 34; ADR 0052).
-- The section indexes of 0065 held the slug only: at 10,000 products a category listing walked the
-- whole-warehouse listing index in its order and threw away the other sections' rows (2,556 rows read
-- for 24 shown, 89 ms). The listing now names the one column its section is (a category's slug or a
-- Rayon's), and each index carries the listing's default order after the slug, so a page of a section
-- is the first rows of one index range.
DROP INDEX IF EXISTS "catalog_entries_category_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "catalog_entries_master_idx";--> statement-breakpoint
CREATE INDEX "catalog_entries_category_idx" ON "catalog_entries" USING btree ("warehouse_id", "locale", "category_slug", "is_available" DESC, "master_position", "category_position", "name", "entry_id");--> statement-breakpoint
CREATE INDEX "catalog_entries_master_idx" ON "catalog_entries" USING btree ("warehouse_id", "locale", "master_slug", "is_available" DESC, "master_position", "category_position", "name", "entry_id");
