ALTER TABLE "users" ADD COLUMN "operator_warehouse_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_operator_warehouse_id_warehouses_id_fk" FOREIGN KEY ("operator_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill (hand-written): an operator works for the warehouse of the zone they were seeded in (the Lille driver: Lille).
UPDATE "users" AS u SET "operator_warehouse_id" = z."warehouse_id" FROM "zones" AS z WHERE z."id" = u."zone_id" AND u."role" = 'operator' AND u."operator_warehouse_id" IS NULL;
