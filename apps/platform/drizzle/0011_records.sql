-- The member centre's records (issue 14): betting record, account record, profit and loss, bonus details.
-- Lists are index range scans for one member and period. Totals over a period come from daily summaries per member
-- (bet_daily_totals, ledger_daily_totals), kept by statement triggers in the same transaction as the rows they count,
-- so a total over three months of a heavy player reads a few hundred summary rows instead of a million rounds. Days are
-- the merchant's calendar days (settings.timeZone, default Asia/Tokyo); a zone change rebuilds that merchant's
-- summaries in its own transaction.
CREATE FUNCTION "merchant_time_zone"(p_settings jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(p_settings ->> 'timeZone', 'Asia/Tokyo')
$$;
--> statement-breakpoint
-- A zone PostgreSQL does not know would make every trigger below fail: refused when the setting is written.
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_time_zone_valid" CHECK ((timestamptz '2000-01-01 00:00:00+00' AT TIME ZONE merchant_time_zone("settings")) IS NOT NULL);
--> statement-breakpoint
-- A round's status as the member sees it (contract betRecordStatuses): a tie counts as won.
CREATE FUNCTION "bet_outcome"(p_status text, p_stake bigint, p_payout bigint) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE p_status
		WHEN 'settled' THEN CASE WHEN p_payout >= p_stake THEN 'won' ELSE 'lost' END
		WHEN 'rolledback' THEN 'cancelled'
		ELSE 'pending' END
$$;
--> statement-breakpoint
-- A member's rounds in time order, carrying the columns the filters read that never change after the bet (category,
-- vendor): a page's rows are found by an index-only scan, filters included, and only the page's own rows are read from
-- the table. The settle's columns (status, payout) stay out, so a settle remains a HOT update.
DROP INDEX IF EXISTS "bet_records_member_time";
--> statement-breakpoint
CREATE INDEX "bet_records_member_time" ON "bet_records" USING btree ("member_id","created_at","id") INCLUDE ("category","vendor");
--> statement-breakpoint
CREATE TABLE "bet_daily_totals" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"vendor" text NOT NULL,
	"outcome" text NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "bet_daily_totals_pk" PRIMARY KEY("member_id","day","category","vendor","outcome")
);
--> statement-breakpoint
ALTER TABLE "bet_daily_totals" ADD CONSTRAINT "bet_daily_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The member, kind and time of a member wallet's entry, copied from its account and transaction when it is written
-- (by ledger_entries_fill below), so the account record is one index range scan; null on system accounts' entries.
ALTER TABLE "ledger_entries" ADD COLUMN "member_id" integer;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "kind" text;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "created_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "ledger_entries" e SET "member_id" = a."member_id", "kind" = t."kind", "created_at" = t."created_at"
	FROM "wallet_accounts" a, "ledger_transactions" t
	WHERE a."id" = e."account_id" AND t."id" = e."transaction_id" AND a."member_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "ledger_entries_member_time" ON "ledger_entries" USING btree ("member_id","created_at","id") INCLUDE ("kind") WHERE "member_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "ledger_daily_totals" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"entries" integer NOT NULL,
	"amount_in" bigint NOT NULL,
	"amount_out" bigint NOT NULL,
	CONSTRAINT "ledger_daily_totals_pk" PRIMARY KEY("member_id","day","kind")
);
--> statement-breakpoint
ALTER TABLE "ledger_daily_totals" ADD CONSTRAINT "ledger_daily_totals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "bonus_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"status" text NOT NULL,
	"reference" text NOT NULL,
	"remark" text,
	"request_hash" text NOT NULL,
	"transaction_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_credits_reference" UNIQUE("merchant_id","reference"),
	CONSTRAINT "bonus_credits_amounts" CHECK ("bonus_credits"."amount" > 0 AND "bonus_credits"."turnover" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_credits" ADD CONSTRAINT "bonus_credits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bonus_credits_member_time" ON "bonus_credits" USING btree ("member_id","created_at","id");
--> statement-breakpoint
-- The summaries of what exists already.
INSERT INTO "bet_daily_totals" ("member_id", "day", "category", "vendor", "outcome", "rounds", "stake", "valid_bet", "payout")
	SELECT b."member_id", (b."created_at" AT TIME ZONE merchant_time_zone(m."settings"))::date, b."category", b."vendor",
		bet_outcome(b."status", b."stake", b."payout"), count(*), sum(b."stake"), sum(b."valid_bet"), sum(b."payout")
	FROM "bet_records" b LEFT JOIN "merchants" m ON m."id" = b."merchant_id"
	GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO "ledger_daily_totals" ("member_id", "day", "kind", "entries", "amount_in", "amount_out")
	SELECT e."member_id", (e."created_at" AT TIME ZONE merchant_time_zone(m."settings"))::date, e."kind", count(*),
		sum(greatest(e."amount", 0)), sum(greatest(-e."amount", 0))
	FROM "ledger_entries" e JOIN "members" mb ON mb."id" = e."member_id" LEFT JOIN "merchants" m ON m."id" = mb."merchant_id"
	WHERE e."member_id" IS NOT NULL
	GROUP BY 1, 2, 3;
--> statement-breakpoint
-- bet_records -> bet_daily_totals. Statement triggers with transition tables: one grouped upsert per statement, so the
-- seamless wallet's single-row writes and a bulk load of a million rounds both cost one summary statement. An UPDATE
-- (a settle, a rollback) takes the old rows out and puts the new ones in, in one upsert; a DELETE takes them out.
CREATE FUNCTION "bet_daily_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE bet_daily_totals t SET rounds = t.rounds - d.rounds, stake = t.stake - d.stake, valid_bet = t.valid_bet - d.valid_bet, payout = t.payout - d.payout
			FROM (
				SELECT o.member_id, (o.created_at AT TIME ZONE merchant_time_zone(m.settings))::date AS day, o.category, o.vendor,
					bet_outcome(o.status, o.stake, o.payout) AS outcome, count(*) AS rounds, sum(o.stake) AS stake, sum(o.valid_bet) AS valid_bet, sum(o.payout) AS payout
				FROM old_rows o LEFT JOIN merchants m ON m.id = o.merchant_id
				GROUP BY 1, 2, 3, 4, 5
			) d
			WHERE t.member_id = d.member_id AND t.day = d.day AND t.category = d.category AND t.vendor = d.vendor AND t.outcome = d.outcome;
		RETURN NULL;
	END IF;
	INSERT INTO bet_daily_totals AS t (member_id, day, category, vendor, outcome, rounds, stake, valid_bet, payout)
		SELECT d.member_id, d.day, d.category, d.vendor, d.outcome, sum(d.rounds), sum(d.stake), sum(d.valid_bet), sum(d.payout)
		FROM (
			SELECT n.member_id, (n.created_at AT TIME ZONE merchant_time_zone(m.settings))::date AS day, n.category, n.vendor,
				bet_outcome(n.status, n.stake, n.payout) AS outcome, 1 AS rounds, n.stake, n.valid_bet, n.payout
			FROM new_rows n LEFT JOIN merchants m ON m.id = n.merchant_id
			UNION ALL
			SELECT o.member_id, (o.created_at AT TIME ZONE merchant_time_zone(m.settings))::date, o.category, o.vendor,
				bet_outcome(o.status, o.stake, o.payout), -1, -o.stake, -o.valid_bet, -o.payout
			FROM old_rows o LEFT JOIN merchants m ON m.id = o.merchant_id
		) d
		GROUP BY 1, 2, 3, 4, 5
		HAVING sum(d.rounds) <> 0 OR sum(d.stake) <> 0 OR sum(d.valid_bet) <> 0 OR sum(d.payout) <> 0
		ON CONFLICT (member_id, day, category, vendor, outcome) DO UPDATE SET rounds = t.rounds + excluded.rounds,
			stake = t.stake + excluded.stake, valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bet_daily_totals_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO bet_daily_totals AS t (member_id, day, category, vendor, outcome, rounds, stake, valid_bet, payout)
		SELECT n.member_id, (n.created_at AT TIME ZONE merchant_time_zone(m.settings))::date, n.category, n.vendor,
			bet_outcome(n.status, n.stake, n.payout), count(*), sum(n.stake), sum(n.valid_bet), sum(n.payout)
		FROM new_rows n LEFT JOIN merchants m ON m.id = n.merchant_id
		GROUP BY 1, 2, 3, 4, 5
		ON CONFLICT (member_id, day, category, vendor, outcome) DO UPDATE SET rounds = t.rounds + excluded.rounds,
			stake = t.stake + excluded.stake, valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bet_records_totals_insert" AFTER INSERT ON "bet_records" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bet_daily_totals_insert"();
--> statement-breakpoint
CREATE TRIGGER "bet_records_totals_update" AFTER UPDATE ON "bet_records" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "bet_daily_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "bet_records_totals_delete" AFTER DELETE ON "bet_records" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "bet_daily_totals_apply"();
--> statement-breakpoint
CREATE FUNCTION "bet_daily_totals_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE bet_daily_totals;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bet_records_totals_truncate" AFTER TRUNCATE ON "bet_records" FOR EACH STATEMENT EXECUTE FUNCTION "bet_daily_totals_truncate"();
--> statement-breakpoint
-- ledger_entries: each entry of a member wallet carries its member, kind and time (the ledger is append-only).
CREATE FUNCTION "ledger_entries_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT a.member_id INTO NEW.member_id FROM wallet_accounts a WHERE a.id = NEW.account_id;
	IF NEW.member_id IS NULL THEN
		NEW.kind := NULL;
		NEW.created_at := NULL;
	ELSE
		SELECT t.kind, t.created_at INTO NEW.kind, NEW.created_at FROM ledger_transactions t WHERE t.id = NEW.transaction_id;
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_fill" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_fill"();
--> statement-breakpoint
CREATE FUNCTION "ledger_daily_totals_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO ledger_daily_totals AS t (member_id, day, kind, entries, amount_in, amount_out)
		SELECT n.member_id, (n.created_at AT TIME ZONE merchant_time_zone(m.settings))::date, n.kind, count(*),
			sum(greatest(n.amount, 0)), sum(greatest(-n.amount, 0))
		FROM new_rows n JOIN members mb ON mb.id = n.member_id LEFT JOIN merchants m ON m.id = mb.merchant_id
		WHERE n.member_id IS NOT NULL
		GROUP BY 1, 2, 3
		ON CONFLICT (member_id, day, kind) DO UPDATE SET entries = t.entries + excluded.entries,
			amount_in = t.amount_in + excluded.amount_in, amount_out = t.amount_out + excluded.amount_out;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_totals_insert" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_daily_totals_insert"();
--> statement-breakpoint
CREATE FUNCTION "ledger_daily_totals_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE ledger_daily_totals;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_totals_truncate" AFTER TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_daily_totals_truncate"();
--> statement-breakpoint
-- A merchant's time zone changed: its members' days are other days. Writers of rounds and entries wait (SHARE lock)
-- until the rebuild commits, so no row is counted under the old zone after it.
CREATE FUNCTION "records_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE bet_records, ledger_entries IN SHARE MODE;
	DELETE FROM bet_daily_totals t USING members mb WHERE mb.id = t.member_id AND mb.merchant_id = NEW.id;
	INSERT INTO bet_daily_totals (member_id, day, category, vendor, outcome, rounds, stake, valid_bet, payout)
		SELECT b.member_id, (b.created_at AT TIME ZONE merchant_time_zone(NEW.settings))::date, b.category, b.vendor,
			bet_outcome(b.status, b.stake, b.payout), count(*), sum(b.stake), sum(b.valid_bet), sum(b.payout)
		FROM bet_records b WHERE b.merchant_id = NEW.id
		GROUP BY 1, 2, 3, 4, 5;
	DELETE FROM ledger_daily_totals t USING members mb WHERE mb.id = t.member_id AND mb.merchant_id = NEW.id;
	INSERT INTO ledger_daily_totals (member_id, day, kind, entries, amount_in, amount_out)
		SELECT e.member_id, (e.created_at AT TIME ZONE merchant_time_zone(NEW.settings))::date, e.kind, count(*),
			sum(greatest(e.amount, 0)), sum(greatest(-e.amount, 0))
		FROM ledger_entries e JOIN members mb ON mb.id = e.member_id
		WHERE mb.merchant_id = NEW.id AND e.member_id IS NOT NULL
		GROUP BY 1, 2, 3;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchants_records_zone" AFTER UPDATE OF "settings" ON "merchants" FOR EACH ROW
	WHEN (merchant_time_zone(OLD."settings") IS DISTINCT FROM merchant_time_zone(NEW."settings"))
	EXECUTE FUNCTION "records_zone_changed"();
