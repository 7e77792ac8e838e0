-- Hand-written: a placed order edited, cancelled and refunded by the back-office (issue 17, item 2).
-- What the card paid at checkout: a back-office edit may lower the order's amount afterwards, and a
-- refund to the card is never more than this (less what already went back to it).
ALTER TABLE "orders" ADD COLUMN "card_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "card_paid_cents" = "amount_to_pay_cents" WHERE "payment_method" = 'stripe' AND "payment_status" = 'paid';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_paid_ck" CHECK ("card_paid_cents" >= 0);--> statement-breakpoint
-- A refund with its mandatory reason: to the customer's wallet (a wallet entry 'order_refund') or to
-- the card (the payment provider's refund id). Their sum is checked under the order's row lock.
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text,
	"created_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_ck" CHECK ("amount_cents" > 0),
	CONSTRAINT "order_refunds_method_ck" CHECK ("method" in ('wallet', 'card'))
);--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" ("order_id", "id");--> statement-breakpoint
-- The history also tells a back-office edit and a refund (the status stays; reason says what).
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_ck";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_ck" CHECK ("kind" in ('status', 'line_removed', 'line_substituted', 'edited', 'refunded'));
