-- Hand-written: card payment through Stripe's hosted Checkout (ADR 0009). A card order waits in
-- 'payment_pending' (holding its slot place, stock, promo use and wallet debit) until Stripe's signed
-- webhook confirms it, or its Checkout Session expires. The PaymentIntent column it replaces was never
-- filled by the storefront (no card payment was offered), so it goes without a backfill.
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_ck" CHECK ("orders"."status" in ('payment_pending', 'placed', 'preparing', 'out_for_delivery', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT IF EXISTS "orders_payment_intent_id_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_intent_id";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stripe_checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_payment_pending_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."status" = 'payment_pending';--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
