CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset" ON "rate_limit_counters" USING btree ("reset_at");
--> statement-breakpoint
CREATE TABLE "spin_timers" (
	"key" text PRIMARY KEY NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "spin_timers_next" ON "spin_timers" USING btree ("next_at");
--> statement-breakpoint
CREATE TABLE "trial_balances" (
	"launch_id" text PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trial_balances_non_negative" CHECK ("trial_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE INDEX "trial_balances_expires" ON "trial_balances" USING btree ("expires_at");
