-- Rounds and the empties and deposits ledger (issue 17, items 4 and 5).
-- The warehouse a deposit movement belongs to (a delivery: its order's; a collection: the driver's),
-- who recorded it, and the wallet credit a collection made (the reconciliation with the wallet ledger).
ALTER TABLE "pending_deposits" ADD COLUMN "warehouse_id" integer REFERENCES "warehouses"("id");--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD COLUMN "recorded_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD COLUMN "wallet_entry_id" integer REFERENCES "wallet_entries"("id") ON DELETE SET NULL;--> statement-breakpoint
UPDATE "pending_deposits" AS d SET "warehouse_id" = o."warehouse_id" FROM "orders" AS o WHERE o."id" = d."order_id" AND d."warehouse_id" IS NULL;--> statement-breakpoint
CREATE INDEX "pending_deposits_warehouse_created_idx" ON "pending_deposits" ("warehouse_id", "created_at");--> statement-breakpoint
-- Empties refused at the door (broken, or not ours): never credited, one row per unit and reason of a
-- return; the return's credited collection when some empties were accepted beside them.
CREATE TABLE "collection_rejects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"warehouse_id" integer NOT NULL REFERENCES "warehouses"("id"),
	"collection_id" integer REFERENCES "pending_deposits"("id") ON DELETE SET NULL,
	"order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
	"unit" text NOT NULL,
	"reason" text NOT NULL,
	"count" integer NOT NULL,
	"recorded_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "collection_rejects_unit_ck" CHECK ("unit" in ('crate', 'largeBottle', 'smallBottle')),
	CONSTRAINT "collection_rejects_reason_ck" CHECK ("reason" in ('broken', 'foreign')),
	CONSTRAINT "collection_rejects_count_ck" CHECK ("count" > 0)
);--> statement-breakpoint
CREATE INDEX "collection_rejects_warehouse_created_idx" ON "collection_rejects" ("warehouse_id", "created_at");--> statement-breakpoint
-- The vans of a warehouse; a slot's order goes with the first van (position, then id) until the
-- manager moves it to another.
CREATE TABLE "vans" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL REFERENCES "warehouses"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vans_warehouse_name_uq" UNIQUE ("warehouse_id", "name")
);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "van_id" integer REFERENCES "vans"("id") ON DELETE SET NULL;
