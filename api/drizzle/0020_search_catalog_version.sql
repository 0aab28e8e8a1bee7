CREATE TABLE "catalog_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
-- Hand-written below: the row and the triggers that bump it (drizzle cannot express triggers).
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Once per transaction, at its commit: a DEFERRABLE INITIALLY DEFERRED constraint trigger fires when
-- the transaction commits, so a booking does not hold the row's lock for its whole transaction
-- (only for its commit), and the transaction-local setting makes the second and later changed rows
-- of the same transaction cost no update. Every writer goes through these (API processes, the iCal
-- sync, seeds, plain SQL), so the search cache of every API process sees the change. The
-- transactions here run READ COMMITTED; a REPEATABLE READ one changing these tables could fail
-- with a serialization error on the row when another commit bumped it first.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('villa.catalog_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('villa.catalog_bumped', txid_current()::text, true);
    UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE has no row triggers: a statement trigger bumps at once (TRUNCATE locks the table anyway).
CREATE FUNCTION "bump_catalog_version_now"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The tables a search answer (modules/search/cards.ts, repository.ts) reads.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['villas', 'villa_prices', 'villa_blocks', 'villa_images', 'villa_features',
                           'comments', 'towns', 'districts', 'villa_types'] LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"()',
      t || '_catalog_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_now"()', t || '_catalog_truncate', t);
  END LOOP;
END
$$;
--> statement-breakpoint
-- Of the settings, only the exchange rates change an answer (prices are compared and shown in TL).
CREATE CONSTRAINT TRIGGER "settings_rates_insert_catalog_version" AFTER INSERT ON "settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."key" IN ('dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate'))
  EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "settings_rates_update_catalog_version" AFTER UPDATE ON "settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."key" IN ('dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate')
    OR NEW."key" IN ('dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate'))
    AND (OLD."value" IS DISTINCT FROM NEW."value" OR OLD."key" IS DISTINCT FROM NEW."key"))
  EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "settings_rates_delete_catalog_version" AFTER DELETE ON "settings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."key" IN ('dollar_exchange_rate', 'euro_exchange_rate', 'sterling_exchange_rate'))
  EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "settings_catalog_truncate" AFTER TRUNCATE ON "settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version_now"();
