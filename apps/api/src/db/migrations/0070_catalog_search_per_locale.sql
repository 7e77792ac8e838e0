-- Hand-written: catalog_search's trigram index, one per language (issue 34; ADR 0055). With one index
-- over the four languages a search's words matched every language's rows before the language was
-- filtered: « bière blonde » at 10,000 products went through 5,385 typo candidates for « biere » and
-- took 41 ms to find its 260 products. Each language now has its own partial index, and the search
-- statement names its language in its text, so it reads that language's index only (0.7 ms). A new
-- storefront language needs its index here.
DROP INDEX IF EXISTS "catalog_search_text_idx";--> statement-breakpoint
CREATE INDEX "catalog_search_fr_idx" ON "catalog_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off) WHERE "locale" = 'fr';--> statement-breakpoint
CREATE INDEX "catalog_search_es_idx" ON "catalog_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off) WHERE "locale" = 'es';--> statement-breakpoint
CREATE INDEX "catalog_search_be_idx" ON "catalog_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off) WHERE "locale" = 'be';--> statement-breakpoint
CREATE INDEX "catalog_search_nl_be_idx" ON "catalog_search" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off) WHERE "locale" = 'nl-BE';
