-- Back-office promotions (issue 16): percentage codes, warehouses where a code is valid, an edit version.
ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_kind_ck";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_kind_ck" CHECK ("promo_codes"."kind" in ('amount', 'percent', 'gift'));--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "percent" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "warehouse_ids" integer[];--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_percent_ck" CHECK ("promo_codes"."kind" <> 'percent' or "promo_codes"."percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_window_ck" CHECK ("promo_codes"."starts_at" is null or "promo_codes"."ends_at" is null or "promo_codes"."ends_at" > "promo_codes"."starts_at");--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_limits_ck" CHECK ("promo_codes"."max_uses_per_customer" >= 1 and ("promo_codes"."max_uses_total" is null or "promo_codes"."max_uses_total" >= 1) and "promo_codes"."min_subtotal_cents" >= 0);--> statement-breakpoint
CREATE INDEX "promo_code_uses_order_idx" ON "promo_code_uses" USING btree ("order_id");
