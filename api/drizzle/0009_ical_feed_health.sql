ALTER TABLE "villa_ical_feeds" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "villa_ical_feeds" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "villa_ical_feeds" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "villa_ical_feeds" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "villa_ical_feeds" ADD COLUMN "held_reason" text;--> statement-breakpoint
-- Existing feeds keep their history: the last run's time becomes their last success or error.
UPDATE "villa_ical_feeds" SET "last_success_at" = "last_sync_at" WHERE "last_status" = 'ok';--> statement-breakpoint
UPDATE "villa_ical_feeds" SET "last_error_at" = "last_sync_at", "failing_since" = "last_sync_at" WHERE "last_status" = 'error';
