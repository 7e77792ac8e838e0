-- Hand-written: a delivery can fail at the door (issue 30). The order's status 'delivery_failed', why
-- (one of the reasons of packages/domain/src/delivery-failure.ts, a note for 'other'), when and by
-- which driver; the order that books it again (one, made by the shopper's click). A category may write
-- its goods off when they come back (fresh goods), recorded as a 'written_off' stock movement.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('payment_pending', 'placed', 'preparing', 'out_for_delivery', 'delivered', 'delivery_failed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failed_by" integer REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rebooked_order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_failure_reason_ck" CHECK ("failure_reason" is null or "failure_reason" in ('absent', 'refused', 'address_not_found', 'age_not_verified', 'damaged', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_failure_ck" CHECK ("status" <> 'delivery_failed' or ("failure_reason" is not null and "failed_at" is not null));--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "write_off_on_return" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "categories" SET "write_off_on_return" = true WHERE "master_id" IN (SELECT "id" FROM "category_masters" WHERE "slug" = 'cremerie');--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_kind_ck";--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_kind_ck" CHECK ("kind" in ('received', 'sold', 'returned', 'adjusted', 'written_off'));
