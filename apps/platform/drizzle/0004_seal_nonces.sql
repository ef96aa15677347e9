CREATE TABLE "seal_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "seal_nonces_expiry" ON "seal_nonces" USING btree ("expires_at");
