// scratch (not committed): a persistent copy of the agent bench's data for EXPLAIN
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../db';
import { members, merchants } from '../db/schema';
import { seed } from '../seed/seed';
import { loadRounds, loadTeam } from './agentTeam';
const url = 'postgres://postgres@127.0.0.1:5432/team_tuning_scratch';
const database = await openDatabase({ dataDir: 'memory://', databaseUrl: url });
const db = database.db;
const now = new Date();
await seed(db, { now });
const [agent] = await db.select({ id: members.id, merchantId: members.merchantId }).from(members).innerJoin(merchants, eq(merchants.id, members.merchantId)).where(and(eq(members.account, 'agent01'), eq(merchants.code, 'CRP001')));
const t0 = performance.now();
const team = await loadTeam(db, agent!.merchantId, agent!.id, now);
console.log('team ms', performance.now() - t0);
const tokyo = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10);
const from = tokyo(now.getTime() - 92 * 86_400_000);
const ms = await loadRounds(db, { merchantId: agent!.merchantId, team, rounds: 1_000_000, start: Date.parse(`${from}T00:00:00+09:00`), end: now });
console.log('rounds ms', ms, 'agent', agent!.id, 'from', from, 'to', tokyo(now.getTime()));
await db.execute(sql`insert into ledger_daily_totals (member_id, day, kind, entries, amount_in, amount_out)
  select t.descendant_id, ${tokyo(now.getTime())}::date - k * 30, 'deposit', 1, 10000 * (1 + t.descendant_id % 10), 0
  from member_tree t cross join generate_series(0, 2) k where t.ancestor_id = ${agent!.id} and t.depth > 0 on conflict do nothing`);
await db.execute(sql`vacuum analyze`);
await database.close();
