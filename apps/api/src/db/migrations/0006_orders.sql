CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"order_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"volume" text NOT NULL,
	"thumb" text NOT NULL,
	"category_master_name" text NOT NULL,
	"package_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_ttc_cents" integer NOT NULL,
	"unit_price_ht_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"bottle_deposit_cents" integer NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_alcohol" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_lines_quantity_ck" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"status" text DEFAULT 'placed' NOT NULL,
	"delivery_type" text NOT NULL,
	"zone_id" integer,
	"delivery_name" text NOT NULL,
	"delivery_address" text NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"subtotal_ht_cents" integer NOT NULL,
	"subtotal_ttc_cents" integer NOT NULL,
	"total_tva_cents" integer NOT NULL,
	"vat_by_rate" jsonb NOT NULL,
	"products_deposit_cents" integer NOT NULL,
	"packages_deposit_cents" integer NOT NULL,
	"delivery_fee_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"wallet_usage_cents" integer NOT NULL,
	"amount_to_pay_cents" integer NOT NULL,
	"crates" jsonb NOT NULL,
	"promo_code_id" integer,
	"promo_code" text,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_intent_id" text,
	"adult_declared" boolean DEFAULT false NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('placed', 'preparing', 'out_for_delivery', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_method_ck" CHECK ("orders"."payment_method" in ('offline', 'stripe')),
	CONSTRAINT "orders_payment_status_ck" CHECK ("orders"."payment_status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "orders_amounts_ck" CHECK ("orders"."amount_to_pay_cents" >= 0 AND "orders"."wallet_usage_cents" >= 0 AND "orders"."discount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_warehouse_id_product_warehouses_id_fk" FOREIGN KEY ("product_warehouse_id") REFERENCES "public"."product_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_uq" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_id");--> statement-breakpoint
ALTER TABLE "product_warehouses" ADD CONSTRAINT "product_warehouses_stock_ck" CHECK ("product_warehouses"."stock" IS NULL OR "product_warehouses"."stock" >= 0);