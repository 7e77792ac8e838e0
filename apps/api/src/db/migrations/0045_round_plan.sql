-- Hand-written: planned rounds (issue 31). A van's capacity in crates (drops and empties picked up
-- both take room), the time a stop takes per warehouse (a base, plus a time per crate handled), and on
-- each order its place in its van's planned round with the arrival the plan expects. Null position:
-- not planned (the round is then ordered on the fly, as before).
ALTER TABLE "vans" ADD COLUMN "capacity_crates" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "vans" ADD CONSTRAINT "vans_capacity_crates_ck" CHECK ("capacity_crates" > 0 and "capacity_crates" <= 1000);--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "stop_base_seconds" integer DEFAULT 240 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "stop_per_crate_seconds" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_stop_seconds_ck" CHECK ("stop_base_seconds" >= 0 and "stop_base_seconds" <= 3600 and "stop_per_crate_seconds" >= 0 and "stop_per_crate_seconds" <= 600);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "round_position" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "planned_arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_round_position_ck" CHECK ("round_position" is null or "round_position" > 0);
