CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"sponsor_id" integer NOT NULL,
	"godson_id" integer,
	"email" text NOT NULL,
	"locale" text DEFAULT 'fr' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"outcome" text,
	"reward_order_id" integer,
	CONSTRAINT "referrals_not_self_ck" CHECK ("referrals"."godson_id" IS NULL OR "referrals"."godson_id" <> "referrals"."sponsor_id"),
	CONSTRAINT "referrals_outcome_ck" CHECK (("referrals"."decided_at" IS NULL AND "referrals"."outcome" IS NULL) OR ("referrals"."decided_at" IS NOT NULL AND "referrals"."outcome" in ('rewarded', 'self_referral', 'yearly_cap')))
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_godson_id_users_id_fk" FOREIGN KEY ("godson_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_reward_order_id_orders_id_fk" FOREIGN KEY ("reward_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_godson_uq" ON "referrals" USING btree ("godson_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_sponsor_email_uq" ON "referrals" USING btree ("sponsor_id","email");--> statement-breakpoint
CREATE INDEX "referrals_email_idx" ON "referrals" USING btree ("email");--> statement-breakpoint
-- Hand-written: sponsorship codes are upper-case, so the existing unique constraint is case-insensitive
-- (a code equal to another but for case gets its owner's id appended).
UPDATE "users" AS u SET "referral_code" = upper(u."referral_code") || CASE WHEN EXISTS (
		SELECT 1 FROM "users" AS o WHERE o."id" <> u."id" AND upper(o."referral_code") = upper(u."referral_code")
	) THEN u."id"::text ELSE '' END
	WHERE u."referral_code" <> upper(u."referral_code");--> statement-breakpoint
-- Every existing customer gets a code, as the API makes them (newSponsorshipCode): the first name's
-- letters (accents removed, at most 8, else AMI) and 4 characters without 0/O/1/I/L, drawn until unused.
DO $$
DECLARE
	r record;
	code text;
	alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
BEGIN
	FOR r IN SELECT "id", "firstname" FROM "users" WHERE "referral_code" IS NULL ORDER BY "id" LOOP
		LOOP
			code := left(regexp_replace(upper(unaccent(r."firstname")), '[^A-Z]', '', 'g'), 8);
			IF length(code) < 2 THEN code := 'AMI'; END IF;
			FOR i IN 1..4 LOOP
				code := code || substr(alphabet, 1 + floor(random() * length(alphabet))::int, 1);
			END LOOP;
			EXIT WHEN NOT EXISTS (SELECT 1 FROM "users" WHERE "referral_code" = code);
		END LOOP;
		UPDATE "users" SET "referral_code" = code WHERE "id" = r."id";
	END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referral_code_upper_ck" CHECK ("referral_code" = upper("referral_code"));
