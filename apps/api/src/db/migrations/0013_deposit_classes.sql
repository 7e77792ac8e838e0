-- Hand-written: a product carries a deposit class, no longer an amount; what a class costs (and what its
-- empties refund) lives in one table, packages/domain/src/deposits.ts, as does the crate's deposit (the
-- unread package_types.crate_deposit_cents goes). order_lines.bottle_deposit_cents stays: it is what an
-- order was charged.
ALTER TABLE "products" ADD COLUMN "deposit_class" text;--> statement-breakpoint
-- An amount that is not one of the table's is refused, with the products that carry it, rather than guessed.
DO $$
DECLARE
	strays text;
BEGIN
	SELECT string_agg(format('%s (%s)', "key", "bottle_deposit_cents"), ', ' ORDER BY "key") INTO strays
		FROM "products" WHERE "bottle_deposit_cents" NOT IN (0, 10, 20);
	IF strays IS NOT NULL THEN
		RAISE EXCEPTION 'products.bottle_deposit_cents has no deposit class (0, 10 or 20 cents): %', strays;
	END IF;
END $$;--> statement-breakpoint
UPDATE "products" SET "deposit_class" = CASE "bottle_deposit_cents"
	WHEN 20 THEN 'large_bottle'
	WHEN 10 THEN 'small_bottle'
	WHEN 0 THEN 'none'
END;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "deposit_class" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_deposit_class_ck" CHECK ("products"."deposit_class" in ('none', 'small_bottle', 'large_bottle'));--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "bottle_deposit_cents";--> statement-breakpoint
ALTER TABLE "package_types" DROP COLUMN "crate_deposit_cents";
