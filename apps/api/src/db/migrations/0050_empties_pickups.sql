-- Hand-written: a pickup of empties asked for without an order (issue 31, point 7; ADR 0037). Its own
-- table, not an order without lines: it holds one place of a slot (slots.reserved, the orders' counter),
-- becomes a stop of the slot's round (a van, a place in the planned round, an arrival), and ends
-- collected (the collection's pending-deposit row), failed at the door, or cancelled by the shopper.
-- One booked pickup per shopper and slot: a double submit finds the first.
CREATE TABLE "empties_pickups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"slot_id" integer NOT NULL,
	"address_id" integer,
	"address" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"instructions" text,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"fee_charged_cents" integer,
	"status" text DEFAULT 'booked' NOT NULL,
	"van_id" integer,
	"round_position" integer,
	"planned_arrival_at" timestamp with time zone,
	"collection_id" integer,
	"failure_reason" text,
	"failure_note" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empties_pickups_status_ck" CHECK ("status" in ('booked', 'collected', 'failed', 'cancelled')),
	CONSTRAINT "empties_pickups_fee_ck" CHECK ("fee_cents" >= 0 and ("fee_charged_cents" is null or ("fee_charged_cents" >= 0 and "fee_charged_cents" <= "fee_cents"))),
	CONSTRAINT "empties_pickups_position_ck" CHECK ("round_position" is null or "round_position" > 0),
	CONSTRAINT "empties_pickups_instructions_ck" CHECK ("instructions" is null or length("instructions") <= 500),
	CONSTRAINT "empties_pickups_failed_ck" CHECK ("status" <> 'failed' or "failure_reason" is not null),
	CONSTRAINT "empties_pickups_failure_note_ck" CHECK ("failure_note" is null or length("failure_note") <= 500)
);--> statement-breakpoint
ALTER TABLE "empties_pickups" ADD CONSTRAINT "empties_pickups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empties_pickups" ADD CONSTRAINT "empties_pickups_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empties_pickups" ADD CONSTRAINT "empties_pickups_slot_id_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empties_pickups" ADD CONSTRAINT "empties_pickups_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empties_pickups" ADD CONSTRAINT "empties_pickups_van_id_vans_id_fk" FOREIGN KEY ("van_id") REFERENCES "public"."vans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empties_pickups" ADD CONSTRAINT "empties_pickups_collection_id_pending_deposits_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."pending_deposits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "empties_pickups_one_booked_uq" ON "empties_pickups" USING btree ("user_id","slot_id") WHERE "status" = 'booked';--> statement-breakpoint
CREATE INDEX "empties_pickups_slot_idx" ON "empties_pickups" USING btree ("slot_id","status");--> statement-breakpoint
CREATE INDEX "empties_pickups_user_idx" ON "empties_pickups" USING btree ("user_id");
