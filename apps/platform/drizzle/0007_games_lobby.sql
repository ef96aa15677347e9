-- Versions of what instances cache (merchants, the game catalogue, the IP table). Statement triggers bump them on
-- every change, whoever makes it (an instance, the operator CLI, a seed), so a cache can check one small row.
CREATE TABLE "cache_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
INSERT INTO "cache_versions" ("key", "version") VALUES ('merchants', 1), ('catalogue', 1), ('geo', 1), ('game_list_index', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_cache_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO cache_versions ("key", "version") VALUES (TG_ARGV[0], 1)
	ON CONFLICT ("key") DO UPDATE SET "version" = cache_versions."version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchants_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "merchants" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('merchants');
--> statement-breakpoint
CREATE TRIGGER "games_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "games" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "game_vendors_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "game_vendors" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('catalogue');
--> statement-breakpoint
CREATE TRIGGER "ip_countries_cache_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ip_countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_cache_version"('geo');
--> statement-breakpoint
-- The game list's pages by filter shape: one dense position per (key, game) in (sort, id) order, where key is '' (all),
-- 'v:<vendor>', 't:<type or group>' or 'v:<vendor>|t:<type or group>'. Page N is a range of positions.
CREATE TABLE "game_list_index" (
	"key" text NOT NULL,
	"position" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "game_list_index_pk" PRIMARY KEY("key","position")
);
--> statement-breakpoint
CREATE TABLE "game_list_totals" (
	"key" text PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
-- Name search: a trigram index where pg_trgm is available (PostgreSQL with contrib; PGlite when the platform loads
-- the extension). Without it the search stays correct, by a scan. No pending list (fastupdate off): the catalogue is
-- written rarely and in bulk, and a pending list is scanned linearly by every search until a vacuum merges it.
DO $$
BEGIN
	IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
		CREATE EXTENSION IF NOT EXISTS pg_trgm;
		CREATE INDEX IF NOT EXISTS "games_search_trgm" ON "games" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off);
	END IF;
END
$$;
