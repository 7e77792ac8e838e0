-- Hand-written: notifications (issue 31, point 6). A shopper's choices per event and channel (only the
-- ones they changed: the defaults are packages/domain's), their devices' Web Push subscriptions, one
-- row per notification to send (unique per user, event, subject and channel: the same event twice
-- is one row), and the offline SMS adapter's record of what it would have sent.
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_pk" PRIMARY KEY("user_id","event","channel"),
	CONSTRAINT "notification_preferences_channel_ck" CHECK ("channel" in ('email', 'push', 'sms'))
);--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_uq" UNIQUE("endpoint"),
	CONSTRAINT "push_subscriptions_sizes_ck" CHECK (length("endpoint") <= 1024 and length("p256dh") <= 100 and length("auth") <= 40)
);--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"channel" text NOT NULL,
	"order_id" integer REFERENCES "orders"("id") ON DELETE set null,
	"locale" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mail" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_once_uq" UNIQUE("user_id","event","subject","channel"),
	CONSTRAINT "notifications_channel_ck" CHECK ("channel" in ('email', 'push', 'sms')),
	CONSTRAINT "notifications_status_ck" CHECK ("status" in ('pending', 'sending', 'sent', 'failed', 'skipped')),
	CONSTRAINT "notifications_sent_ck" CHECK (("status" = 'sent') = ("sent_at" is not null))
);--> statement-breakpoint
CREATE INDEX "notifications_order_idx" ON "notifications" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"notification_id" integer NOT NULL REFERENCES "notifications"("id") ON DELETE cascade,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_notification_uq" UNIQUE("notification_id")
);
