-- The betting record's unfiltered totals (issue 14 bench: p99 <= 50 ms over 93 days of a million rounds) read one row per
-- member and day instead of one per day, category, vendor and outcome (about 35 a day for a member who plays many
-- vendors): bet_member_days, kept by the same statement triggers as bet_daily_totals, in the same statement as them
-- (one grouped delta of the transition tables feeds both upserts), so the two summaries and the rounds never disagree.
-- Days are the merchant's calendar days, as in bet_daily_totals; a zone change rebuilds both.
CREATE TABLE "bet_member_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"rounds" integer NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	-- payout - stake of the settled rounds (outcome won or lost): the member's win/loss and the profit page's day.
	"win_loss" bigint NOT NULL,
	CONSTRAINT "bet_member_days_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
ALTER TABLE "bet_member_days" ADD CONSTRAINT "bet_member_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "bet_member_days" ("member_id", "day", "rounds", "stake", "valid_bet", "payout", "win_loss")
	SELECT "member_id", "day", sum("rounds"), sum("stake"), sum("valid_bet"), sum("payout"),
		sum(CASE WHEN "outcome" IN ('won', 'lost') THEN "payout" - "stake" ELSE 0 END)
	FROM "bet_daily_totals"
	GROUP BY 1, 2;
--> statement-breakpoint
-- INSERT: the new rows, grouped per summary row, in key order (two statements that touch the same summary rows lock
-- them in the same order).
CREATE OR REPLACE FUNCTION "bet_daily_totals_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	WITH d AS (
		SELECT n.member_id, (n.created_at AT TIME ZONE merchant_time_zone(m.settings))::date AS day, n.category, n.vendor,
			bet_outcome(n.status, n.stake, n.payout) AS outcome, count(*)::int AS rounds, sum(n.stake)::bigint AS stake,
			sum(n.valid_bet)::bigint AS valid_bet, sum(n.payout)::bigint AS payout
		FROM new_rows n LEFT JOIN merchants m ON m.id = n.merchant_id
		GROUP BY 1, 2, 3, 4, 5
	), fine AS (
		INSERT INTO bet_daily_totals AS t (member_id, day, category, vendor, outcome, rounds, stake, valid_bet, payout)
			SELECT member_id, day, category, vendor, outcome, rounds, stake, valid_bet, payout FROM d
			ORDER BY member_id, day, category, vendor, outcome
			ON CONFLICT (member_id, day, category, vendor, outcome) DO UPDATE SET rounds = t.rounds + excluded.rounds,
				stake = t.stake + excluded.stake, valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout
	)
	INSERT INTO bet_member_days AS t (member_id, day, rounds, stake, valid_bet, payout, win_loss)
		SELECT member_id, day, sum(rounds), sum(stake), sum(valid_bet), sum(payout),
			sum(CASE WHEN outcome IN ('won', 'lost') THEN payout - stake ELSE 0 END)
		FROM d
		GROUP BY 1, 2
		ORDER BY 1, 2
		ON CONFLICT (member_id, day) DO UPDATE SET rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
			valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout, win_loss = t.win_loss + excluded.win_loss;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- UPDATE (a settle, a rollback): the old rows out and the new ones in, as one grouped delta; DELETE: the old rows out.
-- A delta of zero changes nothing (a settle that keeps the member's day figures, e.g. a pending round's other columns).
CREATE OR REPLACE FUNCTION "bet_daily_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		WITH d AS (
			SELECT o.member_id, (o.created_at AT TIME ZONE merchant_time_zone(m.settings))::date AS day, o.category, o.vendor,
				bet_outcome(o.status, o.stake, o.payout) AS outcome, count(*)::int AS rounds, sum(o.stake)::bigint AS stake,
				sum(o.valid_bet)::bigint AS valid_bet, sum(o.payout)::bigint AS payout
			FROM old_rows o LEFT JOIN merchants m ON m.id = o.merchant_id
			GROUP BY 1, 2, 3, 4, 5
		), fine AS (
			UPDATE bet_daily_totals t SET rounds = t.rounds - d.rounds, stake = t.stake - d.stake, valid_bet = t.valid_bet - d.valid_bet, payout = t.payout - d.payout
				FROM d
				WHERE t.member_id = d.member_id AND t.day = d.day AND t.category = d.category AND t.vendor = d.vendor AND t.outcome = d.outcome
		)
		UPDATE bet_member_days t SET rounds = t.rounds - s.rounds, stake = t.stake - s.stake, valid_bet = t.valid_bet - s.valid_bet,
				payout = t.payout - s.payout, win_loss = t.win_loss - s.win_loss
			FROM (
				SELECT member_id, day, sum(rounds) AS rounds, sum(stake) AS stake, sum(valid_bet) AS valid_bet, sum(payout) AS payout,
					sum(CASE WHEN outcome IN ('won', 'lost') THEN payout - stake ELSE 0 END) AS win_loss
				FROM d GROUP BY 1, 2
			) s
			WHERE t.member_id = s.member_id AND t.day = s.day;
		RETURN NULL;
	END IF;
	WITH d AS (
		SELECT member_id, day, category, vendor, outcome, sum(rounds)::int AS rounds, sum(stake)::bigint AS stake,
			sum(valid_bet)::bigint AS valid_bet, sum(payout)::bigint AS payout
		FROM (
			SELECT n.member_id, (n.created_at AT TIME ZONE merchant_time_zone(m.settings))::date AS day, n.category, n.vendor,
				bet_outcome(n.status, n.stake, n.payout) AS outcome, 1 AS rounds, n.stake, n.valid_bet, n.payout
			FROM new_rows n LEFT JOIN merchants m ON m.id = n.merchant_id
			UNION ALL
			SELECT o.member_id, (o.created_at AT TIME ZONE merchant_time_zone(m.settings))::date, o.category, o.vendor,
				bet_outcome(o.status, o.stake, o.payout), -1, -o.stake, -o.valid_bet, -o.payout
			FROM old_rows o LEFT JOIN merchants m ON m.id = o.merchant_id
		) r
		GROUP BY 1, 2, 3, 4, 5
		HAVING sum(rounds) <> 0 OR sum(stake) <> 0 OR sum(valid_bet) <> 0 OR sum(payout) <> 0
	), fine AS (
		INSERT INTO bet_daily_totals AS t (member_id, day, category, vendor, outcome, rounds, stake, valid_bet, payout)
			SELECT member_id, day, category, vendor, outcome, rounds, stake, valid_bet, payout FROM d
			ORDER BY member_id, day, category, vendor, outcome
			ON CONFLICT (member_id, day, category, vendor, outcome) DO UPDATE SET rounds = t.rounds + excluded.rounds,
				stake = t.stake + excluded.stake, valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout
	)
	INSERT INTO bet_member_days AS t (member_id, day, rounds, stake, valid_bet, payout, win_loss)
		SELECT member_id, day, sum(rounds), sum(stake), sum(valid_bet), sum(payout), sum(CASE WHEN outcome IN ('won', 'lost') THEN payout - stake ELSE 0 END)
		FROM d
		GROUP BY 1, 2
		HAVING sum(rounds) <> 0 OR sum(stake) <> 0 OR sum(valid_bet) <> 0 OR sum(payout) <> 0
			OR sum(CASE WHEN outcome IN ('won', 'lost') THEN payout - stake ELSE 0 END) <> 0
		ORDER BY 1, 2
		ON CONFLICT (member_id, day) DO UPDATE SET rounds = t.rounds + excluded.rounds, stake = t.stake + excluded.stake,
			valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout, win_loss = t.win_loss + excluded.win_loss;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bet_daily_totals_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE bet_daily_totals, bet_member_days;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- A merchant's time zone changed: both summaries of its members are rebuilt in the new zone's days (writers wait).
CREATE OR REPLACE FUNCTION "records_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE bet_records, ledger_entries IN SHARE MODE;
	DELETE FROM bet_daily_totals t USING members mb WHERE mb.id = t.member_id AND mb.merchant_id = NEW.id;
	INSERT INTO bet_daily_totals (member_id, day, category, vendor, outcome, rounds, stake, valid_bet, payout)
		SELECT b.member_id, (b.created_at AT TIME ZONE merchant_time_zone(NEW.settings))::date, b.category, b.vendor,
			bet_outcome(b.status, b.stake, b.payout), count(*), sum(b.stake), sum(b.valid_bet), sum(b.payout)
		FROM bet_records b WHERE b.merchant_id = NEW.id
		GROUP BY 1, 2, 3, 4, 5;
	DELETE FROM bet_member_days t USING members mb WHERE mb.id = t.member_id AND mb.merchant_id = NEW.id;
	INSERT INTO bet_member_days (member_id, day, rounds, stake, valid_bet, payout, win_loss)
		SELECT t.member_id, t.day, sum(t.rounds), sum(t.stake), sum(t.valid_bet), sum(t.payout),
			sum(CASE WHEN t.outcome IN ('won', 'lost') THEN t.payout - t.stake ELSE 0 END)
		FROM bet_daily_totals t JOIN members mb ON mb.id = t.member_id
		WHERE mb.merchant_id = NEW.id
		GROUP BY 1, 2;
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
