-- Hand-written: the delivery promise (issue 31, ADR 0036). The window announced to the shopper on the
-- morning of the delivery, kept on the order once announced (a later plan does not move it: only a
-- new announcement does), its width per warehouse, and one row per order and message told (the
-- morning's window, "2 stops away"), so that each is told once whatever runs twice.
ALTER TABLE "warehouses" ADD COLUMN "promise_window_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_promise_window_ck" CHECK ("promise_window_minutes" >= 10 and "promise_window_minutes" <= 120);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "window_announced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_window_ck" CHECK (("window_from" is null) = ("window_to" is null) and ("window_from" is null) = ("window_announced_at" is null) and ("window_from" is null or "window_from" < "window_to"));--> statement-breakpoint
CREATE TABLE "order_notifications" (
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notifications_pk" PRIMARY KEY ("order_id", "event"),
	CONSTRAINT "order_notifications_order_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade,
	CONSTRAINT "order_notifications_event_ck" CHECK ("event" in ('deliveryWindow', 'twoStopsAway'))
);
