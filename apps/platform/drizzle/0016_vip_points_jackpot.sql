-- VIP levels and each member's level; points (balance, ledger, the mall's rewards and redemptions); feedback images;
-- agent applications. The jackpot pool is a system wallet account (kind 'jackpot') and needs no table.
CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"names" jsonb NOT NULL,
	"min_valid_bet" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"upgrade_bonus" bigint DEFAULT 0 NOT NULL,
	"monthly_bonus" bigint DEFAULT 0 NOT NULL,
	"bonus_turnover_multiple" integer DEFAULT 100 NOT NULL,
	"cashback_rate_bps" integer DEFAULT 0 NOT NULL,
	"withdrawal_daily_count" integer NOT NULL,
	"withdrawal_max_amount" bigint NOT NULL,
	"vip_service" boolean DEFAULT false NOT NULL,
	CONSTRAINT "vip_levels_merchant_level" UNIQUE("merchant_id","level"),
	CONSTRAINT "vip_levels_values" CHECK ("level" >= 1 AND "min_valid_bet" >= 0 AND "min_deposit" >= 0 AND "upgrade_bonus" >= 0 AND "monthly_bonus" >= 0 AND "bonus_turnover_multiple" >= 0 AND "cashback_rate_bps" between 0 and 10000 AND "withdrawal_daily_count" >= 0 AND "withdrawal_max_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "member_vip" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" integer NOT NULL,
	"highest_level" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"deposit" bigint NOT NULL,
	"level_since" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_vip" ADD CONSTRAINT "member_vip_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "member_points" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	"spent" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_points_non_negative" CHECK ("balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_points" ADD CONSTRAINT "member_points_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_ledger_reference" UNIQUE("merchant_id","reference")
);
--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "point_ledger_member_time" ON "point_ledger" USING btree ("member_id","created_at","id");
--> statement-breakpoint
CREATE TABLE "point_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points" bigint NOT NULL,
	"amount_requirement" bigint DEFAULT 0 NOT NULL,
	"cash_amount" bigint DEFAULT 0 NOT NULL,
	"stock" integer,
	"per_member_limit" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "point_rewards_kind" CHECK ("kind" in ('cash', 'item')),
	CONSTRAINT "point_rewards_values" CHECK ("points" > 0 AND "amount_requirement" >= 0 AND "cash_amount" >= 0 AND ("stock" IS NULL OR "stock" >= 0) AND ("per_member_limit" IS NULL OR "per_member_limit" >= 1) AND ("kind" = 'item' OR "cash_amount" > 0))
);
--> statement-breakpoint
ALTER TABLE "point_rewards" ADD CONSTRAINT "point_rewards_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"reward_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"cash_amount" bigint NOT NULL,
	"status" text DEFAULT 'applying' NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"receiver" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "point_redemptions_status" CHECK ("status" in ('applying', 'rejected', 'approved')),
	CONSTRAINT "point_redemptions_values" CHECK ("quantity" >= 1 AND "points" > 0 AND "cash_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_reward_id_point_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."point_rewards"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_member_request" ON "point_redemptions" USING btree ("member_id","request_id");
--> statement-breakpoint
CREATE INDEX "point_redemptions_member_time" ON "point_redemptions" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "point_redemptions_status" ON "point_redemptions" USING btree ("status","id");
--> statement-breakpoint
-- The points job reads the rounds settled since its high-water mark (services/points.ts).
CREATE INDEX "bet_records_settled_at" ON "bet_records" USING btree ("settled_at","id") WHERE "status" = 'settled';
--> statement-breakpoint
CREATE TABLE "feedback_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "feedback_images_feedback" ON "feedback_images" USING btree ("feedback_id");
--> statement-breakpoint
CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"contact" text NOT NULL,
	"channel" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "agent_applications_status" CHECK ("status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_one_pending" ON "agent_applications" USING btree ("member_id") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "agent_applications_status" ON "agent_applications" USING btree ("status","id");
