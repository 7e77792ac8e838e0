-- Hand-written: a usual basket that orders itself (issue 32, point 4; ADR 0042). One basket per shopper:
-- its lines (an entry and a quantity, with what may replace it, as a cart line), a frequency on the
-- weeks of their reserved slot, how it is paid (a card saved through Stripe's setup mode, or at the
-- door), a pause. Each date it orders on is one row of usual_basket_occurrences, unique per basket and
-- date and per order: the jobs move it scheduled → reminded → placed | failed (or the shopper skips it)
-- with conditional updates, so two instances place a date once. The warehouse says how many hours
-- before the slot's cutoff a basket is placed.
ALTER TABLE "slot_settings" ADD COLUMN "usual_basket_hours" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_settings" ADD CONSTRAINT "slot_settings_usual_basket_hours_ck" CHECK ("usual_basket_hours" between 0 and 72);--> statement-breakpoint
CREATE TABLE "usual_baskets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"payment" text NOT NULL,
	"anchor_date" date NOT NULL,
	"paused_until" date,
	"active" boolean DEFAULT true NOT NULL,
	"stripe_customer_id" text,
	"stripe_payment_method_id" text,
	"card_label" text,
	"setup_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usual_baskets_frequency_ck" CHECK ("frequency" in ('weekly', 'fortnightly', 'monthly')),
	CONSTRAINT "usual_baskets_payment_ck" CHECK ("payment" in ('card', 'delivery'))
);--> statement-breakpoint
ALTER TABLE "usual_baskets" ADD CONSTRAINT "usual_baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usual_baskets_user_uq" ON "usual_baskets" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "usual_basket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" integer NOT NULL,
	"product_warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"substitution" text,
	"substitute_product_warehouse_id" integer,
	CONSTRAINT "usual_basket_lines_quantity_ck" CHECK ("quantity" > 0),
	CONSTRAINT "usual_basket_lines_substitution_ck" CHECK ("substitution" is null or "substitution" in ('closest', 'product', 'none'))
);--> statement-breakpoint
ALTER TABLE "usual_basket_lines" ADD CONSTRAINT "usual_basket_lines_basket_id_usual_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."usual_baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usual_basket_lines" ADD CONSTRAINT "usual_basket_lines_pw_fk" FOREIGN KEY ("product_warehouse_id") REFERENCES "public"."product_warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usual_basket_lines" ADD CONSTRAINT "usual_basket_lines_substitute_fk" FOREIGN KEY ("substitute_product_warehouse_id") REFERENCES "public"."product_warehouses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usual_basket_lines_uq" ON "usual_basket_lines" USING btree ("basket_id","product_warehouse_id");--> statement-breakpoint
CREATE TABLE "usual_basket_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" integer NOT NULL,
	"date" date NOT NULL,
	"slot_id" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"reason" text,
	"order_id" integer,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usual_basket_occurrences_status_ck" CHECK ("status" in ('scheduled', 'reminded', 'skipped', 'placed', 'failed')),
	CONSTRAINT "usual_basket_occurrences_placed_ck" CHECK ("order_id" is null or "status" = 'placed')
);--> statement-breakpoint
ALTER TABLE "usual_basket_occurrences" ADD CONSTRAINT "usual_basket_occurrences_basket_id_usual_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."usual_baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usual_basket_occurrences" ADD CONSTRAINT "usual_basket_occurrences_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usual_basket_occurrences" ADD CONSTRAINT "usual_basket_occurrences_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usual_basket_occurrences_uq" ON "usual_basket_occurrences" USING btree ("basket_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "usual_basket_occurrences_order_uq" ON "usual_basket_occurrences" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "usual_basket_occurrences_due_idx" ON "usual_basket_occurrences" USING btree ("status") WHERE "status" in ('scheduled', 'reminded');
