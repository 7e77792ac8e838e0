ALTER TABLE "pending_deposits" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD COLUMN "crates" integer;--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD COLUMN "large_bottles" integer;--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD COLUMN "small_bottles" integer;--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD CONSTRAINT "pending_deposits_kind_ck" CHECK ("pending_deposits"."kind" IS NULL OR "pending_deposits"."kind" in ('delivery', 'collection'));--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD CONSTRAINT "pending_deposits_counts_ck" CHECK (("pending_deposits"."crates" IS NULL OR "pending_deposits"."crates" >= 0) AND ("pending_deposits"."large_bottles" IS NULL OR "pending_deposits"."large_bottles" >= 0) AND ("pending_deposits"."small_bottles" IS NULL OR "pending_deposits"."small_bottles" >= 0));--> statement-breakpoint
-- Backfill (hand-written): an order's deposits are a delivery, a negative amount is a collection.
UPDATE "pending_deposits" SET "kind" = CASE WHEN "order_id" IS NOT NULL OR "amount_cents" > 0 THEN 'delivery' WHEN "amount_cents" < 0 THEN 'collection' END WHERE "kind" IS NULL;--> statement-breakpoint
-- A delivery's crates and bottles are the order's crate fill (the same count the French text gave, bottles split by format).
UPDATE "pending_deposits" AS d SET "crates" = (SELECT coalesce(sum((c->>'completeCrates')::int + CASE WHEN (c->>'nbSpaceLeft')::int > 0 THEN 1 ELSE 0 END), 0)::int FROM jsonb_array_elements(o."crates") AS c), "large_bottles" = (SELECT coalesce(sum((c->>'nbItems')::int), 0)::int FROM jsonb_array_elements(o."crates") AS c WHERE c->>'packageType' = 'large'), "small_bottles" = (SELECT coalesce(sum((c->>'nbItems')::int), 0)::int FROM jsonb_array_elements(o."crates") AS c WHERE c->>'packageType' = 'small') FROM "orders" AS o WHERE o."id" = d."order_id" AND d."kind" = 'delivery' AND d."crates" IS NULL;--> statement-breakpoint
-- A collection's counts are read back from the French text the API used to write; any other text stays as it is.
UPDATE "pending_deposits" SET "crates" = substring("description" from '^Vides récupérés : (\d+) caisse')::int, "large_bottles" = substring("description" from ', (\d+) grande\(s\)')::int, "small_bottles" = substring("description" from ' et (\d+) petite\(s\)')::int WHERE "kind" = 'collection' AND "crates" IS NULL AND "description" ~ '^Vides récupérés : \d+ caisse\(s\), \d+ grande\(s\) et \d+ petite\(s\) bouteille\(s\)$';
