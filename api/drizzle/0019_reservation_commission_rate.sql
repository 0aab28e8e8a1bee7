ALTER TABLE "reservations" ADD COLUMN "commission_rate" numeric(5, 2);--> statement-breakpoint
-- Reservations made before this column: the villa's rate today, so their statements read what they read
-- until now and no longer move when the villa's rate changes.
UPDATE "reservations" AS r SET "commission_rate" = v."btrans_commission_rate" FROM "villas" AS v WHERE v."id" = r."villa_id" AND r."commission_rate" IS NULL;
