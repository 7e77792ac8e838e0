-- Hand-written: a customer's erasure on request (GDPR art. 17, issue 17 item 6).
-- When the back-office erased the account: it can no longer log in and its page says so.
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
-- The buyer's name as the invoice was issued: an invoice must keep it for 10 years (Code de commerce
-- L123-22, CGI art. 242 nonies A), even once the account is erased or renamed. Filled for the
-- invoices already issued from their customer's current name.
ALTER TABLE "invoices" ADD COLUMN "buyer_name" text;--> statement-breakpoint
UPDATE "invoices" i SET "buyer_name" = u."firstname" || ' ' || u."lastname"
FROM "orders" o JOIN "users" u ON u."id" = o."user_id"
WHERE o."id" = i."order_id";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "buyer_name" SET NOT NULL;
