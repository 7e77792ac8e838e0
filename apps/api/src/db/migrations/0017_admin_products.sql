-- Hand-written: the back-office's products (issue 16). A version for optimistic concurrency on the product
-- sheet, the uploaded photos (bytes in the database, so every instance serves them), and indexes for the
-- back-office's list over thousands of products.
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_package_type_idx" ON "products" ("package_type_id");--> statement-breakpoint
CREATE TABLE "product_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL UNIQUE REFERENCES "products"("id") ON DELETE CASCADE,
	"image" bytea NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb" bytea NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The photo shown instead of the generated packshot (null: the packshot); its id is in the photo's URL, so a
-- new photo is a new URL and no cache keeps the old one.
ALTER TABLE "product_images" ADD COLUMN "photo_id" integer REFERENCES "product_photos"("id") ON DELETE SET NULL;
