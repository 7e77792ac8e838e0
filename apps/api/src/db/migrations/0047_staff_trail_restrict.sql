-- Hand-written: the money and delivery trail outlives a staff account (issue 30). A driver's cash
-- sheets were deleted with their account (ON DELETE CASCADE) and who took a payment, closed a sheet,
-- recorded a failure, a refusal, an age check or a proof was forgotten (SET NULL). A staff member who
-- has acted on money or a delivery is now never deleted: the database refuses it (RESTRICT), and their
-- account is anonymised instead (demoted, then erased as a customer: the row stays, its name goes).
ALTER TABLE "cash_sheets" DROP CONSTRAINT "cash_sheets_driver_id_fkey";--> statement-breakpoint
ALTER TABLE "cash_sheets" ADD CONSTRAINT "cash_sheets_driver_id_fkey" FOREIGN KEY ("driver_id") REFERENCES "users"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "cash_sheets" DROP CONSTRAINT "cash_sheets_closed_by_fkey";--> statement-breakpoint
ALTER TABLE "cash_sheets" ADD CONSTRAINT "cash_sheets_closed_by_fkey" FOREIGN KEY ("closed_by") REFERENCES "users"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "door_payments" DROP CONSTRAINT "door_payments_driver_id_fkey";--> statement-breakpoint
ALTER TABLE "door_payments" ADD CONSTRAINT "door_payments_driver_id_fkey" FOREIGN KEY ("driver_id") REFERENCES "users"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_failed_by_fkey";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_failed_by_fkey" FOREIGN KEY ("failed_by") REFERENCES "users"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "order_door_refusals" DROP CONSTRAINT "order_door_refusals_recorded_by_fkey";--> statement-breakpoint
ALTER TABLE "order_door_refusals" ADD CONSTRAINT "order_door_refusals_recorded_by_fkey" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "order_age_checks" DROP CONSTRAINT "order_age_checks_recorded_by_fkey";--> statement-breakpoint
ALTER TABLE "order_age_checks" ADD CONSTRAINT "order_age_checks_recorded_by_fkey" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE restrict;--> statement-breakpoint
ALTER TABLE "delivery_proofs" DROP CONSTRAINT "delivery_proofs_recorded_by_fkey";--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_recorded_by_fkey" FOREIGN KEY ("recorded_by") REFERENCES "users"("id") ON DELETE restrict;--> statement-breakpoint
-- The history names a refusal at the door for what it is (kind 'door_refused'), no longer as the
-- picker's "missing product removed" ('line_removed'): the door's past events too.
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_ck";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_ck" CHECK ("kind" in ('status', 'line_removed', 'line_substituted', 'edited', 'refunded', 'moved', 'door_refused'));--> statement-breakpoint
UPDATE "order_events" SET "kind" = 'door_refused' WHERE "kind" = 'line_removed' AND "actor_kind" = 'operator' AND "reason" LIKE 'Refusé à la livraison : %';
