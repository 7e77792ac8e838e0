-- Hand-written: what may replace a product missing at picking, as the shopper says it. A cart line
-- may say it (null: the account's default, read at checkout); an order line always does, copied at
-- checkout ('closest' for the orders placed before, what picking did then). 'product' names its
-- product, and only 'product' does.
ALTER TABLE "users" ADD COLUMN "default_substitution" text DEFAULT 'closest' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_substitution_ck" CHECK ("default_substitution" in ('closest', 'none'));--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "substitution" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "substitute_product_warehouse_id" integer REFERENCES "product_warehouses"("id") ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_substitution_ck" CHECK ("substitution" is null or "substitution" in ('closest', 'product', 'none'));--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitution" text DEFAULT 'closest' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "substitute_product_warehouse_id" integer REFERENCES "product_warehouses"("id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_substitution_ck" CHECK ("substitution" in ('closest', 'product', 'none') and ("substitution" = 'product') = ("substitute_product_warehouse_id" is not null));
