-- Hand-written: what the shop hands to its e-invoicing platform (a French PDP, a Peppol access point,
-- or the offline default that writes files), one row per document and channel (ADR 0046). A row is
-- made with the job that sends it, in one transaction (a sweep of the documents issued, or the request
-- of a period's e-report); that job runs after the commit and records the outcome here, so a retry never sends twice what a
-- platform already accepted. `document_id` is the invoice's or credit note's id, or the e-reported
-- period (first and last day: 2026-11-01/2026-11-10).
CREATE TABLE "einvoice_transmissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_kind" text NOT NULL,
	"document_id" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"file_path" text,
	"remote_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "einvoice_transmissions_document_uq" UNIQUE ("document_kind", "document_id", "channel"),
	CONSTRAINT "einvoice_transmissions_kind_ck" CHECK ("document_kind" in ('invoice', 'credit_note', 'ereport')),
	CONSTRAINT "einvoice_transmissions_channel_ck" CHECK ("channel" in ('peppol', 'pdp', 'ereporting')),
	CONSTRAINT "einvoice_transmissions_status_ck" CHECK ("status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "einvoice_transmissions_attempts_ck" CHECK ("attempts" >= 0),
	CONSTRAINT "einvoice_transmissions_sent_ck" CHECK (("status" = 'sent') = ("sent_at" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "einvoice_transmissions_status_idx" ON "einvoice_transmissions" ("status") WHERE "status" <> 'sent';
