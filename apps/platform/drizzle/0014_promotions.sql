-- Promotions (issue 15): type categories, promotions with their period, target, content per language, art, kind and
-- rules, the members' entries (joined, applied, tickets, claims) and the images of sign-up requests.
CREATE TABLE "promotion_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_categories" ADD CONSTRAINT "promotion_categories_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_categories_merchant_code" ON "promotion_categories" USING btree ("merchant_id","code");
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"titles" jsonb NOT NULL,
	"summaries" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"image_url" text NOT NULL,
	"target" text DEFAULT 'all' NOT NULL,
	"vip_levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"new_member_days" integer,
	"rules" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_kind" CHECK ("promotions"."kind" in ('depositBonus', 'signUp', 'raffle', 'contactBonus')),
	CONSTRAINT "promotions_target" CHECK ("promotions"."target" in ('all', 'vip', 'newMembers')),
	CONSTRAINT "promotions_period" CHECK ("promotions"."ends_at" > "promotions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_category_id_promotion_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."promotion_categories"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_merchant_code" ON "promotions" USING btree ("merchant_id","code");
--> statement-breakpoint
CREATE INDEX "promotions_merchant_period" ON "promotions" USING btree ("merchant_id","ends_at");
--> statement-breakpoint
CREATE INDEX "promotions_raffle_due" ON "promotions" USING btree ("ends_at") WHERE "promotions"."kind" = 'raffle' and "promotions"."drawn_at" is null;
--> statement-breakpoint
CREATE TABLE "promotion_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"state" text NOT NULL,
	"request_id" text,
	"comment" text,
	"reject_reason" text,
	"contact" text,
	"ticket_no" text,
	"prize" bigint,
	"bonus_id" integer,
	"bonus_amount" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "promotion_entries_state" CHECK ("promotion_entries"."state" in ('joined', 'applying', 'rejected', 'issued', 'claimed', 'ticket', 'won', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "promotion_entries" ADD CONSTRAINT "promotion_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_promotion_member" ON "promotion_entries" USING btree ("promotion_id","member_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_entries_promotion_contact" ON "promotion_entries" USING btree ("promotion_id","contact") WHERE "promotion_entries"."contact" is not null;
--> statement-breakpoint
CREATE INDEX "promotion_entries_member_time" ON "promotion_entries" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "promotion_entries_applying" ON "promotion_entries" USING btree ("created_at") WHERE "promotion_entries"."state" = 'applying';
--> statement-breakpoint
CREATE TABLE "promotion_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_images" ADD CONSTRAINT "promotion_images_entry_id_promotion_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."promotion_entries"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "promotion_images_entry" ON "promotion_images" USING btree ("entry_id");
