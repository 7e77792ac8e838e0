-- Hand-written: a card order paid by a delayed method (SEPA debit) waits for the bank (issue 27,
-- item 4). Its Checkout Session completes unpaid: the order stays 'payment_pending' with its payment
-- 'processing' (it still holds its slot place and stock) until Stripe's async_payment_succeeded or
-- async_payment_failed. A payment that arrives for an order that can no longer be delivered is
-- refunded by the 'payments.refund' job, outside any transaction; its queue exists before any
-- instance starts, so the webhook's transaction never enqueues into a missing queue (ADR 0008).
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_ck" CHECK ("payment_status" in ('pending', 'processing', 'paid', 'failed'));--> statement-breakpoint
SELECT pgboss.create_queue('payments.refund.dead', '{"policy":"standard"}');--> statement-breakpoint
SELECT pgboss.create_queue('payments.refund', '{"policy":"standard","deadLetter":"payments.refund.dead"}');
