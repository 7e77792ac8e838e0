-- Hand-written: deposits never returned become a sale of the packaging (issue 17 item 5, ADR 0015).
-- Each warehouse's period, in days, after which a delivery's deposits not settled by empties handed back
-- are forfeited (a year by default).
ALTER TABLE "warehouses" ADD COLUMN "deposit_forfeit_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_deposit_forfeit_days_ck"
  CHECK ("deposit_forfeit_days" BETWEEN 30 AND 3650);--> statement-breakpoint
-- A forfeit lowers the customer's pending deposits like a collection does, without a wallet credit.
ALTER TABLE "pending_deposits" DROP CONSTRAINT "pending_deposits_kind_ck";--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD CONSTRAINT "pending_deposits_kind_ck"
  CHECK ("kind" IS NULL OR "kind" in ('delivery', 'collection', 'forfeited'));--> statement-breakpoint
-- The sale: what the packaging was sold for, its VAT at the warehouse country's standard rate, and the
-- pending-deposit row it settled (one sale per row, so a run that retries cannot sell twice).
CREATE TABLE "deposit_forfeits" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "warehouse_id" integer NOT NULL REFERENCES "warehouses"("id"),
  "pending_deposit_id" integer NOT NULL REFERENCES "pending_deposits"("id") ON DELETE cascade,
  "total_cents" integer NOT NULL,
  "net_cents" integer NOT NULL,
  "vat_cents" integer NOT NULL,
  "vat_rate_bp" integer NOT NULL,
  "forfeit_days" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "deposit_forfeits_amounts_ck" CHECK ("total_cents" > 0 AND "net_cents" + "vat_cents" = "total_cents")
);--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_forfeits_pending_uq" ON "deposit_forfeits" ("pending_deposit_id");--> statement-breakpoint
CREATE INDEX "deposit_forfeits_warehouse_created_idx" ON "deposit_forfeits" ("warehouse_id", "created_at");
