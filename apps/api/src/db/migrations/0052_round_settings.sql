-- Hand-written: the rounds' settings edited from the back-office (/admin/tournees/reglages). The
-- bounds the page and the API say (packages/domain round-settings.ts) become the database's, so no
-- path stores nonsense: a stop's base time 0–1800 s, per crate 0–600 s, the announced window 5–120
-- minutes, a van 1–500 crates and a trimmed name of 1–40 characters, unique per warehouse whatever its
-- case. Values stored before outside the new bounds are brought inside them first (the former checks
-- allowed a base up to 3600 s, a van up to 1000 crates). Each warehouse's settings and each van carry
-- a version, so that two managers saving at once never overwrite each other silently (409).
UPDATE "warehouses" SET "stop_base_seconds" = least("stop_base_seconds", 1800) WHERE "stop_base_seconds" > 1800;--> statement-breakpoint
UPDATE "warehouses" SET "promise_window_minutes" = greatest(5, least("promise_window_minutes", 120));--> statement-breakpoint
UPDATE "vans" SET "capacity_crates" = least("capacity_crates", 500) WHERE "capacity_crates" > 500;--> statement-breakpoint
UPDATE "vans" SET "name" = left(btrim("name"), 40) WHERE "name" <> left(btrim("name"), 40);--> statement-breakpoint
ALTER TABLE "warehouses" DROP CONSTRAINT "warehouses_stop_seconds_ck";--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_stop_seconds_ck" CHECK ("stop_base_seconds" >= 0 and "stop_base_seconds" <= 1800 and "stop_per_crate_seconds" >= 0 and "stop_per_crate_seconds" <= 600);--> statement-breakpoint
ALTER TABLE "warehouses" DROP CONSTRAINT "warehouses_promise_window_ck";--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_promise_window_ck" CHECK ("promise_window_minutes" >= 5 and "promise_window_minutes" <= 120);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "rounds_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "vans" DROP CONSTRAINT "vans_capacity_crates_ck";--> statement-breakpoint
ALTER TABLE "vans" ADD CONSTRAINT "vans_capacity_crates_ck" CHECK ("capacity_crates" >= 1 and "capacity_crates" <= 500);--> statement-breakpoint
ALTER TABLE "vans" ADD CONSTRAINT "vans_name_ck" CHECK (char_length("name") between 1 and 40 and "name" = btrim("name"));--> statement-breakpoint
ALTER TABLE "vans" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vans_warehouse_name_ci_uq" ON "vans" ("warehouse_id", lower("name"));
