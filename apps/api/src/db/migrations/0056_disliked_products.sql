-- Hand-written: the products a shopper never wants as a substitute (docs/rules.md#substitutes). Per
-- product, not per warehouse entry (as favourites), so the dislike follows the shopper to another zone.
-- One row per shopper and product: marking twice at once keeps one.
CREATE TABLE "disliked_products" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disliked_products_pk" PRIMARY KEY ("user_id", "product_id")
);--> statement-breakpoint
CREATE INDEX "disliked_products_product_idx" ON "disliked_products" ("product_id");
