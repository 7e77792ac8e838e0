-- Hand-written (issue 27 items 9 and 12): an e-mail's outbox row is written before it is sent and
-- marked after, under a Message-ID of its own; no live secret is kept in clear.
ALTER TABLE "mail_outbox" ADD COLUMN "status" text;--> statement-breakpoint
UPDATE "mail_outbox" SET "status" = CASE
  WHEN "sent_at" IS NOT NULL THEN 'sent'
  WHEN "error" IS NOT NULL THEN 'failed'
  ELSE 'kept' END;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_ck"
  CHECK ("status" in ('sending', 'sent', 'failed', 'kept'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_uq" ON "mail_outbox" ("message_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The secrets of an e-mail kept unsent (no SMTP_URL), sealed with a key derived from JWT_SECRET.
ALTER TABLE "mail_outbox" ADD COLUMN "sealed_secrets" text;--> statement-breakpoint
-- One row per e-mail of a job (it was one per attempt): the latest attempt stays, with their count.
WITH "counted" AS (
  SELECT "job_id", max("id") AS "kept_id", count(*) AS "n" FROM "mail_outbox"
  WHERE "job_id" IS NOT NULL GROUP BY "job_id" HAVING count(*) > 1
)
UPDATE "mail_outbox" m SET "attempts" = c."n" FROM "counted" c WHERE m."id" = c."kept_id";--> statement-breakpoint
DELETE FROM "mail_outbox" m USING "mail_outbox" newer
  WHERE m."job_id" = newer."job_id" AND m."id" < newer."id";--> statement-breakpoint
DROP INDEX IF EXISTS "mail_outbox_job_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_job_uq" ON "mail_outbox" ("job_id") WHERE "job_id" IS NOT NULL;--> statement-breakpoint
-- Reset links were kept in clear (the outbox, the queued message): every one still open is ended,
-- and the stored copies lose their token.
UPDATE "password_reset_tokens" SET "used_at" = now() WHERE "used_at" IS NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET
  "text" = regexp_replace("text", '([?&]token=)[^\s"''<>&]+', '\1[redacted]', 'g'),
  "html" = regexp_replace("html", '([?&](amp;)?token=)[^\s"''<>&]+', '\1[redacted]', 'g')
  WHERE "text" ~ '[?&]token=' OR "html" ~ 'token=';--> statement-breakpoint
UPDATE pgboss.job SET "data" = jsonb_set(jsonb_set("data",
    '{message,text}', to_jsonb(regexp_replace("data"->'message'->>'text', '([?&]token=)[^\s"''<>&]+', '\1[redacted]', 'g'))),
    '{message,html}', to_jsonb(regexp_replace("data"->'message'->>'html', '([?&](amp;)?token=)[^\s"''<>&]+', '\1[redacted]', 'g')))
  WHERE "name" IN ('mail.send', 'mail.dead') AND "data" ? 'message' AND "data"->'message'->>'text' ~ 'token=';--> statement-breakpoint
UPDATE pgboss.archive SET "data" = jsonb_set(jsonb_set("data",
    '{message,text}', to_jsonb(regexp_replace("data"->'message'->>'text', '([?&]token=)[^\s"''<>&]+', '\1[redacted]', 'g'))),
    '{message,html}', to_jsonb(regexp_replace("data"->'message'->>'html', '([?&](amp;)?token=)[^\s"''<>&]+', '\1[redacted]', 'g')))
  WHERE "name" IN ('mail.send', 'mail.dead') AND "data" ? 'message' AND "data"->'message'->>'text' ~ 'token=';--> statement-breakpoint
-- A reset e-mail still waiting would now carry a dead link: it is not sent.
UPDATE pgboss.job SET "state" = 'cancelled', "completed_on" = now()
  WHERE "name" = 'mail.send' AND "state" IN ('created', 'retry')
    AND "data"->'message'->>'template' = 'password-reset';
