-- Slot marketing operations (issue 16; spec §3 slot fields marketingOperationText, description, icon
-- and colours), managed in the back-office instead of a constant. An operation reaches upcoming slots by
-- warehouse, dates, weekdays, the day's first slot or a start time; its texts are copied onto each slot
-- it reaches (slots.marketing, read as before) with the operation's id beside them.
CREATE TABLE "slot_marketing_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"warehouse_id" integer REFERENCES "warehouses"("id") ON DELETE CASCADE,
	"text" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"icon" text,
	"background_color" text,
	"text_color" text,
	"weekdays" smallint[] DEFAULT '{}' NOT NULL,
	"first_of_day" boolean DEFAULT false NOT NULL,
	"start_time" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_marketing_dates_ck" CHECK ("ends_on" IS NULL OR "ends_on" >= "starts_on"),
	CONSTRAINT "slot_marketing_colors_ck" CHECK (
		("background_color" IS NULL OR "background_color" ~ '^#[0-9a-fA-F]{6}$')
		AND ("text_color" IS NULL OR "text_color" ~ '^#[0-9a-fA-F]{6}$')),
	CONSTRAINT "slot_marketing_time_ck" CHECK ("start_time" IS NULL OR "start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "slot_marketing_weekdays_ck" CHECK ("weekdays" <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[])
);--> statement-breakpoint
ALTER TABLE "slots" ADD COLUMN "marketing_operation_id" integer REFERENCES "slot_marketing_operations"("id") ON DELETE SET NULL;--> statement-breakpoint
-- The operation the code carried until now: the day's first round, every day, in every warehouse.
INSERT INTO "slot_marketing_operations" ("name", "text", "description", "icon", "background_color", "text_color", "first_of_day", "starts_on")
VALUES ('Tournée verte', '{
  "fr_FR": "Tournée verte", "fr_BE": "Tournée verte", "es_ES": "Ruta verde", "nl_BE": "Groene ronde"
}'::jsonb, '{
  "fr_FR": "Notre première tournée passe déjà dans votre quartier : choisir ce créneau évite un trajet de plus à nos fourgons électriques.",
  "fr_BE": "Notre première tournée passe déjà dans votre quartier : choisir ce créneau évite un trajet de plus à nos fourgons électriques.",
  "es_ES": "Nuestra primera ruta ya pasa por tu barrio: elegir esta franja ahorra un trayecto a nuestras furgonetas eléctricas.",
  "nl_BE": "Onze eerste ronde komt al langs in je buurt: met dit tijdslot bespaar je onze elektrische bestelwagens een extra rit."
}'::jsonb, 'leaf', '#e8f5e9', '#1b5e20', true, DATE '2020-01-01');--> statement-breakpoint
UPDATE "slots" SET "marketing_operation_id" = (SELECT min("id") FROM "slot_marketing_operations")
WHERE "marketing" ->> 'icon' = 'leaf' AND "marketing" -> 'text' ->> 'fr_FR' = 'Tournée verte';
