-- Hand-written: at the door (issue 30). The lines a recipient refused when the order was delivered
-- (in whole or in part, a substitute too, or for want of an age check): kept as they were sold, so the
-- shopper's order page and e-mail say what went back and why; the order's lines keep what was handed
-- over. The age check of an order with age-restricted lines: its outcome only (how, whether it was
-- verified, the legal age it satisfied) — never the recipient's birth date (personal data).
CREATE TABLE "order_door_refusals" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "product_warehouse_id" integer NOT NULL REFERENCES "product_warehouses"("id"),
  "name" text NOT NULL,
  "volume" text NOT NULL,
  "substituted_for" text,
  "quantity" integer NOT NULL,
  "unit_price_ttc_cents" integer NOT NULL,
  "bottle_deposit_cents" integer NOT NULL,
  "reason" text NOT NULL,
  "recorded_by" integer REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "order_door_refusals_quantity_ck" CHECK ("quantity" > 0),
  CONSTRAINT "order_door_refusals_reason_ck" CHECK ("reason" in ('damaged', 'wrongProduct', 'substitute', 'notWanted', 'age'))
);--> statement-breakpoint
CREATE INDEX "order_door_refusals_order_idx" ON "order_door_refusals" ("order_id");--> statement-breakpoint
CREATE TABLE "order_age_checks" (
  "order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "method" text NOT NULL,
  "verified" boolean NOT NULL,
  "age_satisfied" smallint NOT NULL,
  "recorded_by" integer REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "order_age_checks_method_ck" CHECK ("method" in ('birthDate', 'id18', 'id16', 'notVerified')),
  CONSTRAINT "order_age_checks_age_ck" CHECK ("age_satisfied" in (0, 16, 18))
);
