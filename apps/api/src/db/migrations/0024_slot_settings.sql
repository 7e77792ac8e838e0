-- Hand-written: the slots' generation rules per warehouse and slot closures (issue 17, item 1).
-- One row of rules per warehouse; the column defaults are the spec's rules (DEFAULT_SLOT_RULES in
-- packages/domain/src/slots.ts), and ensureSlots adds the row of a warehouse created later.
CREATE TABLE "slot_settings" (
	"warehouse_id" integer PRIMARY KEY NOT NULL REFERENCES "warehouses"("id") ON DELETE CASCADE,
	"first_start_hour" integer DEFAULT 9 NOT NULL,
	"last_start_hour" integer DEFAULT 19 NOT NULL,
	"width_hours" integer DEFAULT 2 NOT NULL,
	"capacity" integer DEFAULT 12 NOT NULL,
	"same_day_cutoff_hour" integer DEFAULT 17 NOT NULL,
	"lead_minutes" integer DEFAULT 120 NOT NULL,
	"days_ahead" integer DEFAULT 7 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_settings_hours_ck" CHECK ("first_start_hour" BETWEEN 0 AND 23 AND "last_start_hour" BETWEEN "first_start_hour" AND 23 AND "width_hours" BETWEEN 1 AND 12 AND "last_start_hour" + "width_hours" <= 24),
	CONSTRAINT "slot_settings_capacity_ck" CHECK ("capacity" BETWEEN 0 AND 500),
	CONSTRAINT "slot_settings_cutoff_ck" CHECK ("same_day_cutoff_hour" BETWEEN 0 AND 24 AND "lead_minutes" BETWEEN 0 AND 1440 AND "days_ahead" BETWEEN 1 AND 60)
);--> statement-breakpoint
INSERT INTO "slot_settings" ("warehouse_id") SELECT "id" FROM "warehouses" ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A closed slot takes no selection, hold or booking; its booked orders were cancelled when it closed.
ALTER TABLE "slots" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Whole days closed ahead (holidays), even beyond the generated days: their slots are generated closed.
CREATE TABLE "slot_closed_days" (
	"warehouse_id" integer NOT NULL REFERENCES "warehouses"("id") ON DELETE CASCADE,
	"date" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("warehouse_id", "date")
);
