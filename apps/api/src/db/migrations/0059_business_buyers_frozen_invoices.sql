-- Hand-written (ADR 0045). A business buyer's identity, one per account: the company name, a SIREN
-- and/or an intra-EU VAT number (checked by packages/domain/src/einvoice/identity.ts; the database
-- keeps their shape), and an optional electronic address (Peppol scheme + id, both or neither).
CREATE TABLE "business_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"company_name" text NOT NULL,
	"siren" text,
	"vat_number" text,
	"peppol_scheme" text,
	"peppol_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_profiles_name_ck" CHECK (length(btrim("company_name")) > 0),
	CONSTRAINT "business_profiles_identifier_ck" CHECK ("siren" IS NOT NULL OR "vat_number" IS NOT NULL),
	CONSTRAINT "business_profiles_siren_ck" CHECK ("siren" IS NULL OR "siren" ~ '^[0-9]{9}$'),
	CONSTRAINT "business_profiles_vat_ck" CHECK ("vat_number" IS NULL OR "vat_number" ~ '^[A-Z]{2}[0-9A-Z]{2,13}$'),
	CONSTRAINT "business_profiles_peppol_ck" CHECK (("peppol_scheme" IS NULL) = ("peppol_id" IS NULL))
);--> statement-breakpoint
-- The invoice as issued: the order's lines and amounts, the delivery and the buyer's identity at that
-- moment (jsonb, FrozenInvoice in apps/api/src/modules/invoices/frozen.ts). The PDF and the XML are
-- rendered from it, so a reprint never changes; invoices issued before this migration have none and
-- are rendered from their order, as before.
ALTER TABLE "invoices" ADD COLUMN "frozen" jsonb;
