-- Back-office, content (issue 16): draft/published states, scheduled publication and optimistic
-- concurrency on editorial pages and blog articles; redirects get an id (their path can be edited) and a version.
ALTER TABLE "content_pages" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_status_ck" CHECK ("status" IN ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_status_ck" CHECK ("status" IN ('draft', 'published'));--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_id_unique" UNIQUE ("id");--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_status_ck" CHECK ("status" IN (301, 302, 307, 308));
--> statement-breakpoint
-- The home's promo bar (spec §2: three text fragments), one row, edited in the back-office; the texts the
-- storefront's catalogs carried until now.
CREATE TABLE "promo_bar" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"texts" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_bar_single_ck" CHECK ("id" = 1)
);--> statement-breakpoint
INSERT INTO "promo_bar" ("id", "texts") VALUES (1, '{
  "fr": {"label": "Offre de bienvenue", "part1": "5 € offerts", "part2": "sur votre première commande avec le code", "part3": "BONJOUR"},
  "es": {"label": "Oferta de bienvenida", "part1": "5 € de regalo", "part2": "en tu primer pedido con el código", "part3": "HOLA"},
  "be": {"label": "Offre de bienvenue", "part1": "5 € offerts", "part2": "sur votre première commande avec le code", "part3": "BONJOUR"},
  "nl-BE": {"label": "Welkomstaanbod", "part1": "5 € korting", "part2": "op je eerste bestelling met de code", "part3": "GOEDEMORGEN"}
}'::jsonb);
