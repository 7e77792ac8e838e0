-- Hand-written: a card refund is committed before Stripe is asked, then settled by the
-- 'payments.refund' job outside any transaction. Its state tells staff where it is: 'pending' until
-- Stripe answers, 'succeeded' with Stripe's refund id, 'failed' with Stripe's reason once the job's
-- retries are spent (a failed refund gave nothing back: it no longer counts against what may be
-- refunded). A wallet refund is made in its own transaction: always 'succeeded'.
ALTER TABLE "order_refunds" ADD COLUMN "state" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
-- Refunds already made: wallet ones, and card ones with Stripe's id. A card refund without one is
-- still waiting for its job (an automatic refund of a late payment): pending.
UPDATE "order_refunds" SET "state" = 'succeeded', "settled_at" = "created_at" WHERE "method" = 'wallet' OR "provider_refund_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ALTER COLUMN "state" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_state_ck" CHECK ("state" in ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_wallet_done_ck" CHECK ("method" = 'card' OR "state" = 'succeeded');--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_card_settled_ck" CHECK ("method" = 'wallet' OR ("state" = 'succeeded') = ("provider_refund_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_failure_ck" CHECK (("state" = 'failed') = ("failure_reason" IS NOT NULL));
