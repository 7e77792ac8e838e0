-- Sizes of the generated packshots (image1 and its thumb150 rendition), sent with the product so pages reserve their room.
ALTER TABLE "product_images" ADD COLUMN "width" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "height" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "thumb_svg" text;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "thumb_width" integer DEFAULT 400 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD COLUMN "thumb_height" integer DEFAULT 400 NOT NULL;