-- Picking and packing (issue 17, item 3).
-- The picker's walk through a warehouse: the position of each Rayon's aisle there. A Rayon without a row
-- comes at its catalogue position (category_masters.position); within a Rayon, the categories' order.
CREATE TABLE "warehouse_shelves" (
	"warehouse_id" integer NOT NULL REFERENCES "warehouses"("id") ON DELETE CASCADE,
	"master_id" integer NOT NULL REFERENCES "category_masters"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	CONSTRAINT "warehouse_shelves_pk" PRIMARY KEY ("warehouse_id", "master_id")
);--> statement-breakpoint
-- A line ticked as picked: one row per line (the primary key makes two pickers' ticks one), gone with
-- the line, or when the line is substituted (the new product is still to pick).
CREATE TABLE "order_line_picks" (
	"order_line_id" integer PRIMARY KEY NOT NULL REFERENCES "order_lines"("id") ON DELETE CASCADE,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"picked_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"picked_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "order_line_picks_order_idx" ON "order_line_picks" ("order_id");--> statement-breakpoint
-- A substituted line keeps the name of the product it replaces (the picker, the customer's e-mail).
ALTER TABLE "order_lines" ADD COLUMN "substituted_for" text;--> statement-breakpoint
-- The order's history also tells what picking changed in it (a line removed or substituted), not only
-- its status moves: such an event keeps the status as it was (from = to) and names the products in reason.
ALTER TABLE "order_events" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_ck" CHECK ("kind" in ('status', 'line_removed', 'line_substituted'));
