-- The chat room (SPEC §3 overlays; services/chat.ts): groups per merchant, plain-text messages, a read cursor per member
-- and group, and the member's launches.
--
-- - chat_groups: `code` names the room (the site localizes lobby and vip); a member reads it when its recorded VIP level
--   reaches min_vip_level (free-play accounts read only rooms with min_vip_level 0) and posts when it may read, is no
--   free-play account and, where post_requires_deposit, has a paid deposit.
-- - chat_messages: one row per message; (member_id, request_id) is unique, so a send retried with the same request id
--   stores one message (the service answers the first; other text under the same id is request_conflict).
-- - chat_read_cursors: the newest message id the member has seen in the group; unread = messages after it by others.
CREATE TABLE "chat_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"min_vip_level" integer DEFAULT 0 NOT NULL,
	"post_requires_deposit" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_groups_merchant_code" UNIQUE("merchant_id","code"),
	CONSTRAINT "chat_groups_min_vip_level" CHECK ("chat_groups"."min_vip_level" >= 0)
);
--> statement-breakpoint
ALTER TABLE "chat_groups" ADD CONSTRAINT "chat_groups_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"body" text NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_member_request" UNIQUE("member_id","request_id"),
	CONSTRAINT "chat_messages_body_length" CHECK (char_length("chat_messages"."body") BETWEEN 1 AND 500)
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "chat_messages_group_id" ON "chat_messages" USING btree ("group_id","id");
--> statement-breakpoint
CREATE TABLE "chat_read_cursors" (
	"member_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"last_read_id" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_read_cursors_pk" PRIMARY KEY("member_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "chat_read_cursors" ADD CONSTRAINT "chat_read_cursors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chat_read_cursors" ADD CONSTRAINT "chat_read_cursors_group_id_chat_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_groups"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "chat_launches" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_launches" ADD CONSTRAINT "chat_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The rooms of the merchants that exist already (new merchants get theirs from services/chat.ts ensureChatGroups).
INSERT INTO "chat_groups" ("merchant_id", "code", "min_vip_level", "post_requires_deposit", "sort", "created_at")
	SELECT m."id", g."code", g."min_vip_level", g."post_requires_deposit", g."sort", now()
	FROM "merchants" m, (VALUES ('lobby', 0, true, 0), ('vip', 5, false, 1)) AS g("code", "min_vip_level", "post_requires_deposit", "sort")
	ON CONFLICT ("merchant_id", "code") DO NOTHING;
