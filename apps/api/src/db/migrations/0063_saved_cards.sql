-- Hand-written: a card saved through Stripe Checkout in setup mode, charged off-session when the usual
-- basket is placed (issue 32, point 4; ADR 0051). stripe_customers: the shopper's Stripe customer,
-- created once and reused. saved_payment_methods: what the shopper reads of a saved card (brand, last
-- four digits, expiry — never its number), one active per shopper, removed_at when removed (and then
-- detached at Stripe by a job, detached_at). off_session_charges: the one charge of an order placed by
-- the usual basket, keyed by the order (two runs of its job cannot make two), with Stripe's answer.
-- The usual basket's placeholder card columns of 0057 are dropped: the card is the shopper's, here.
CREATE TABLE "stripe_customers" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"stripe_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "stripe_customers_customer_uq" ON "stripe_customers" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE TABLE "saved_payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"stripe_customer_id" text NOT NULL,
	"stripe_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"detached_at" timestamp with time zone,
	CONSTRAINT "saved_payment_methods_last4_ck" CHECK ("last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "saved_payment_methods_exp_month_ck" CHECK ("exp_month" between 1 and 12),
	CONSTRAINT "saved_payment_methods_exp_year_ck" CHECK ("exp_year" between 2000 and 2200)
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_methods_pm_uq" ON "saved_payment_methods" USING btree ("stripe_payment_method_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_payment_methods_active_uq" ON "saved_payment_methods" USING btree ("user_id") WHERE "removed_at" is null;--> statement-breakpoint
CREATE TABLE "off_session_charges" (
	"order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"saved_payment_method_id" integer NOT NULL REFERENCES "saved_payment_methods"("id") ON DELETE RESTRICT,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"claimed_until" timestamp with time zone,
	"payment_intent_id" text,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "off_session_charges_state_ck" CHECK ("state" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "off_session_charges_amount_ck" CHECK ("amount_cents" > 0)
);--> statement-breakpoint
CREATE UNIQUE INDEX "off_session_charges_intent_uq" ON "off_session_charges" USING btree ("payment_intent_id");--> statement-breakpoint
ALTER TABLE "usual_baskets" DROP COLUMN "stripe_customer_id";--> statement-breakpoint
ALTER TABLE "usual_baskets" DROP COLUMN "stripe_payment_method_id";--> statement-breakpoint
ALTER TABLE "usual_baskets" DROP COLUMN "card_label";--> statement-breakpoint
ALTER TABLE "usual_baskets" DROP COLUMN "setup_session_id";
