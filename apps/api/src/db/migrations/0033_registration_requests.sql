-- Hand-written (issue 27 item 14): a registration is a request until the link e-mailed to the address
-- is followed, so that its answer is the same whether or not the address already has an account.
-- The form (the password as its argon2 hash) waits here; the link's token is stored as its SHA-256.
CREATE TABLE "registration_requests" (
  "id" serial PRIMARY KEY NOT NULL,
  "email" text NOT NULL,
  "token_hash" text NOT NULL,
  "account" jsonb NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "registration_requests_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
CREATE INDEX "registration_requests_expires_idx" ON "registration_requests" ("expires_at");
