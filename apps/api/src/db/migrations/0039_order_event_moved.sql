-- Hand-written: an order's history also says when staff moved it to another slot (kind 'moved', the
-- status unchanged; the reason holds the slots before and after, and a closure's reason).
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_ck";--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_ck" CHECK ("kind" in ('status', 'line_removed', 'line_substituted', 'edited', 'refunded', 'moved'));
