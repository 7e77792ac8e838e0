-- Hand-written: each order line keeps the age its product could be sold at, by the law of the
-- order's country (the warehouse's), as the order was placed: the driver checks it at the door
-- whatever the catalogue says later. Null: not an alcoholic drink there.
ALTER TABLE "order_lines" ADD COLUMN "minimum_age" smallint;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_minimum_age_ck" CHECK ("minimum_age" is null or "minimum_age" in (16, 18));--> statement-breakpoint
-- The lines a database already holds, by minimumAge of packages/domain/src/alcohol.ts (written once
-- here in SQL): France 18 above 1.2 % vol.; Belgium above 0.5 % vol., 16 for beer, wine and cider up
-- to 15 % vol., 18 for anything else.
UPDATE "order_lines" AS ol SET "minimum_age" = CASE
    WHEN o."country" = 'BE' THEN CASE
      WHEN coalesce(p."alcohol_level", 0) <= 0.5 THEN NULL
      WHEN cm."slug" IN ('bieres', 'vins', 'cidres') AND p."alcohol_level" <= 15 THEN 16
      ELSE 18 END
    WHEN coalesce(p."alcohol_level", 0) > 1.2 THEN 18
    ELSE NULL END
  FROM "orders" AS o, "products" AS p
    JOIN "categories" AS c ON c."id" = p."category_id"
    JOIN "category_masters" AS cm ON cm."id" = c."master_id"
  WHERE o."id" = ol."order_id" AND p."id" = ol."product_id";
