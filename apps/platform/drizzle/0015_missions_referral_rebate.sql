-- Missions, invite friends (referral) and cashback (manual rebate), issue 15. Progress and cashback are read from the
-- daily bet summaries of migration 0011 (bet_daily_totals), so they count exactly what the betting record shows.
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"reward" bigint NOT NULL,
	"turnover_multiple" double precision NOT NULL,
	"period" text NOT NULL,
	"first_day" date,
	"last_day" date,
	"titles" jsonb NOT NULL,
	"descriptions" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missions_merchant_code" UNIQUE("merchant_id","code"),
	CONSTRAINT "missions_kind" CHECK ("missions"."kind" IN ('rounds', 'validBet')),
	CONSTRAINT "missions_period" CHECK ("missions"."period" IN ('daily', 'weekly', 'event') AND ("missions"."period" <> 'event' OR ("missions"."first_day" IS NOT NULL AND "missions"."last_day" >= "missions"."first_day"))),
	CONSTRAINT "missions_amounts" CHECK ("missions"."target" > 0 AND "missions"."reward" > 0 AND "missions"."turnover_multiple" >= 0)
);
--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One claim per member, mission and period (the period's first day): the unique key is what makes a claim pay once.
CREATE TABLE "mission_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"period_day" date NOT NULL,
	"amount" bigint NOT NULL,
	"bonus_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mission_claims_once" UNIQUE("member_id","mission_id","period_day")
);
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mission_claims" ADD CONSTRAINT "mission_claims_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The leaderboard ranks a merchant's members over a few days: the summaries by day.
CREATE INDEX "bet_daily_totals_day" ON "bet_daily_totals" USING btree ("day","member_id");
--> statement-breakpoint
-- A member's own referral code (made on first use, never changed).
CREATE TABLE "referral_codes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referral_codes_merchant_code" UNIQUE("merchant_id","code")
);
--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Who registered with whose code, and the referrer's reward for it: none yet, pending (qualified, to be credited), paid.
CREATE TABLE "referrals" (
	"referee_id" integer PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"reward_status" text DEFAULT 'none' NOT NULL,
	"reward_amount" bigint,
	"reward_turnover_multiple" double precision,
	"order_no" text,
	"bonus_id" integer,
	"qualified_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "referrals_status" CHECK ("referrals"."reward_status" IN ('none', 'pending', 'paid')),
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referee_id" <> "referrals"."referrer_id")
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_members_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "referrals_referrer" ON "referrals" USING btree ("referrer_id","created_at","referee_id");
--> statement-breakpoint
CREATE INDEX "referrals_pending" ON "referrals" USING btree ("merchant_id") WHERE "reward_status" = 'pending';
--> statement-breakpoint
-- Cashback: per member, the valid bets (per product type, cumulative, minor units) that claims have already paid for.
-- A claim locks this row, reads the cumulative valid bets from the summaries, pays the difference and stores the new
-- cumulative: a bet is paid at most once and, settled late, is counted by the next claim rather than skipped.
CREATE TABLE "rebate_states" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"covered" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"claims" integer DEFAULT 0 NOT NULL,
	"last_claim_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rebate_states" ADD CONSTRAINT "rebate_states_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "rebate_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"claim_no" integer NOT NULL,
	"amount" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"bonus_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_claims_once" UNIQUE("member_id","claim_no")
);
--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
