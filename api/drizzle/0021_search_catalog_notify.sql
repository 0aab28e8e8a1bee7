-- Hand-written: a bump of the catalogue version is also announced on the channel
-- 'catalog_version' (payload: the new version), delivered at commit. The embedded database (PGlite,
-- one process, one connection) follows the version through it instead of reading the row before
-- every search, so a cached answer does not wait behind the searches queued on that connection.
-- PGlite hands the notification to its listeners while it reads the commit's answer, so the
-- in-memory version has moved before the writer's query returns (modules/search/cache.ts).
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  IF current_setting('villa.catalog_bumped', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('villa.catalog_bumped', txid_current()::text, true);
    UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
    PERFORM pg_notify('catalog_version', v::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version_now"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  PERFORM pg_notify('catalog_version', v::text);
  RETURN NULL;
END
$$;
