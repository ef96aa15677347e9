-- Agent contracts (issue 17, ADR 0010): dividend, daily, hourly and real-time salary contracts between an upline agent
-- (or the merchant: upline_id null) and a direct downline agent, and their settlements, one row per contract and period
-- (its primary key is what makes a period paid once, whatever the number of instances or retries).
CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"upline_id" integer,
	"downline_id" integer NOT NULL,
	-- Percent times 100 (0.50 % is 50): rates are compared and multiplied as integers.
	"rate_bp" integer NOT NULL,
	"period" text NOT NULL,
	"min_active_members" integer NOT NULL DEFAULT 0,
	"min_valid_bet" bigint NOT NULL DEFAULT 0,
	"termination_by" text,
	"end_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_type" CHECK ("type" IN ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "agent_contracts_status" CHECK ("status" IN ('new', 'termination', 'signed', 'cancelled', 'refused')),
	CONSTRAINT "agent_contracts_period" CHECK ("period" IN ('realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly')),
	CONSTRAINT "agent_contracts_rate" CHECK ("rate_bp" > 0 AND "rate_bp" <= 10000),
	CONSTRAINT "agent_contracts_not_self" CHECK ("upline_id" IS NULL OR "upline_id" <> "downline_id")
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_downline_id_members_id_fk" FOREIGN KEY ("downline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One contract of a type in force per downline, and one pending offer.
CREATE UNIQUE INDEX "agent_contracts_in_force" ON "agent_contracts" USING btree ("downline_id","type") WHERE "status" IN ('signed', 'termination');
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offer" ON "agent_contracts" USING btree ("downline_id","type") WHERE "status" = 'new';
--> statement-breakpoint
CREATE INDEX "agent_contracts_upline" ON "agent_contracts" USING btree ("upline_id","type","id");
--> statement-breakpoint
CREATE INDEX "agent_contracts_downline" ON "agent_contracts" USING btree ("downline_id","type","id");
--> statement-breakpoint
-- What the settlement job scans: contracts that were ever signed.
CREATE INDEX "agent_contracts_signed" ON "agent_contracts" USING btree ("type","id") WHERE "signed_at" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "agent_contract_settlements" (
	"contract_id" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"active_members" integer NOT NULL,
	"valid_bet" bigint NOT NULL,
	"win_loss" bigint NOT NULL,
	-- rate x base, less what the contracts given below earn (the level difference), before the conditions.
	"gross" bigint NOT NULL,
	"deducted" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"transaction_id" integer,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_contract_settlements_pk" PRIMARY KEY("contract_id","period_start"),
	CONSTRAINT "agent_contract_settlements_amount" CHECK ("amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_contract_settlements" ADD CONSTRAINT "agent_contract_settlements_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;
