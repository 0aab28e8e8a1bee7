-- Hand-written: drizzle cannot express EXCLUDE or CHECK constraints (ARCHITECTURE.md, API).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- Price periods: both dates inclusive, one boat's periods never overlap.
ALTER TABLE "boat_prices" ADD CONSTRAINT "boat_prices_dates_ordered" CHECK ("end_date" >= "start_date");
--> statement-breakpoint
ALTER TABLE "boat_prices" ADD CONSTRAINT "boat_prices_positive" CHECK ("daily_price" > 0);
--> statement-breakpoint
ALTER TABLE "boat_prices" ADD CONSTRAINT "boat_prices_currency_known" CHECK ("currency" IN ('TL', 'DOLLAR', 'EURO', 'POUND'));
--> statement-breakpoint
ALTER TABLE "boat_prices" ADD CONSTRAINT "boat_prices_no_overlap" EXCLUDE USING gist ("boat_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
--> statement-breakpoint
-- Boat rentals are day rentals: both days inclusive.
ALTER TABLE "boat_reservations" ADD CONSTRAINT "boat_reservations_dates_ordered" CHECK ("finished_at" >= "started_at");
--> statement-breakpoint
ALTER TABLE "boat_reservations" ADD CONSTRAINT "boat_reservations_status_known" CHECK ("status" IN ('new', 'awaiting_prepayment', 'confirmation_sent', 'confirmed', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "boat_reservations" ADD CONSTRAINT "boat_reservations_currency_known" CHECK ("currency" IN ('TL', 'DOLLAR', 'EURO', 'POUND'));
--> statement-breakpoint
-- While a reservation blocks the boat, no other blocking reservation of that boat may overlap it.
ALTER TABLE "boat_reservations" ADD CONSTRAINT "boat_reservations_no_overlap" EXCLUDE USING gist ("boat_id" WITH =, daterange("started_at", "finished_at", '[]') WITH &&) WHERE ("status" IN ('awaiting_prepayment', 'confirmation_sent', 'confirmed'));
--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_numbers_valid" CHECK ("capacity" > 0 AND "cabins" >= 0 AND "crew" >= 0 AND "length" > 0);
