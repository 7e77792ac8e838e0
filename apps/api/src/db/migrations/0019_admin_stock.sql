-- Hand-written: the back-office's prices and stock (issue 16). An entry's version (optimistic
-- concurrency of its edit form), the end of its anti-waste discount (after it the storefront, the cart
-- and orders no longer apply it), the stock movement history and the CSV imports awaiting their apply.
ALTER TABLE "product_warehouses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_warehouses" ADD COLUMN "discount_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_warehouses" ADD CONSTRAINT "product_warehouses_discount_ck" CHECK ("discount_anti_waste_percent" BETWEEN 0 AND 90);--> statement-breakpoint
ALTER TABLE "product_warehouses" ADD CONSTRAINT "product_warehouses_price_ck" CHECK ("price_cents" >= 0);--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_warehouse_id" integer NOT NULL REFERENCES "product_warehouses"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text,
	"order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
	"actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind_ck" CHECK ("kind" in ('received', 'sold', 'returned', 'adjusted')),
	CONSTRAINT "stock_movements_stock_after_ck" CHECK ("stock_after" >= 0)
);--> statement-breakpoint
CREATE INDEX "stock_movements_entry_idx" ON "stock_movements" ("product_warehouse_id", "id" DESC);--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" ("order_id") WHERE "order_id" IS NOT NULL;--> statement-breakpoint
-- The history starts with the stock as it stands: movements add up to the stock from the first day.
INSERT INTO "stock_movements" ("product_warehouse_id", "kind", "quantity", "stock_after", "reason")
	SELECT "id", 'adjusted', "stock", "stock", 'opening' FROM "product_warehouses" WHERE "stock" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "stock_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"csv" text NOT NULL,
	"fingerprint" text NOT NULL,
	"change_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
