-- Hand-written: the back-office (issue 16). Staff roles (admin, manager of some warehouses, operator),
-- the warehouses a manager runs, and the audit log every back-office change writes (who, when, what,
-- before → after).
ALTER TABLE "users" ADD CONSTRAINT "users_role_ck" CHECK ("users"."role" in ('customer', 'operator', 'manager', 'admin'));--> statement-breakpoint
CREATE TABLE "staff_warehouses" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"warehouse_id" integer NOT NULL REFERENCES "warehouses"("id") ON DELETE CASCADE,
	PRIMARY KEY ("user_id", "warehouse_id")
);--> statement-breakpoint
CREATE INDEX "staff_warehouses_warehouse_idx" ON "staff_warehouses" ("warehouse_id");--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"warehouse_id" integer REFERENCES "warehouses"("id") ON DELETE SET NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text
);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" ("entity", "entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" ("actor_id");
