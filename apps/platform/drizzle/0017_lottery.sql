-- Lotteries (issue 16): each lottery game's draw schedule, its periods (draws) with the committed server seed, and the
-- bets placed on them. A bet is also a bet_records row (records, points, VIP, agent figures read those), and its money a
-- ledger transaction (kind lottery_bet, lottery_win, lottery_refund).
CREATE TABLE "lottery_games" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"family" text NOT NULL,
	"region" text,
	"interval_seconds" integer NOT NULL,
	"offset_seconds" integer DEFAULT 0 NOT NULL,
	"close_seconds" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "lottery_games_schedule" CHECK ("interval_seconds" >= 10 AND "close_seconds" >= 0 AND "close_seconds" < "interval_seconds" AND "offset_seconds" >= 0 AND "offset_seconds" < "interval_seconds")
);
--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"period_no" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"numbers" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_draws_game_period" UNIQUE("game_id","period_no"),
	CONSTRAINT "lottery_draws_status" CHECK ("status" IN ('open', 'drawn', 'settled', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_lottery_games_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("game_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time" ON "lottery_draws" USING btree ("game_id","draw_at" DESC);
--> statement-breakpoint
CREATE INDEX "lottery_draws_due" ON "lottery_draws" USING btree ("draw_at") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "lottery_draws_unsettled" ON "lottery_draws" USING btree ("drawn_at") WHERE "status" IN ('drawn', 'cancelled') AND "settled_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"play_type" text NOT NULL,
	"selection" text NOT NULL,
	"amount" bigint NOT NULL,
	"odds_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"bet_record_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_bets_values" CHECK ("amount" > 0 AND "odds_cents" > 0 AND "payout" >= 0),
	CONSTRAINT "lottery_bets_status" CHECK ("status" IN ('pending', 'won', 'lost', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_pending" ON "lottery_bets" USING btree ("draw_id","id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "lottery_bets_member_time" ON "lottery_bets" USING btree ("member_id","created_at" DESC,"id" DESC);
