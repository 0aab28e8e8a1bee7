-- Hand-written: drizzle cannot express EXCLUDE constraints (ARCHITECTURE.md, API).
-- No two blocks (reservation, manual closing, synced calendar) of one villa may overlap.
-- Ranges are '[)', so a check-out day can be the next guest's check-in day.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD CONSTRAINT "villa_blocks_period_not_empty" CHECK (NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period"));
--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD CONSTRAINT "villa_blocks_kind_known" CHECK ("kind" IN ('reservation', 'closed', 'ical', 'external'));
--> statement-breakpoint
ALTER TABLE "villa_blocks" ADD CONSTRAINT "villa_blocks_no_overlap" EXCLUDE USING gist ("villa_id" WITH =, "period" WITH &&);
