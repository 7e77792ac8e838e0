-- Hand-written: credit notes (avoirs). Each references the invoice it corrects; its number is the
-- next of its series and year, taken from a counter row locked by the upsert that increments it, so
-- numbers have no gap (a rolled-back transaction gives its number back) and two at once wait for
-- each other (ADR 0044). `source_key` makes a refund's credit note once only.
CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_pk" PRIMARY KEY ("series", "year"),
	CONSTRAINT "document_counters_last_ck" CHECK ("last" > 0)
);--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE CASCADE,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"reason" text NOT NULL,
	"source_key" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_name" text NOT NULL,
	"total_cents" integer NOT NULL,
	"deposits_cents" integer NOT NULL,
	"vat_rows" jsonb NOT NULL,
	CONSTRAINT "credit_notes_number_uq" UNIQUE ("series", "year", "number"),
	CONSTRAINT "credit_notes_source_uq" UNIQUE ("source_key"),
	CONSTRAINT "credit_notes_reason_ck" CHECK ("reason" in ('refund', 'edit', 'cancellation')),
	CONSTRAINT "credit_notes_amounts_ck" CHECK ("total_cents" > 0 AND "deposits_cents" >= 0 AND "deposits_cents" <= "total_cents")
);--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" ("order_id");
