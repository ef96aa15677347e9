-- The agent hierarchy (issue 17): a closure table of members.upline_id. Every member is its own depth-0 row, and has
-- one row per ancestor (depth 1 its upline, 2 the upline's upline...), so an agent's whole team is one index range scan
-- (`ancestor_id = agent and depth > 0`) and a member's upline chain another (`descendant_id = member`): team queries
-- never walk the tree at request time. Kept by triggers in the same statement as the members row: an insert adds the
-- new member under its upline's chain; a change of upline_id moves the member's whole subtree (a cycle is refused).
CREATE TABLE "member_tree" (
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "member_tree_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "member_tree_depth" CHECK ("depth" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "member_tree_descendant" ON "member_tree" USING btree ("descendant_id","depth");
--> statement-breakpoint
-- A team (or its direct downlines) as an index-only range scan.
CREATE INDEX "member_tree_team" ON "member_tree" USING btree ("ancestor_id","depth","descendant_id");
--> statement-breakpoint
-- What exists already: each member's chain of uplines (an upline that does not exist ends it; a cycle in old data is
-- cut where it would repeat a member).
WITH RECURSIVE "chain" ("ancestor_id", "descendant_id", "depth", "path") AS (
	SELECT m."id", m."id", 0, ARRAY[m."id"] FROM "members" m
	UNION ALL
	SELECT u."id", c."descendant_id", c."depth" + 1, c."path" || u."id"
	FROM "chain" c JOIN "members" m ON m."id" = c."ancestor_id" JOIN "members" u ON u."id" = m."upline_id"
	WHERE NOT u."id" = ANY(c."path")
)
INSERT INTO "member_tree" ("ancestor_id", "descendant_id", "depth")
	SELECT "ancestor_id", "descendant_id", "depth" FROM "chain";
--> statement-breakpoint
-- A new member: itself at depth 0, then its upline's chain one level further.
CREATE FUNCTION "member_tree_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO member_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
	IF NEW.upline_id IS NOT NULL THEN
		INSERT INTO member_tree (ancestor_id, descendant_id, depth)
			SELECT t.ancestor_id, NEW.id, t.depth + 1 FROM member_tree t WHERE t.descendant_id = NEW.upline_id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_tree_insert" AFTER INSERT ON "members" FOR EACH ROW EXECUTE FUNCTION "member_tree_insert"();
--> statement-breakpoint
-- A member moved under another upline (or made a root): its subtree leaves the old chain and joins the new one. Moves
-- are rare: they take the table's lock against other moves and inserts, so two concurrent moves cannot build a cycle
-- between them. Moving a member under itself or under one of its own downlines is refused (check_violation).
CREATE FUNCTION "member_tree_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE member_tree IN SHARE ROW EXCLUSIVE MODE;
	IF NEW.upline_id IS NOT NULL AND EXISTS (
		SELECT 1 FROM member_tree t WHERE t.ancestor_id = NEW.id AND t.descendant_id = NEW.upline_id
	) THEN
		RAISE EXCEPTION 'member % cannot move under its own downline %', NEW.id, NEW.upline_id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'member_tree_cycle';
	END IF;
	DELETE FROM member_tree t
		USING member_tree sub, member_tree sup
		WHERE sub.ancestor_id = NEW.id AND t.descendant_id = sub.descendant_id
			AND sup.descendant_id = NEW.id AND sup.depth > 0 AND t.ancestor_id = sup.ancestor_id;
	IF NEW.upline_id IS NOT NULL THEN
		INSERT INTO member_tree (ancestor_id, descendant_id, depth)
			SELECT sup.ancestor_id, sub.descendant_id, sup.depth + sub.depth + 1
			FROM member_tree sup, member_tree sub
			WHERE sup.descendant_id = NEW.upline_id AND sub.ancestor_id = NEW.id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "members_tree_move" AFTER UPDATE OF "upline_id" ON "members" FOR EACH ROW
	WHEN (OLD."upline_id" IS DISTINCT FROM NEW."upline_id")
	EXECUTE FUNCTION "member_tree_move"();
