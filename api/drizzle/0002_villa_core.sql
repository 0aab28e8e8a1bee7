CREATE TABLE "external_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" date NOT NULL,
	"finished_at" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_villas" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"villa_id" integer NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer DEFAULT 2 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "reservation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"user_id" integer,
	"action" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'TL' NOT NULL,
	"amount_tl" numeric(12, 2) NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer,
	"author_name" text NOT NULL,
	"author_email" text DEFAULT '' NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"reply" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'visitor' NOT NULL,
	"stayed_at" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_villas" (
	"id" serial PRIMARY KEY NOT NULL,
	"showcase_id" integer NOT NULL,
	"villa_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "showcase_villas_unique" UNIQUE("showcase_id","villa_id")
);
--> statement-breakpoint
CREATE TABLE "showcases" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showcases_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "feature_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"filterable" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "villa_features" (
	"villa_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "villa_features_villa_id_feature_id_pk" PRIMARY KEY("villa_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "villa_ical_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"feed_id" integer NOT NULL,
	"villa_id" integer NOT NULL,
	"uid" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	"conflict_note" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_ical_events_feed_uid_unique" UNIQUE("feed_id","uid")
);
--> statement-breakpoint
CREATE TABLE "villa_ical_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer NOT NULL,
	"source" text DEFAULT 'other' NOT NULL,
	"url" text NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"last_added" integer DEFAULT 0 NOT NULL,
	"last_changed" integer DEFAULT 0 NOT NULL,
	"last_removed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_ical_feeds_villa_url_unique" UNIQUE("villa_id","url")
);
--> statement-breakpoint
CREATE TABLE "villa_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "villa_images_file_key_unique" UNIQUE("file_key")
);
--> statement-breakpoint
CREATE TABLE "villa_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"villa_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"nightly_price" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'TL' NOT NULL,
	"min_stay" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "adults" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "nights" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "accommodation_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cleaning_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "extra_fees" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "prepayment_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "paid_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "option_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "staff_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "kvkk_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_token" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD COLUMN "external_entry_id" integer;--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD COLUMN "ical_event_id" integer;--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "summary" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "license_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "check_in_time" text DEFAULT '16:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "check_out_time" text DEFAULT '10:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "deposit" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "cleaning_fee" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "prepayment_rate" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "btrans_identity_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "btrans_owner_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "btrans_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "btrans_commission_rate" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "ical_token" text DEFAULT md5(random()::text || clock_timestamp()::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "external_entries" ADD CONSTRAINT "external_entries_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_entries" ADD CONSTRAINT "external_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_villas" ADD CONSTRAINT "offer_villas_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_villas" ADD CONSTRAINT "offer_villas_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_logs" ADD CONSTRAINT "reservation_logs_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_logs" ADD CONSTRAINT "reservation_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_villas" ADD CONSTRAINT "showcase_villas_showcase_id_showcases_id_fk" FOREIGN KEY ("showcase_id") REFERENCES "public"."showcases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_villas" ADD CONSTRAINT "showcase_villas_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_category_id_feature_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."feature_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_features" ADD CONSTRAINT "villa_features_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_features" ADD CONSTRAINT "villa_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_ical_events" ADD CONSTRAINT "villa_ical_events_feed_id_villa_ical_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."villa_ical_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_ical_events" ADD CONSTRAINT "villa_ical_events_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_ical_feeds" ADD CONSTRAINT "villa_ical_feeds_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_images" ADD CONSTRAINT "villa_images_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_prices" ADD CONSTRAINT "villa_prices_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_entries_villa_id_idx" ON "external_entries" USING btree ("villa_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_reservation_id_idx" ON "mail_outbox" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "offer_villas_offer_id_idx" ON "offer_villas" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "reservation_logs_reservation_id_idx" ON "reservation_logs" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "transactions_reservation_id_idx" ON "transactions" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "comments_villa_id_idx" ON "comments" USING btree ("villa_id");--> statement-breakpoint
CREATE INDEX "comments_active_idx" ON "comments" USING btree ("active");--> statement-breakpoint
CREATE INDEX "features_category_id_idx" ON "features" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "villa_features_feature_id_idx" ON "villa_features" USING btree ("feature_id");--> statement-breakpoint
CREATE INDEX "villa_ical_events_villa_id_idx" ON "villa_ical_events" USING btree ("villa_id");--> statement-breakpoint
CREATE INDEX "villa_images_villa_id_idx" ON "villa_images" USING btree ("villa_id","sort_order");--> statement-breakpoint
CREATE INDEX "villa_prices_villa_id_idx" ON "villa_prices" USING btree ("villa_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD CONSTRAINT "villa_blocks_external_entry_id_external_entries_id_fk" FOREIGN KEY ("external_entry_id") REFERENCES "public"."external_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD CONSTRAINT "villa_blocks_ical_event_id_villa_ical_events_id_fk" FOREIGN KEY ("ical_event_id") REFERENCES "public"."villa_ical_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_check_in_idx" ON "reservations" USING btree ("check_in");--> statement-breakpoint
CREATE INDEX "reservations_created_at_idx" ON "reservations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "villa_blocks_external_entry_id_idx" ON "villa_blocks" USING btree ("external_entry_id");--> statement-breakpoint
CREATE INDEX "villa_blocks_ical_event_id_idx" ON "villa_blocks" USING btree ("ical_event_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_payment_token_unique" UNIQUE("payment_token");--> statement-breakpoint
ALTER TABLE "villas" ADD CONSTRAINT "villas_ical_token_unique" UNIQUE("ical_token");