-- Hand-written: rules drizzle cannot express.
-- Price periods of one villa never overlap (both dates are nights of the period).
ALTER TABLE "villa_prices" ADD CONSTRAINT "villa_prices_no_overlap" EXCLUDE USING gist ("villa_id" WITH =, daterange("start_date", "end_date", '[]') WITH &&);
--> statement-breakpoint
ALTER TABLE "villa_prices" ADD CONSTRAINT "villa_prices_valid" CHECK ("end_date" >= "start_date" AND "nightly_price" > 0 AND "min_stay" >= 1 AND "currency" IN ('TL', 'DOLLAR', 'EURO', 'POUND'));
--> statement-breakpoint
ALTER TABLE "villas" ADD CONSTRAINT "villas_numbers_valid" CHECK ("capacity" >= 1 AND "bedrooms" >= 0 AND "bathrooms" >= 0 AND "prepayment_rate" BETWEEN 0 AND 100 AND "deposit" >= 0 AND "cleaning_fee" >= 0);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_known" CHECK ("status" IN ('new', 'awaiting_prepayment', 'confirmation_sent', 'confirmed', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_dates_valid" CHECK ("check_out" > "check_in");
--> statement-breakpoint
ALTER TABLE "external_entries" ADD CONSTRAINT "external_entries_valid" CHECK ("finished_at" > "started_at" AND "status" IN ('active', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_rating_valid" CHECK ("rating" BETWEEN 1 AND 5);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_valid" CHECK ("amount" > 0 AND "method" IN ('card', 'bank_transfer', 'cash') AND "status" IN ('completed', 'pending', 'failed', 'refunded'));
--> statement-breakpoint
CREATE INDEX "villa_blocks_period_idx" ON "villa_blocks" USING gist ("period");
