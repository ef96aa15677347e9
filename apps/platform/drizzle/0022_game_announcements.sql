-- Lobby announcements (gameAnnouncements, GAMELO3): a merchant's announcements per lobby (category RNG, LIVE...) and
-- optionally per vendor: a new game (game_id), a vendor's scheduled maintenance, or a promotion shown in the lobby
-- (promotion_id; its title and summary are the promotion's own, and it shows only while the promotion runs). Each has a
-- window [starts_at, ends_at) and only current ones are answered, by priority then newest; titles and texts are per
-- content language (a promotion's come from the promotion). A vendor under maintenance now (merchants.vendor_maintenance)
-- needs no row: the service announces it.
CREATE TABLE "game_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"vendor" text,
	"game_id" integer,
	"promotion_id" integer,
	"titles" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_announcements_kind" CHECK ("game_announcements"."kind" in ('newGame', 'maintenance', 'promotion')),
	CONSTRAINT "game_announcements_window" CHECK ("game_announcements"."ends_at" > "game_announcements"."starts_at"),
	CONSTRAINT "game_announcements_new_game" CHECK (("game_announcements"."kind" = 'newGame') = ("game_announcements"."game_id" is not null)),
	CONSTRAINT "game_announcements_maintenance" CHECK ("game_announcements"."kind" <> 'maintenance' or "game_announcements"."vendor" is not null),
	CONSTRAINT "game_announcements_promotion" CHECK (("game_announcements"."kind" = 'promotion') = ("game_announcements"."promotion_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "game_announcements" ADD CONSTRAINT "game_announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "game_announcements" ADD CONSTRAINT "game_announcements_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "game_announcements" ADD CONSTRAINT "game_announcements_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "game_announcements_lobby" ON "game_announcements" USING btree ("merchant_id","category","ends_at");
