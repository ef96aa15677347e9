ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "last_seen_at" = now();--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "last_seen_at" SET NOT NULL;
