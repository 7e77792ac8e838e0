-- Hand-written: a pickup point's name, street, city and opening hours in other languages, by API
-- locale. Brussels is bilingual: a Dutch-speaking shopper reads 'Waterloosesteenweg 150, 1060
-- Sint-Gillis' where the columns say 'Chaussée de Waterloo 150, 1060 Saint-Gilles'. The columns
-- stay the default text, used by any language without its own.
ALTER TABLE "zones" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- The Brussels pickup points a database already holds (a fresh one gets them from the seed).
UPDATE "zones" SET "translations" = '{"nl_BE": {"address": "Brouwerijstraat 12", "city": "Elsene", "openingHours": "di–za 9–19 u"}}'::jsonb WHERE "key" = 'bruxelles-flagey';--> statement-breakpoint
UPDATE "zones" SET "translations" = '{"nl_BE": {"address": "Edelknaapstraat 30", "city": "Elsene", "openingHours": "wo–zo 9–18 u"}}'::jsonb WHERE "key" = 'bruxelles-chatelain';--> statement-breakpoint
UPDATE "zones" SET "translations" = '{"nl_BE": {"address": "Waterloosesteenweg 150", "city": "Sint-Gillis", "openingHours": "ma–za 9–19.30 u"}}'::jsonb WHERE "key" = 'bruxelles-saint-gilles';--> statement-breakpoint
UPDATE "zones" SET "translations" = '{"nl_BE": {"address": "Antoine Dansaertstraat 60", "city": "Brussel", "openingHours": "di–za 10–19 u"}}'::jsonb WHERE "key" = 'bruxelles-dansaert';--> statement-breakpoint
UPDATE "zones" SET "translations" = '{"nl_BE": {"address": "Colignonplein 8", "city": "Schaarbeek", "openingHours": "di–za 9–19 u"}}'::jsonb WHERE "key" = 'bruxelles-colignon';
