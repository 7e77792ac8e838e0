-- Issue 16, Rayons, categories and tags in the back-office: hidden from the storefront without deleting
-- anything, a version for optimistic concurrency, and an order for tags.
ALTER TABLE "category_masters" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "category_masters" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "is_hidden" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Tags were listed by key: that order becomes their first position.
UPDATE "tags" SET "position" = ordered.rank
FROM (SELECT "id", row_number() OVER (ORDER BY "key") - 1 AS rank FROM "tags") AS ordered
WHERE "tags"."id" = ordered."id";
