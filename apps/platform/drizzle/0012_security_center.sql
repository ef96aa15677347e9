CREATE TABLE "login_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"country" text NOT NULL,
	"method" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "login_history_member_time" ON "login_history" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "login_history_time" ON "login_history" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "totp_enrolments" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"secret" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "totp_enrolments" ADD CONSTRAINT "totp_enrolments_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "members_merchant_email" ON "members" USING btree ("merchant_id",lower("email"));
