-- Hand-written: an order's proof of delivery (issue 30). One row per order (a new proof replaces the
-- old one): a photo re-encoded by the server (bytes here, not on an instance's disk: several
-- instances share only the database) or the recipient's name; the time the driver took it (the
-- phone's, sent later when taken offline); where, when the phone gave it (staff only).
CREATE TABLE "delivery_proofs" (
	"order_id" integer PRIMARY KEY NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"recipient_name" text,
	"photo" bytea,
	"photo_type" text,
	"photo_width" integer,
	"photo_height" integer,
	"taken_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"accuracy_m" integer,
	"recorded_by" integer REFERENCES "users"("id") ON DELETE set null,
	CONSTRAINT "delivery_proofs_kind_ck" CHECK (("kind" = 'photo' and "photo" is not null and "photo_type" is not null and "recipient_name" is null)
        or ("kind" = 'name' and "recipient_name" is not null and "photo" is null)),
	CONSTRAINT "delivery_proofs_position_ck" CHECK (("latitude" is null and "longitude" is null and "accuracy_m" is null)
        or ("latitude" between -90 and 90 and "longitude" between -180 and 180))
);
