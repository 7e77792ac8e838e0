-- Hand-written: green slots (issue 31, ADR 0038). Per warehouse, the road metres at most that a
-- shopper's stop may add to a slot's planned rounds for the slot to be green, and the delivery-fee
-- discount a green slot gives (0: none). On each order, the checkout's decision as it was made under
-- the slot's lock: green or not and the marginal metres measured (null: not measured, as before
-- this migration or without the address's coordinates), and the discount taken off the fee.
ALTER TABLE "warehouses" ADD COLUMN "green_threshold_metres" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "green_discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_green_ck" CHECK ("green_threshold_metres" >= 0 and "green_threshold_metres" <= 50000 and "green_discount_cents" >= 0 and "green_discount_cents" <= 10000);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "green_slot" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "green_marginal_metres" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "green_discount_cents" integer DEFAULT 0 NOT NULL;
