-- Hand-written: money at the door (issue 30). A pay-at-delivery order is marked paid only with the
-- payment the driver recorded (card terminal or cash, the amount received); each driver's day at a
-- warehouse has a cash sheet (expected, received, counted, difference) that a manager closes.
CREATE TABLE "cash_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL REFERENCES "warehouses"("id"),
	"driver_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"card_expected_cents" integer DEFAULT 0 NOT NULL,
	"card_received_cents" integer DEFAULT 0 NOT NULL,
	"cash_expected_cents" integer DEFAULT 0 NOT NULL,
	"cash_received_cents" integer DEFAULT 0 NOT NULL,
	"cash_counted_cents" integer,
	"counted_at" timestamp with time zone,
	"difference_cents" integer DEFAULT 0 NOT NULL,
	"closed_by" integer REFERENCES "users"("id") ON DELETE set null,
	"closed_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_sheets_driver_day_uq" UNIQUE("warehouse_id","driver_id","date"),
	CONSTRAINT "cash_sheets_status_ck" CHECK ("status" in ('open', 'closed')),
	CONSTRAINT "cash_sheets_closed_ck" CHECK (("status" = 'closed') = ("closed_at" is not null))
);--> statement-breakpoint
CREATE INDEX "cash_sheets_warehouse_date_idx" ON "cash_sheets" USING btree ("warehouse_id","date");--> statement-breakpoint
CREATE TABLE "door_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"warehouse_id" integer NOT NULL REFERENCES "warehouses"("id"),
	"driver_id" integer REFERENCES "users"("id") ON DELETE set null,
	"sheet_id" integer REFERENCES "cash_sheets"("id"),
	"method" text NOT NULL,
	"expected_cents" integer NOT NULL,
	"received_cents" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "door_payments_order_uq" UNIQUE("order_id"),
	CONSTRAINT "door_payments_method_ck" CHECK ("method" in ('card_terminal', 'cash')),
	CONSTRAINT "door_payments_amounts_ck" CHECK ("expected_cents" >= 0 and "received_cents" >= 0)
);--> statement-breakpoint
CREATE INDEX "door_payments_sheet_idx" ON "door_payments" USING btree ("sheet_id");
