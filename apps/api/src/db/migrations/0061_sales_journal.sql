-- Hand-written: the unalterable sales journal (docs/sales-journal.md, ADR 0048). Every invoice,
-- credit note and payment at the door, then each closed day, month and year, one row each, numbered
-- without gaps and chained: `hash` is the SHA-256 of the row's canonical text, which includes the
-- previous row's hash (packages/domain sales-journal.ts computes and checks both).
CREATE TABLE "sales_journal" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"total_cents" bigint NOT NULL,
	"vat_totals" jsonb NOT NULL,
	"payment_method" text,
	"grand_total_cents" bigint NOT NULL,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "sales_journal_kind_ck" CHECK ("kind" in ('invoice', 'credit_note', 'door_payment', 'closure_day', 'closure_month', 'closure_year')),
	CONSTRAINT "sales_journal_seq_ck" CHECK ("seq" > 0),
	CONSTRAINT "sales_journal_hash_ck" CHECK ("hash" ~ '^[0-9a-f]{64}$' AND "previous_hash" ~ '^[0-9a-f]{64}$'),
	-- A document, a payment or a period enters the journal once (the hooks and the closures' job are idempotent besides).
	CONSTRAINT "sales_journal_reference_uq" UNIQUE ("kind", "reference")
);--> statement-breakpoint
-- Append-only: an UPDATE, a DELETE or a TRUNCATE is refused whoever asks. (The table's owner can still
-- disable these triggers; what they then change, the hash chain shows: `npm run journal:verify`.)
CREATE FUNCTION "sales_journal_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the sales journal is append-only: % refused', TG_OP
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sales_journal_no_update_delete" BEFORE UPDATE OR DELETE ON "sales_journal"
	FOR EACH ROW EXECUTE FUNCTION "sales_journal_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "sales_journal_no_truncate" BEFORE TRUNCATE ON "sales_journal"
	FOR EACH STATEMENT EXECUTE FUNCTION "sales_journal_refuse_change"();--> statement-breakpoint
-- An appended row follows the last one: the next seq and its hash as previous hash. The API appends
-- under a transaction-scoped advisory lock (modules/sales-journal); this check refuses a row written
-- any other way that would fork or hole the chain.
CREATE FUNCTION "sales_journal_check_append"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	last_seq bigint;
	last_hash text;
BEGIN
	SELECT "seq", "hash" INTO last_seq, last_hash FROM "sales_journal" ORDER BY "seq" DESC LIMIT 1;
	IF NEW."seq" <> coalesce(last_seq, 0) + 1
		OR NEW."previous_hash" <> coalesce(last_hash, repeat('0', 64)) THEN
		RAISE EXCEPTION 'sales journal entry % does not follow entry %', NEW."seq", coalesce(last_seq, 0)
			USING ERRCODE = 'check_violation', CONSTRAINT = 'sales_journal_chain_ck';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sales_journal_chain" BEFORE INSERT ON "sales_journal"
	FOR EACH ROW EXECUTE FUNCTION "sales_journal_check_append"();
