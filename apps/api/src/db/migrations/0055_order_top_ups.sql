-- Hand-written: the shopper changes a placed order (ADR 0039). A card-paid order made dearer owes
-- the difference as a second hosted card payment (a top-up, one pending at a time per order); a
-- card refund says which payment it goes back against (null: the checkout's).
CREATE TABLE "order_top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"stripe_checkout_session_id" text UNIQUE,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_top_ups_amount_ck" CHECK ("amount_cents" > 0),
	CONSTRAINT "order_top_ups_state_ck" CHECK ("state" in ('pending', 'paid', 'cancelled')),
	CONSTRAINT "order_top_ups_paid_ck" CHECK (("state" = 'paid') = ("paid_at" is not null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "order_top_ups_pending_uq" ON "order_top_ups" ("order_id") WHERE "state" = 'pending';--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "top_up_id" integer REFERENCES "order_top_ups"("id");
