-- Hand-written: a reserved weekly slot (issue 32, point 3; ADR 0040). A reservation is a weekday and
-- start hour of a warehouse, every one or two weeks from its anchor date; each of its weeks is a row of
-- slot_reservation_weeks whose 'held' status is one place of the slot (slots.reserved, the orders'
-- counter), used by the shopper's order on that slot instead of a second place. One row per
-- reservation and slot, so the job that extends the held weeks inserts each week once whatever runs it.
ALTER TABLE "slot_settings" ADD COLUMN "reservation_weeks" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_settings" ADD CONSTRAINT "slot_settings_reservation_weeks_ck" CHECK ("reservation_weeks" between 1 and 8);--> statement-breakpoint
CREATE TABLE "slot_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"address_id" integer,
	"pickup_point_id" integer,
	"weekday" integer NOT NULL,
	"hour" integer NOT NULL,
	"every" integer NOT NULL,
	"anchor_date" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "slot_reservations_weekday_ck" CHECK ("weekday" between 1 and 7),
	CONSTRAINT "slot_reservations_hour_ck" CHECK ("hour" between 0 and 23),
	CONSTRAINT "slot_reservations_every_ck" CHECK ("every" in (1, 2))
);--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservations" ADD CONSTRAINT "slot_reservations_pickup_point_id_zones_id_fk" FOREIGN KEY ("pickup_point_id") REFERENCES "public"."zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservations_one_active_uq" ON "slot_reservations" USING btree ("user_id") WHERE "active";--> statement-breakpoint
CREATE INDEX "slot_reservations_active_idx" ON "slot_reservations" USING btree ("id") WHERE "active";--> statement-breakpoint
CREATE TABLE "slot_reservation_weeks" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"status" text NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_reservation_weeks_status_ck" CHECK ("status" in ('held', 'skipped', 'used', 'released', 'full'))
);--> statement-breakpoint
ALTER TABLE "slot_reservation_weeks" ADD CONSTRAINT "slot_reservation_weeks_reservation_id_slot_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."slot_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_reservation_weeks" ADD CONSTRAINT "slot_reservation_weeks_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_reservation_weeks_uq" ON "slot_reservation_weeks" USING btree ("reservation_id","slot_id");--> statement-breakpoint
CREATE INDEX "slot_reservation_weeks_slot_idx" ON "slot_reservation_weeks" USING btree ("slot_id","status");
