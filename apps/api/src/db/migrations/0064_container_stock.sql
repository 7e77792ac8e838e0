-- Hand-written: returnable containers counted in units (issue 33, build point 7; ADR 0049). A ledger of
-- movements per warehouse and container type between states (in the warehouse, out at customers, at
-- the washer, broken, lost; null = outside the shop: bought new, or the opening count), and the
-- balances it adds up to, kept by a trigger in the movement's own transaction so they never drift.
-- One movement per source and type: a business event (a delivery, a collection…) recorded twice is
-- recorded once.
CREATE TABLE "container_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"warehouse_id" integer NOT NULL REFERENCES "warehouses"("id"),
	"container_type" text NOT NULL,
	"from_state" text,
	"to_state" text,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"source_key" text NOT NULL,
	"note" text,
	"recorded_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "container_movements_type_ck" CHECK ("container_type" in ('crate', 'large_bottle', 'small_bottle')),
	CONSTRAINT "container_movements_states_ck" CHECK (
		("from_state" is null or "from_state" in ('warehouse', 'customer', 'washer', 'broken', 'lost'))
		and ("to_state" is null or "to_state" in ('warehouse', 'customer', 'washer', 'broken', 'lost'))
		and ("from_state" is not null or "to_state" is not null)
		and "from_state" is distinct from "to_state"),
	CONSTRAINT "container_movements_quantity_ck" CHECK ("quantity" > 0),
	CONSTRAINT "container_movements_reason_ck" CHECK ("reason" in ('opening', 'delivery', 'collection', 'refusal', 'washer_out', 'washer_return', 'purchase', 'breakage', 'loss')),
	CONSTRAINT "container_movements_note_ck" CHECK ("note" is null or length("note") <= 200)
);--> statement-breakpoint
CREATE UNIQUE INDEX "container_movements_source_uq" ON "container_movements" USING btree ("source_key", "container_type");--> statement-breakpoint
CREATE INDEX "container_movements_warehouse_at_idx" ON "container_movements" USING btree ("warehouse_id", "at");--> statement-breakpoint
-- The balances: only the warehouse's own shelf and the customers' may go below zero, and only through
-- events the shop cannot refuse (a delivery made before any stock was counted; empties one warehouse
-- takes back that another delivered). Washer, broken and lost only count what was moved there.
CREATE TABLE "container_balances" (
	"warehouse_id" integer NOT NULL REFERENCES "warehouses"("id"),
	"container_type" text NOT NULL,
	"state" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "container_balances_pk" PRIMARY KEY ("warehouse_id", "container_type", "state"),
	CONSTRAINT "container_balances_not_negative_ck" CHECK ("quantity" >= 0 or "state" in ('warehouse', 'customer'))
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "container_movements_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.from_state IS NOT NULL THEN
		-- A zero row first, then the update: an INSERT … ON CONFLICT would check its proposed (negative)
		-- row against the constraint before finding the existing one.
		INSERT INTO "container_balances" ("warehouse_id", "container_type", "state", "quantity")
		VALUES (NEW.warehouse_id, NEW.container_type, NEW.from_state, 0)
		ON CONFLICT ("warehouse_id", "container_type", "state") DO NOTHING;
		UPDATE "container_balances" SET "quantity" = "quantity" - NEW.quantity
		WHERE "warehouse_id" = NEW.warehouse_id AND "container_type" = NEW.container_type AND "state" = NEW.from_state;
	END IF;
	IF NEW.to_state IS NOT NULL THEN
		INSERT INTO "container_balances" ("warehouse_id", "container_type", "state", "quantity")
		VALUES (NEW.warehouse_id, NEW.container_type, NEW.to_state, NEW.quantity)
		ON CONFLICT ("warehouse_id", "container_type", "state")
		DO UPDATE SET "quantity" = "container_balances"."quantity" + NEW.quantity;
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "container_movements_balance_trg" AFTER INSERT ON "container_movements"
	FOR EACH ROW EXECUTE FUNCTION "container_movements_balance"();--> statement-breakpoint
-- The ledger is append-only: a mistake is corrected by a movement back, never by editing one.
CREATE OR REPLACE FUNCTION "container_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'container_movements is append-only' USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "container_movements_append_only_trg" BEFORE UPDATE OR DELETE ON "container_movements"
	FOR EACH ROW EXECUTE FUNCTION "container_movements_append_only"();--> statement-breakpoint
-- The opening count: what the money ledger already says is out at customers (deliveries less
-- collections and broken refusals, per warehouse) and broken, so the two ledgers start reconciled.
INSERT INTO "container_movements" ("warehouse_id", "container_type", "from_state", "to_state", "quantity", "reason", "source_key")
SELECT o.warehouse_id, o.container_type, NULL, o.state, o.quantity, 'opening', 'opening:' || o.state || ':' || o.warehouse_id
FROM (
	SELECT d."warehouse_id", v.container_type, v.state, sum(v.quantity)::int AS quantity
	FROM "pending_deposits" d
	CROSS JOIN LATERAL (VALUES
		('crate', 'customer', CASE WHEN d."kind" = 'delivery' THEN 1 ELSE -1 END * coalesce(d."crates", 0)),
		('large_bottle', 'customer', CASE WHEN d."kind" = 'delivery' THEN 1 ELSE -1 END * coalesce(d."large_bottles", 0)),
		('small_bottle', 'customer', CASE WHEN d."kind" = 'delivery' THEN 1 ELSE -1 END * coalesce(d."small_bottles", 0)),
		('crate', 'broken', CASE WHEN d."kind" = 'refused' THEN coalesce(d."crates", 0) ELSE 0 END),
		('large_bottle', 'broken', CASE WHEN d."kind" = 'refused' THEN coalesce(d."large_bottles", 0) ELSE 0 END),
		('small_bottle', 'broken', CASE WHEN d."kind" = 'refused' THEN coalesce(d."small_bottles", 0) ELSE 0 END)
	) AS v(container_type, state, quantity)
	WHERE d."warehouse_id" IS NOT NULL AND d."kind" IN ('delivery', 'collection', 'refused') AND d."collected_at" IS NULL
	GROUP BY d."warehouse_id", v.container_type, v.state
) AS o
WHERE o.quantity > 0;
