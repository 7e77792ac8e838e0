-- Hand-written: the delivery instructions of an order (issue 30), copied at checkout from what the
-- shopper confirmed (door details, entry code, options, note) and changed by them until the order
-- leaves. One jsonb value: it is read and written whole, never searched. Null: none given (a pickup
-- point, or an order placed before this column).
ALTER TABLE "orders" ADD COLUMN "delivery_instructions" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_instructions_ck" CHECK ("delivery_instructions" is null or jsonb_typeof("delivery_instructions") = 'object');
