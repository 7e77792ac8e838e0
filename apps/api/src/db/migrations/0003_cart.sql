CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_product_warehouse_id_product_warehouses_id_fk" FOREIGN KEY ("product_warehouse_id") REFERENCES "public"."product_warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_entry_uq" ON "cart_items" USING btree ("user_id","product_warehouse_id");--> statement-breakpoint
CREATE INDEX "cart_items_entry_idx" ON "cart_items" USING btree ("product_warehouse_id");