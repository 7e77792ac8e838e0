-- The figures dashboard (issue 17) over a year of orders: bench/admin.mjs measures them without and with
-- these indexes (docs/back-office.md, "Figures").
-- Deposits out and returned read a range of days of one kind of row, not the whole ledger.
CREATE INDEX IF NOT EXISTS "pending_deposits_kind_created_idx" ON "pending_deposits" USING btree ("kind","created_at");--> statement-breakpoint
-- A collection's warehouse is that of the customer's last delivery before it: one index probe per collection.
CREATE INDEX IF NOT EXISTS "orders_user_delivered_idx" ON "orders" USING btree ("user_id","delivered_at","id") INCLUDE ("warehouse_id") WHERE "status" = 'delivered';
