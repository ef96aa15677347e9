-- The team overview's budget (issue 17: p99 <= 100 ms for an agent with 10,000 downlines and a million rounds): per
-- agent (ancestor) and calendar day, the summed figures of its whole team (member_tree depth > 0), so a 93-day overview
-- reads at most 93 rows instead of one summary row per member and day.
--
-- - team_days is kept by statement triggers on the per-member summaries themselves (bet_member_days,
--   ledger_daily_totals): whatever changes a member's day (a round, a settle, a rollback, a deposit, a zone rebuild)
--   changes its uplines' days in the same statement, so the team figures and the member figures never disagree.
-- - Active members per day are a distinct count: team_active_days holds one flag row per (ancestor, day, member) with
--   rounds; team_days.active_members counts the flags added and removed, and the period's distinct count reads the
--   flags (one index range scan).
-- - New members per day follow member_tree: a closure row added (registration, a move under a new upline) adds the
--   member's creation day and its whole history to the ancestor; a closure row removed (a move away, a deletion) takes
--   them out. A move of upline therefore moves the subtree's past figures to the new uplines (the team is who is in it
--   now, as the team list shows), exactly as a plain recomputation from the summaries would.
-- - team_sizes holds the team's make-up now (members, direct downlines, agents), kept by the same member_tree triggers
--   and by a change of a member's type, so the overview reads no row per team member at all.
-- - Concurrency: every delta is one grouped upsert in key order (two statements lock the same rows in the same order);
--   a writer takes member_tree in ROW EXCLUSIVE mode before reading a member's uplines, so a move of upline (which takes
--   SHARE ROW EXCLUSIVE) waits for writers in flight and they wait for it: no delta lands on an upline that was just left.
-- - The deposit and withdrawal kinds are those of services/records.ts LEDGER_KIND_TYPES (types deposit; withdrawal,
--   hold and release), as team_deposit_kinds() and team_withdrawal_kinds(); a test keeps them equal.
CREATE FUNCTION "team_deposit_kinds"() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT ARRAY['deposit']::text[]
$$;
--> statement-breakpoint
CREATE FUNCTION "team_withdrawal_kinds"() RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT ARRAY['withdrawal', 'withdrawal_hold', 'withdrawal_release']::text[]
$$;
--> statement-breakpoint
CREATE TABLE "team_days" (
	"ancestor_id" integer NOT NULL,
	"day" date NOT NULL,
	"new_members" integer NOT NULL,
	"active_members" integer NOT NULL,
	"rounds" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"valid_bet" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"win_loss" bigint NOT NULL,
	"deposits" bigint NOT NULL,
	"withdrawals" bigint NOT NULL,
	CONSTRAINT "team_days_pk" PRIMARY KEY("ancestor_id","day")
);
--> statement-breakpoint
ALTER TABLE "team_days" ADD CONSTRAINT "team_days_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- No foreign key on member_id: the flags of a deleted member are removed by the triggers (which count them out of
-- active_members), never silently by a cascade.
CREATE TABLE "team_active_days" (
	"ancestor_id" integer NOT NULL,
	"day" date NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "team_active_days_pk" PRIMARY KEY("ancestor_id","day","member_id")
);
--> statement-breakpoint
ALTER TABLE "team_active_days" ADD CONSTRAINT "team_active_days_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The team's make-up now (not per day): members at any depth, direct downlines, agents among them. Kept by the
-- member_tree triggers below and by a change of a member's type.
CREATE TABLE "team_sizes" (
	"ancestor_id" integer PRIMARY KEY NOT NULL,
	"members" integer NOT NULL,
	"direct" integer NOT NULL,
	"agents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_sizes" ADD CONSTRAINT "team_sizes_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The agent types of the contract's AGENT_TYPES (a test keeps them equal).
CREATE FUNCTION "team_is_agent"(p_type integer) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT p_type IN (1, 2, 41, 42)
$$;
--> statement-breakpoint
-- One change of one member's day as seen by one ancestor. active: +1 the member has rounds that day now and had none,
-- -1 the reverse, 0 no change.
CREATE TYPE "team_delta" AS (
	"ancestor_id" integer,
	"member_id" integer,
	"day" date,
	"new_members" integer,
	"active" integer,
	"rounds" bigint,
	"stake" bigint,
	"valid_bet" bigint,
	"payout" bigint,
	"win_loss" bigint,
	"deposits" bigint,
	"withdrawals" bigint
);
--> statement-breakpoint
-- Applies deltas to the ancestors they name: flags first, then one grouped upsert of team_days, both in key order.
CREATE FUNCTION "team_days_add"(p team_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF p IS NULL OR cardinality(p) = 0 THEN
		RETURN;
	END IF;
	WITH d AS (
		SELECT x.ancestor_id, x.member_id, x.day, sum(x.new_members)::int AS new_members, sum(x.active)::int AS active,
			sum(x.rounds)::bigint AS rounds, sum(x.stake)::bigint AS stake, sum(x.valid_bet)::bigint AS valid_bet,
			sum(x.payout)::bigint AS payout, sum(x.win_loss)::bigint AS win_loss, sum(x.deposits)::bigint AS deposits,
			sum(x.withdrawals)::bigint AS withdrawals
		FROM unnest(p) x
		GROUP BY 1, 2, 3
	), came AS (
		INSERT INTO team_active_days (ancestor_id, day, member_id)
			SELECT ancestor_id, day, member_id FROM d WHERE active > 0 ORDER BY 1, 2, 3
			ON CONFLICT DO NOTHING
			RETURNING ancestor_id, day
	), gone AS (
		DELETE FROM team_active_days a USING d
			WHERE d.active < 0 AND a.ancestor_id = d.ancestor_id AND a.day = d.day AND a.member_id = d.member_id
			RETURNING a.ancestor_id, a.day
	), s AS (
		SELECT ancestor_id, day, new_members, 0 AS active, rounds, stake, valid_bet, payout, win_loss, deposits, withdrawals FROM d
		UNION ALL SELECT ancestor_id, day, 0, 1, 0, 0, 0, 0, 0, 0, 0 FROM came
		UNION ALL SELECT ancestor_id, day, 0, -1, 0, 0, 0, 0, 0, 0, 0 FROM gone
	)
	INSERT INTO team_days AS t (ancestor_id, day, new_members, active_members, rounds, stake, valid_bet, payout, win_loss, deposits, withdrawals)
		SELECT ancestor_id, day, sum(new_members), sum(active), sum(rounds), sum(stake), sum(valid_bet), sum(payout), sum(win_loss),
			sum(deposits), sum(withdrawals)
		FROM s
		GROUP BY 1, 2
		HAVING sum(new_members) <> 0 OR sum(active) <> 0 OR sum(rounds) <> 0 OR sum(stake) <> 0 OR sum(valid_bet) <> 0
			OR sum(payout) <> 0 OR sum(win_loss) <> 0 OR sum(deposits) <> 0 OR sum(withdrawals) <> 0
		ORDER BY 1, 2
		ON CONFLICT (ancestor_id, day) DO UPDATE SET new_members = t.new_members + excluded.new_members,
			active_members = t.active_members + excluded.active_members, rounds = t.rounds + excluded.rounds,
			stake = t.stake + excluded.stake, valid_bet = t.valid_bet + excluded.valid_bet, payout = t.payout + excluded.payout,
			win_loss = t.win_loss + excluded.win_loss, deposits = t.deposits + excluded.deposits,
			withdrawals = t.withdrawals + excluded.withdrawals;
END
$$;
--> statement-breakpoint
-- Member-level deltas (ancestor_id ignored) to every upline of the member, read after waiting for a move in flight.
CREATE FUNCTION "team_days_add_to_uplines"(p team_delta[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	IF p IS NULL OR cardinality(p) = 0 THEN
		RETURN;
	END IF;
	LOCK TABLE member_tree IN ROW EXCLUSIVE MODE;
	PERFORM team_days_add(ARRAY(
		SELECT ROW(t.ancestor_id, x.member_id, x.day, x.new_members, x.active, x.rounds, x.stake, x.valid_bet, x.payout,
			x.win_loss, x.deposits, x.withdrawals)::team_delta
		FROM unnest(p) x JOIN member_tree t ON t.descendant_id = x.member_id AND t.depth > 0
	));
END
$$;
--> statement-breakpoint
-- bet_member_days -> the uplines' days (an upsert fires the INSERT trigger for its new rows and the UPDATE one for the
-- rows it changed).
CREATE FUNCTION "team_days_bets"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	deltas team_delta[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		deltas := ARRAY(
			SELECT ROW(NULL, n.member_id, n.day, 0, (n.rounds > 0)::int, n.rounds, n.stake, n.valid_bet, n.payout, n.win_loss, 0, 0)::team_delta
			FROM new_rows n);
	ELSIF TG_OP = 'UPDATE' THEN
		deltas := ARRAY(
			SELECT ROW(NULL, r.member_id, r.day, 0, sum(r.active), sum(r.rounds), sum(r.stake), sum(r.valid_bet), sum(r.payout),
				sum(r.win_loss), 0, 0)::team_delta
			FROM (
				SELECT n.member_id, n.day, (n.rounds > 0)::int AS active, n.rounds, n.stake, n.valid_bet, n.payout, n.win_loss FROM new_rows n
				UNION ALL
				SELECT o.member_id, o.day, -(o.rounds > 0)::int, -o.rounds, -o.stake, -o.valid_bet, -o.payout, -o.win_loss FROM old_rows o
			) r
			GROUP BY r.member_id, r.day);
	ELSE
		deltas := ARRAY(
			SELECT ROW(NULL, o.member_id, o.day, 0, -(o.rounds > 0)::int, -o.rounds, -o.stake, -o.valid_bet, -o.payout, -o.win_loss, 0, 0)::team_delta
			FROM old_rows o);
	END IF;
	PERFORM team_days_add_to_uplines(deltas);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bet_member_days_team_insert" AFTER INSERT ON "bet_member_days" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_days_bets"();
--> statement-breakpoint
CREATE TRIGGER "bet_member_days_team_update" AFTER UPDATE ON "bet_member_days" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_days_bets"();
--> statement-breakpoint
CREATE TRIGGER "bet_member_days_team_delete" AFTER DELETE ON "bet_member_days" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_days_bets"();
--> statement-breakpoint
-- ledger_daily_totals -> the uplines' deposits and withdrawals (other kinds change nothing and lock nothing).
CREATE FUNCTION "team_days_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	deltas team_delta[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		deltas := ARRAY(
			SELECT ROW(NULL, r.member_id, r.day, 0, 0, 0, 0, 0, 0, 0, sum(r.deposits), sum(r.withdrawals))::team_delta
			FROM (
				SELECT n.member_id, n.day,
					CASE WHEN n.kind = ANY(team_deposit_kinds()) THEN n.amount_in - n.amount_out ELSE 0 END AS deposits,
					CASE WHEN n.kind = ANY(team_withdrawal_kinds()) THEN n.amount_out - n.amount_in ELSE 0 END AS withdrawals
				FROM new_rows n WHERE n.kind = ANY(team_deposit_kinds() || team_withdrawal_kinds())
			) r
			GROUP BY r.member_id, r.day);
	ELSIF TG_OP = 'UPDATE' THEN
		deltas := ARRAY(
			SELECT ROW(NULL, r.member_id, r.day, 0, 0, 0, 0, 0, 0, 0, sum(r.deposits), sum(r.withdrawals))::team_delta
			FROM (
				SELECT n.member_id, n.day, n.kind, n.amount_in - n.amount_out AS net FROM new_rows n
				UNION ALL
				SELECT o.member_id, o.day, o.kind, o.amount_out - o.amount_in FROM old_rows o
			) x
			CROSS JOIN LATERAL (SELECT x.member_id, x.day,
				CASE WHEN x.kind = ANY(team_deposit_kinds()) THEN x.net ELSE 0 END AS deposits,
				CASE WHEN x.kind = ANY(team_withdrawal_kinds()) THEN -x.net ELSE 0 END AS withdrawals) r
			WHERE x.kind = ANY(team_deposit_kinds() || team_withdrawal_kinds())
			GROUP BY r.member_id, r.day
			HAVING sum(r.deposits) <> 0 OR sum(r.withdrawals) <> 0);
	ELSE
		deltas := ARRAY(
			SELECT ROW(NULL, r.member_id, r.day, 0, 0, 0, 0, 0, 0, 0, sum(r.deposits), sum(r.withdrawals))::team_delta
			FROM (
				SELECT o.member_id, o.day,
					CASE WHEN o.kind = ANY(team_deposit_kinds()) THEN o.amount_out - o.amount_in ELSE 0 END AS deposits,
					CASE WHEN o.kind = ANY(team_withdrawal_kinds()) THEN o.amount_in - o.amount_out ELSE 0 END AS withdrawals
				FROM old_rows o WHERE o.kind = ANY(team_deposit_kinds() || team_withdrawal_kinds())
			) r
			GROUP BY r.member_id, r.day);
	END IF;
	PERFORM team_days_add_to_uplines(deltas);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_daily_totals_team_insert" AFTER INSERT ON "ledger_daily_totals" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_days_ledger"();
--> statement-breakpoint
CREATE TRIGGER "ledger_daily_totals_team_update" AFTER UPDATE ON "ledger_daily_totals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_days_ledger"();
--> statement-breakpoint
CREATE TRIGGER "ledger_daily_totals_team_delete" AFTER DELETE ON "ledger_daily_totals" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_days_ledger"();
--> statement-breakpoint
-- A member's whole history as deltas for the given (ancestor, member) pairs, signed: its creation day (new member), its
-- days with rounds, its deposits and withdrawals.
CREATE FUNCTION "team_member_history"(p_pairs integer[], p_sign integer) RETURNS team_delta[] LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN (WITH pairs AS (
		SELECT p_pairs[i] AS ancestor_id, p_pairs[i + 1] AS member_id
		FROM generate_series(1, coalesce(array_length(p_pairs, 1), 0), 2) i
	)
	SELECT ARRAY(
		SELECT ROW(x.ancestor_id, x.member_id, x.day, x.new_members * p_sign, x.active * p_sign, x.rounds * p_sign, x.stake * p_sign,
			x.valid_bet * p_sign, x.payout * p_sign, x.win_loss * p_sign, x.deposits * p_sign, x.withdrawals * p_sign)::team_delta
		FROM (
			SELECT pr.ancestor_id, pr.member_id, (mb.created_at AT TIME ZONE merchant_time_zone(m.settings))::date AS day, 1 AS new_members,
				0 AS active, 0::bigint AS rounds, 0::bigint AS stake, 0::bigint AS valid_bet, 0::bigint AS payout, 0::bigint AS win_loss,
				0::bigint AS deposits, 0::bigint AS withdrawals
			FROM pairs pr JOIN members mb ON mb.id = pr.member_id LEFT JOIN merchants m ON m.id = mb.merchant_id
			UNION ALL
			SELECT pr.ancestor_id, pr.member_id, d.day, 0, (d.rounds > 0)::int, d.rounds, d.stake, d.valid_bet, d.payout, d.win_loss, 0, 0
			FROM pairs pr JOIN bet_member_days d ON d.member_id = pr.member_id
			UNION ALL
			SELECT pr.ancestor_id, pr.member_id, l.day, 0, 0, 0, 0, 0, 0, 0,
				sum(CASE WHEN l.kind = ANY(team_deposit_kinds()) THEN l.amount_in - l.amount_out ELSE 0 END),
				sum(CASE WHEN l.kind = ANY(team_withdrawal_kinds()) THEN l.amount_out - l.amount_in ELSE 0 END)
			FROM pairs pr JOIN ledger_daily_totals l ON l.member_id = pr.member_id
			WHERE l.kind = ANY(team_deposit_kinds() || team_withdrawal_kinds())
			GROUP BY pr.ancestor_id, pr.member_id, l.day
		) x));
END
$$;
--> statement-breakpoint
-- member_tree -> a closure row added brings the member's history to the ancestor; one removed takes it away. Inside an
-- INSERT on members (the flag below) the new members have no history and their creation days are added once for the
-- whole statement by members_team_days_insert_end: a bulk insert of 10,000 members does not update its agent's day row
-- 10,000 times in one transaction.
CREATE FUNCTION "team_days_tree"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF current_setting('croupier.team_days_members_insert', true) = 'on' THEN
			RETURN NULL;
		END IF;
		PERFORM team_days_add(team_member_history(
			ARRAY(SELECT v FROM new_rows n, LATERAL (VALUES (n.ancestor_id, 1), (n.descendant_id, 2)) AS e(v, k)
				WHERE n.depth > 0 ORDER BY n.ancestor_id, n.descendant_id, k), 1));
		INSERT INTO team_sizes AS t (ancestor_id, members, direct, agents)
			SELECT n.ancestor_id, count(*), count(*) FILTER (WHERE n.depth = 1), count(*) FILTER (WHERE team_is_agent(mb.type))
			FROM new_rows n LEFT JOIN members mb ON mb.id = n.descendant_id
			WHERE n.depth > 0
			GROUP BY 1 ORDER BY 1
			ON CONFLICT (ancestor_id) DO UPDATE SET members = t.members + excluded.members, direct = t.direct + excluded.direct,
				agents = t.agents + excluded.agents;
	ELSE
		-- Rows that left with their ancestor (a deleted member's own team) have no team days to correct any more.
		PERFORM team_days_add(team_member_history(
			ARRAY(SELECT v FROM old_rows o, LATERAL (VALUES (o.ancestor_id, 1), (o.descendant_id, 2)) AS e(v, k)
				WHERE o.depth > 0 AND EXISTS (SELECT 1 FROM members a WHERE a.id = o.ancestor_id)
				ORDER BY o.ancestor_id, o.descendant_id, k), -1));
		UPDATE team_sizes t SET members = t.members - x.members, direct = t.direct - x.direct, agents = t.agents - x.agents
			FROM (
				SELECT o.ancestor_id, count(*) AS members, count(*) FILTER (WHERE o.depth = 1) AS direct,
					count(*) FILTER (WHERE team_is_agent(mb.type)) AS agents
				FROM old_rows o LEFT JOIN members mb ON mb.id = o.descendant_id
				WHERE o.depth > 0
				GROUP BY 1
			) x
			WHERE t.ancestor_id = x.ancestor_id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "member_tree_team_insert" AFTER INSERT ON "member_tree" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_days_tree"();
--> statement-breakpoint
CREATE TRIGGER "member_tree_team_delete" AFTER DELETE ON "member_tree" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_days_tree"();
--> statement-breakpoint
CREATE FUNCTION "team_days_members_insert_begin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM set_config('croupier.team_days_members_insert', 'on', true);
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- After the statement's row triggers have built the new members' closure rows: their creation days, one grouped upsert.
CREATE FUNCTION "team_days_members_insert_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM set_config('croupier.team_days_members_insert', 'off', true);
	PERFORM team_days_add(ARRAY(
		SELECT ROW(t.ancestor_id, n.id, (n.created_at AT TIME ZONE merchant_time_zone(m.settings))::date, 1, 0, 0, 0, 0, 0, 0, 0, 0)::team_delta
		FROM new_rows n JOIN member_tree t ON t.descendant_id = n.id AND t.depth > 0 LEFT JOIN merchants m ON m.id = n.merchant_id));
	INSERT INTO team_sizes AS s (ancestor_id, members, direct, agents)
		SELECT t.ancestor_id, count(*), count(*) FILTER (WHERE t.depth = 1), count(*) FILTER (WHERE team_is_agent(n.type))
		FROM new_rows n JOIN member_tree t ON t.descendant_id = n.id AND t.depth > 0
		GROUP BY 1 ORDER BY 1
		ON CONFLICT (ancestor_id) DO UPDATE SET members = s.members + excluded.members, direct = s.direct + excluded.direct,
			agents = s.agents + excluded.agents;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_team_days_insert_begin" BEFORE INSERT ON "members" FOR EACH STATEMENT EXECUTE FUNCTION "team_days_members_insert_begin"();
--> statement-breakpoint
CREATE TRIGGER "members_team_days_insert_end" AFTER INSERT ON "members" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "team_days_members_insert_end"();
--> statement-breakpoint
-- A member made an agent or no longer one: its uplines' agent counts follow.
CREATE FUNCTION "team_sizes_type_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE team_sizes s SET agents = s.agents + CASE WHEN team_is_agent(NEW.type) THEN 1 ELSE -1 END
		FROM member_tree t
		WHERE t.descendant_id = NEW.id AND t.depth > 0 AND s.ancestor_id = t.ancestor_id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_team_sizes_type" AFTER UPDATE OF "type" ON "members" FOR EACH ROW
	WHEN (team_is_agent(OLD."type") IS DISTINCT FROM team_is_agent(NEW."type"))
	EXECUTE FUNCTION "team_sizes_type_changed"();
--> statement-breakpoint
-- A member deleted: it leaves its uplines' teams first, while its summaries still exist (the cascades that remove them
-- and its member_tree rows fire their triggers only at the end of the statement, when neither can be read any more).
CREATE FUNCTION "team_days_member_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM member_tree WHERE descendant_id = OLD.id AND depth > 0;
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_team_days_delete" BEFORE DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION "team_days_member_deleted"();
--> statement-breakpoint
-- The summaries emptied by TRUNCATE (no row triggers): their parts of the team days go with them.
CREATE FUNCTION "team_days_bets_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	TRUNCATE team_active_days;
	UPDATE team_days SET active_members = 0, rounds = 0, stake = 0, valid_bet = 0, payout = 0, win_loss = 0;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bet_member_days_team_truncate" AFTER TRUNCATE ON "bet_member_days" FOR EACH STATEMENT EXECUTE FUNCTION "team_days_bets_truncated"();
--> statement-breakpoint
CREATE FUNCTION "team_days_ledger_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE team_days SET deposits = 0, withdrawals = 0;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_daily_totals_team_truncate" AFTER TRUNCATE ON "ledger_daily_totals" FOR EACH STATEMENT EXECUTE FUNCTION "team_days_ledger_truncated"();
--> statement-breakpoint
-- A merchant's time zone changed: the summaries' rebuild (merchants_records_zone) moves the figures through the
-- triggers above; the members' creation days move here.
CREATE FUNCTION "team_days_zone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE member_tree IN ROW EXCLUSIVE MODE;
	PERFORM team_days_add(ARRAY(
		SELECT ROW(t.ancestor_id, t.descendant_id, z.day, z.n, 0, 0, 0, 0, 0, 0, 0, 0)::team_delta
		FROM members mb JOIN member_tree t ON t.descendant_id = mb.id AND t.depth > 0,
			LATERAL (VALUES ((mb.created_at AT TIME ZONE merchant_time_zone(OLD.settings))::date, -1),
				((mb.created_at AT TIME ZONE merchant_time_zone(NEW.settings))::date, 1)) AS z(day, n)
		WHERE mb.merchant_id = NEW.id));
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "merchants_team_days_zone" AFTER UPDATE OF "settings" ON "merchants" FOR EACH ROW
	WHEN (merchant_time_zone(OLD."settings") IS DISTINCT FROM merchant_time_zone(NEW."settings"))
	EXECUTE FUNCTION "team_days_zone_changed"();
--> statement-breakpoint
-- What exists already.
INSERT INTO "team_active_days" ("ancestor_id", "day", "member_id")
	SELECT t."ancestor_id", d."day", d."member_id"
	FROM "bet_member_days" d JOIN "member_tree" t ON t."descendant_id" = d."member_id" AND t."depth" > 0
	WHERE d."rounds" > 0;
--> statement-breakpoint
INSERT INTO "team_days" ("ancestor_id", "day", "new_members", "active_members", "rounds", "stake", "valid_bet", "payout", "win_loss", "deposits", "withdrawals")
	SELECT x."ancestor_id", x."day", sum(x."new_members"), sum(x."active"), sum(x."rounds"), sum(x."stake"), sum(x."valid_bet"),
		sum(x."payout"), sum(x."win_loss"), sum(x."deposits"), sum(x."withdrawals")
	FROM unnest(team_member_history(ARRAY(
		SELECT v FROM "member_tree" t, LATERAL (VALUES (t."ancestor_id", 1), (t."descendant_id", 2)) AS e(v, k)
		WHERE t."depth" > 0 ORDER BY t."ancestor_id", t."descendant_id", k), 1)) x
	GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "team_sizes" ("ancestor_id", "members", "direct", "agents")
	SELECT t."ancestor_id", count(*), count(*) FILTER (WHERE t."depth" = 1), count(*) FILTER (WHERE team_is_agent(m."type"))
	FROM "member_tree" t JOIN "members" m ON m."id" = t."descendant_id"
	WHERE t."depth" > 0
	GROUP BY 1;
