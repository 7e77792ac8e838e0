-- Hand-written: empties refused at the door (issue 30, "Found 6"). A refusal is a pending-deposit
-- movement of its own: broken containers (ours, unusable) leave the pending deposits at once, their
-- deposit kept and not credited (a negative amount, no wallet entry); another brand's stand for none
-- of ours (an amount of 0). The customer's history shows it with its reasons.
ALTER TABLE "pending_deposits" DROP CONSTRAINT "pending_deposits_kind_ck";--> statement-breakpoint
ALTER TABLE "pending_deposits" ADD CONSTRAINT "pending_deposits_kind_ck"
  CHECK ("kind" IS NULL OR "kind" in ('delivery', 'collection', 'forfeited', 'refused'));--> statement-breakpoint
-- Each reject line's movement: what the customer's history lists under it.
ALTER TABLE "collection_rejects" ADD COLUMN "refusal_id" integer REFERENCES "pending_deposits"("id") ON DELETE set null;--> statement-breakpoint
CREATE INDEX "collection_rejects_refusal_idx" ON "collection_rejects" ("refusal_id");
