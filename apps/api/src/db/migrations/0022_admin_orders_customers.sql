-- Hand-written: the back-office's orders and customers (issue 17).
-- An order's history: every status change, written by a trigger so that no path (checkout, the driver,
-- the customer's cancel, the card payment's confirmation or expiry, the back-office) can skip it. Who
-- acted is told by the transaction (set_config 'consigne.actor_kind' / 'consigne.actor_id' /
-- 'consigne.event_reason', local to it); without it, a change is the system's (a checkout, the customer's).
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"at" timestamp with time zone NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"reason" text,
	CONSTRAINT "order_events_actor_kind_ck" CHECK ("actor_kind" in ('customer', 'operator', 'staff', 'system'))
);--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" ("order_id", "id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "order_events_record"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	actor_kind text := nullif(current_setting('consigne.actor_kind', true), '');
	actor_id integer := nullif(current_setting('consigne.actor_id', true), '')::integer;
	reason text := nullif(current_setting('consigne.event_reason', true), '');
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "order_events" ("order_id", "at", "from_status", "to_status", "actor_kind", "actor_id", "reason")
		VALUES (NEW.id, NEW.placed_at, NULL, NEW.status, coalesce(actor_kind, 'customer'), coalesce(actor_id, NEW.user_id), reason);
	ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
		INSERT INTO "order_events" ("order_id", "at", "from_status", "to_status", "actor_kind", "actor_id", "reason")
		VALUES (NEW.id, NEW.status_changed_at, OLD.status, NEW.status, coalesce(actor_kind, 'system'), actor_id, reason);
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_events_record" AFTER INSERT OR UPDATE OF "status" ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_events_record"();--> statement-breakpoint
-- Orders placed before this migration: one event, their current status (the steps before are unknown).
INSERT INTO "order_events" ("order_id", "at", "from_status", "to_status", "actor_kind")
SELECT "id", "status_changed_at", NULL, "status", 'system' FROM "orders";--> statement-breakpoint
-- The order list: a warehouse's orders newest first, and the search by name or address (postcode)
-- and by the customer's name, e-mail or phone (trigram indexes: a substring anywhere).
CREATE INDEX "orders_warehouse_placed_idx" ON "orders" ("warehouse_id", "placed_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" ("placed_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (("delivery_name" || ' ' || "delivery_address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("email" || ' ' || "firstname" || ' ' || "lastname" || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "addresses_postal_code_idx" ON "addresses" ("postal_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_warehouse_user_idx" ON "orders" ("warehouse_id", "user_id");--> statement-breakpoint
-- A blocked account cannot log in nor renew a session (its sessions end when it is blocked).
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
-- A back-office wallet correction: its mandatory reason and who made it (a 'correction' entry).
ALTER TABLE "wallet_entries" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "created_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
