ALTER TABLE "reservations" ADD COLUMN "infants" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "villas" ADD COLUMN "infants_count_in_capacity" boolean DEFAULT false NOT NULL;