CREATE TABLE "cart_promo" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"gift_product_key" text,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"max_uses_total" integer,
	"max_uses_per_customer" integer DEFAULT 1 NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"locales" text[],
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_kind_ck" CHECK ("promo_codes"."kind" in ('amount', 'gift')),
	CONSTRAINT "promo_codes_code_upper_ck" CHECK ("promo_codes"."code" = upper("promo_codes"."code")),
	CONSTRAINT "promo_codes_amount_ck" CHECK ("promo_codes"."amount_cents" >= 0),
	CONSTRAINT "promo_codes_gift_ck" CHECK ("promo_codes"."kind" <> 'gift' or "promo_codes"."gift_product_key" is not null)
);
--> statement-breakpoint
ALTER TABLE "cart_promo" ADD CONSTRAINT "cart_promo_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_promo" ADD CONSTRAINT "cart_promo_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_uses_promo_user_idx" ON "promo_code_uses" USING btree ("promo_code_id","user_id");--> statement-breakpoint
-- Wallet ledger guard (hand-written): the balance (sum of a user's entries) can never go below zero.
-- A per-user advisory lock serializes concurrent entries of one user until their transactions end,
-- so each check sees the entries committed before it.
CREATE OR REPLACE FUNCTION "wallet_entries_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	balance bigint;
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('wallet:' || NEW.user_id));
	IF NEW.amount_cents >= 0 THEN
		RETURN NEW;
	END IF;
	SELECT coalesce(sum(amount_cents), 0) INTO balance FROM "wallet_entries" WHERE user_id = NEW.user_id;
	IF balance + NEW.amount_cents < 0 THEN
		RAISE EXCEPTION 'wallet balance of user % would become negative (% + %)', NEW.user_id, balance, NEW.amount_cents
			USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_entries_balance_non_negative';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "wallet_entries_guard" BEFORE INSERT ON "wallet_entries" FOR EACH ROW EXECUTE FUNCTION "wallet_entries_guard"();
