CREATE TABLE "deposit_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"fee_fixed" bigint DEFAULT 0 NOT NULL,
	"fee_bps" integer DEFAULT 0 NOT NULL,
	"fee_bearer" text DEFAULT 'merchant' NOT NULL,
	"instructions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_channels_merchant_key" UNIQUE("merchant_id","key"),
	CONSTRAINT "deposit_channels_limits" CHECK ("deposit_channels"."min_amount" > 0 and "deposit_channels"."max_amount" >= "deposit_channels"."min_amount" and "deposit_channels"."fee_fixed" >= 0 and "deposit_channels"."fee_bps" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "deposit_channels" ADD CONSTRAINT "deposit_channels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "deposit_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"channel_key" text NOT NULL,
	"channel_kind" text NOT NULL,
	"channel_name" text NOT NULL,
	"provider" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"fee_bearer" text NOT NULL,
	"credit_amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pay_url" text NOT NULL,
	"instructions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_ref" text,
	"ledger_transaction_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "deposit_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "deposit_orders_status" CHECK ("deposit_orders"."status" in ('pending', 'paid', 'failed', 'expired')),
	CONSTRAINT "deposit_orders_amounts" CHECK ("deposit_orders"."amount" > 0 and "deposit_orders"."fee" >= 0 and "deposit_orders"."credit_amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_orders" ADD CONSTRAINT "deposit_orders_channel_id_deposit_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."deposit_channels"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_orders_member_request" ON "deposit_orders" USING btree ("member_id","request_id");
--> statement-breakpoint
CREATE INDEX "deposit_orders_member_time" ON "deposit_orders" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "deposit_orders_pending_expiry" ON "deposit_orders" USING btree ("expires_at") WHERE "deposit_orders"."status" = 'pending';
--> statement-breakpoint
CREATE TABLE "deposit_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" bytea NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deposit_receipts" ADD CONSTRAINT "deposit_receipts_order_id_deposit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "deposit_receipts_order" ON "deposit_receipts" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"payload_hash" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_events_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_order_id_deposit_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."deposit_orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "payment_events_order" ON "payment_events" USING btree ("order_id");
--> statement-breakpoint
CREATE TABLE "payment_secrets" (
	"merchant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_secrets_pk" PRIMARY KEY("merchant_id","provider")
);
--> statement-breakpoint
ALTER TABLE "payment_secrets" ADD CONSTRAINT "payment_secrets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;
