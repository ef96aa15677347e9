CREATE TABLE "payment_passwords" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"hash" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_passwords" ADD CONSTRAINT "payment_passwords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Payment passwords set at registration were kept in the member's profile: they move to their own table.
INSERT INTO "payment_passwords" ("member_id", "merchant_id", "hash", "changed_at")
	SELECT "id", "merchant_id", "profile" ->> 'paymentPasswordHash', "created_at" FROM "members"
	WHERE "profile" ->> 'paymentPasswordHash' IS NOT NULL;
--> statement-breakpoint
UPDATE "members" SET "profile" = "profile" - 'paymentPasswordHash' WHERE "profile" ->> 'paymentPasswordHash' IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"holder_name" text,
	"bank_name" text,
	"branch" text,
	"provider" text,
	"network" text,
	"number" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_member_fingerprint" ON "payout_accounts" USING btree ("member_id","fingerprint") WHERE "payout_accounts"."removed_at" is null;
--> statement-breakpoint
CREATE INDEX "payout_accounts_member" ON "payout_accounts" USING btree ("member_id");
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"destination" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"payout_reference" text,
	"receipt_deadline" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"outcome" text,
	"received_amount" bigint,
	"remark" text,
	CONSTRAINT "withdrawals_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "withdrawals_member_time" ON "withdrawals" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "withdrawals_status_deadline" ON "withdrawals" USING btree ("status","receipt_deadline");
--> statement-breakpoint
CREATE TABLE "withdrawal_proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "withdrawal_proofs" ADD CONSTRAINT "withdrawal_proofs_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "withdrawal_proofs_withdrawal" ON "withdrawal_proofs" USING btree ("withdrawal_id");
