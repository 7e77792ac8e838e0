-- Hand-written: what the retention of inactive customers needs (ADR 0050, docs/retention.md).
-- `last_login_at`: the last login or session renewal, at most one write a day. The refresh tokens
-- that used to say it are purged a day after they lapse, so the account keeps the date itself.
-- `retention_warned_at`: when the customer was told their account would be anonymised for inactivity;
-- a login or an order after it makes the warning void (the job compares the two).
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_warned_at" timestamp with time zone;--> statement-breakpoint
-- The logins still on record tell when each account was last used.
UPDATE "users" SET "last_login_at" = f."last"
FROM (
	SELECT "user_id", max("created_at") AS "last" FROM "refresh_token_families" GROUP BY "user_id"
) AS f
WHERE f."user_id" = "users"."id";
