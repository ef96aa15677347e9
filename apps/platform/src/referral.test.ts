/**
 * Invite friends: each member's stable referral code, link and QR payload; registration with a referral code links the
 * new member (agent invitation codes still work beside it; an unknown code is refused and writes nothing); the referrer
 * is rewarded once, on the referee's first qualifying deposit credited through the real gateway callback; a reward the
 * deposit could not pay at once (the referrer's wallet busy: PostgreSQL) stays pending and the recurring job pays it
 * once, also when two instances run it together.
 */
import { randomUUID } from 'node:crypto';
import { REFERRAL_CODE_PATTERN } from '@croupier/contract';
import { and, count, eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, expect, it } from 'vitest';
import { openDatabase } from './db';
import { bonusCredits, members, referrals, turnoverRequirements, walletAccounts } from './db/schema';
import { sandboxGateway, type HttpTransport } from './services/payments/sandbox';
import { payPendingReferralRewards, referralReward } from './services/referral';
import { maskAccount } from './services/winners';
import { MAIN_WALLET, auditLedger, ensureAccount } from './services/wallet';
import { forEachEngine, type TestPlatform } from './test/harness';
import { callAs, mainBalance, newPlayer, sessionOf, type Player } from './test/players';

const PUBLIC_ORIGIN = 'http://127.0.0.1:8080';
let current: TestPlatform | undefined;
const injectTransport: HttpTransport = async (request) => {
  if (!current) throw new Error('no platform');
  const url = new URL(request.url);
  const res = await current.app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: request.headers, payload: request.body });
  return { status: res.statusCode, body: res.body };
};

/** A deposit of `amount` (major units) through the sandbox channel, paid by the gateway's signed callback. */
async function deposit(p: TestPlatform, m: Player, amount: number) {
  const created = await callAs(p, m, 'depositCreate', { requestId: `req-${randomUUID()}`, channel: 'UN', amount });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const gateway = sandboxGateway({ db: p.database.db, publicOrigin: PUBLIC_ORIGIN, transport: injectTransport, now: p.now });
  const paid = await gateway.notify({ merchantId: m.merchantId, merchantCode: m.merchant, orderNo: created.body.value.orderNo, status: 'paid', amount: Math.round(amount * 100) });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

let n = 0;
/** Registers through the contract's sealed call; answers the new member as a Player. */
async function register(p: TestPlatform, fields: Record<string, unknown>) {
  const username = `ref${p.engine.slice(0, 2)}${++n}${Date.now() % 1000}`;
  const res = await p.call('register', {
    username,
    password: 'Refer1234',
    confirmPassword: 'Refer1234',
    login: true,
    registerUrl: 'http://localhost/register',
    registerMethod: 'WEB',
    agreement: true,
    ...fields,
  });
  return { res, username };
}

async function playerOf(p: TestPlatform, username: string): Promise<Player> {
  const [row] = await p.database.db.select().from(members).where(eq(members.account, username));
  return { id: row!.id, merchantId: row!.merchantId, merchant: 'CRP001', account: username, token: await sessionOf(p, row!.id, row!.merchantId) };
}

forEachEngine(
  'invite friends (referral)',
  (platform) => {
    beforeAll(() => {
      current = platform();
    });

    it('computes the reward as fixed + percent, capped', () => {
      const rule = { enabled: true, firstDepositOnly: true, minDeposit: 10_000, fixedReward: 5_000, percent: 5, maxReward: 50_000, turnoverMultiple: 1 };
      expect(referralReward(rule, 20_000)).toBe(6_000);
      expect(referralReward(rule, 1_000_000)).toBe(50_000);
      expect(referralReward({ ...rule, percent: 2.5 }, 10_001)).toBe(5_250);
    });

    it("gives each member one stable code, its link and QR payload, and the merchant's rule", async () => {
      const p = platform();
      const m = await newPlayer(p, 'rfi');
      const answers = await Promise.all(Array.from({ length: 5 }, () => callAs(p, m, 'referralInfo')));
      const codes = new Set(answers.map((a) => a.body.value.code));
      expect(codes.size).toBe(1);
      const info = answers[0]!.body.value;
      expect(info.code).toMatch(REFERRAL_CODE_PATTERN);
      expect(info).toMatchObject({
        enabled: true,
        path: `/register?referralCode=${info.code}`,
        link: `https://croupier.example/register?referralCode=${info.code}`,
        rule: { firstDepositOnly: true, minDeposit: 100, fixedReward: 50, percent: 5, maxReward: 500, turnoverMultiple: 1 },
        totals: { referees: 0, qualified: 0, rewarded: 0, rewards: 0, pending: 0 },
      });
      expect(info.qrPayload).toBe(info.link);
      expect((await callAs(p, m, 'referralInfo')).body.value.code).toBe(info.code);
      const other = await newPlayer(p, 'rfo');
      expect((await callAs(p, other, 'referralInfo')).body.value.code).not.toBe(info.code);
    });

    it('links a registration to the referrer, keeps agent invitation codes working, refuses an unknown code', async () => {
      const p = platform();
      const referrer = await newPlayer(p, 'rfr');
      const code = (await callAs(p, referrer, 'referralInfo')).body.value.code as string;
      const before = await p.rowCounts();
      const unknown = await register(p, { referralCode: 'ZZZZZZZZ' });
      expect([unknown.res.status, unknown.res.body.code]).toEqual([400, 'referral_code_invalid']);
      const badAgent = await register(p, { referralCode: code, affiliateCode: 'NOSUCH' });
      expect(badAgent.res.body.code).toBe('invitation_code_invalid');
      expect(await p.rowCounts()).toEqual(before);

      // Codes are read case-insensitively; an agent's invitation code beside it still sets the upline.
      const both = await register(p, { referralCode: code.toLowerCase(), affiliateCode: 'AGENT01' });
      expect(both.res.status, JSON.stringify(both.res.body)).toBe(200);
      const [row] = await p.database.db.select().from(members).where(eq(members.account, both.username));
      const [agent] = await p.database.db.select().from(members).where(eq(members.account, 'agent01'));
      expect(row!.uplineId).toBe(agent!.id);
      const [link] = await p.database.db.select().from(referrals).where(eq(referrals.refereeId, row!.id));
      expect(link).toMatchObject({ referrerId: referrer.id, rewardStatus: 'none' });
      const list = (await callAs(p, referrer, 'referralList', { pageNo: 1, pageSize: 10 })).body.value;
      expect(list).toMatchObject({ total: 1, totalPages: 1, pageNum: 1 });
      expect(list.list[0]).toMatchObject({ status: 'registered', reward: 0, rewardedAt: null });
      expect(list.list[0].account).toContain('****');
      expect(list.list[0].account).not.toBe(both.username);
    });

    it('pages the friends past 100 in a stable order (newest first, ties by id) with the total', async () => {
      const p = platform();
      const db = p.database.db;
      const referrer = await newPlayer(p, 'rfp');
      const run = `${p.engine.slice(0, 2)}${Date.now() % 100_000}`;
      const base = p.now() - 86_400_000;
      // 130 referees registered in groups of ten at the same moment (the order must not depend on the engine's whim);
      // every third one qualified and rewarded.
      const made = await db
        .insert(members)
        .values(
          Array.from({ length: 130 }, (_, i) => {
            const ii = String(i).padStart(3, '0');
            return { merchantId: referrer.merchantId, account: `${ii}p${run}${ii}`, type: 0, createdAt: new Date(base) };
          }),
        )
        .returning({ id: members.id, account: members.account });
      await db.insert(referrals).values(
        made.map((m, i) => ({
          refereeId: m.id,
          referrerId: referrer.id,
          merchantId: referrer.merchantId,
          createdAt: new Date(base + Math.floor(i / 10) * 60_000),
          ...(i % 3 === 0 ? { rewardStatus: 'paid' as const, rewardAmount: 5_000, rewardedAt: new Date(base + 3_600_000) } : {}),
        })),
      );
      const expected = made
        .map((m, i) => ({ id: m.id, account: maskAccount(m.account), registeredAt: base + Math.floor(i / 10) * 60_000 }))
        .sort((a, b) => b.registeredAt - a.registeredAt || b.id - a.id);
      const page = async (input: Record<string, unknown>) => {
        const res = await callAs(p, referrer, 'referralList', input);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        return res.body.value as { list: { account: string; registeredAt: number; status: string }[]; pageNum: number; pageSize: number; totalPages: number; total: number };
      };
      const pages = await Promise.all([1, 2, 3, 4].map((pageNo) => page({ pageNo, pageSize: 50 })));
      const [first, second, third, beyond] = pages;
      expect(second).toMatchObject({ pageNum: 2, pageSize: 50, totalPages: 3, total: 130 });
      expect(second!.list.map((r) => [r.account, r.registeredAt])).toEqual(expected.slice(50, 100).map((r) => [r.account, r.registeredAt]));
      expect([first!.list.length, third!.list.length, beyond!.list.length]).toEqual([50, 30, 0]);
      expect(pages.flatMap((pg) => pg.list.map((r) => r.account))).toEqual(expected.map((r) => r.account));
      expect(beyond).toMatchObject({ pageNum: 4, totalPages: 3, total: 130 });
      // The default page, and the largest one the contract allows.
      expect(await page({})).toMatchObject({ pageNum: 1, pageSize: 20, totalPages: 7, total: 130 });
      const hundred = await page({ pageNo: 2, pageSize: 100 });
      expect(hundred.list.map((r) => r.account)).toEqual(expected.slice(100).map((r) => r.account));
      const tooLarge = await callAs(p, referrer, 'referralList', { pageNo: 1, pageSize: 101 });
      expect([tooLarge.status, tooLarge.body.code]).toEqual([422, 'validation_failed']);
      expect((await callAs(p, referrer, 'referralInfo')).body.value.totals).toEqual({ referees: 130, qualified: 44, rewarded: 44, rewards: 2_200, pending: 0 });
    });

    it("rewards the referrer once, on the referee's first deposit, with its turnover", async () => {
      const p = platform();
      const referrer = await newPlayer(p, 'rfd');
      const code = (await callAs(p, referrer, 'referralInfo')).body.value.code as string;
      const { res, username } = await register(p, { referralCode: code });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const referee = await playerOf(p, username);
      const before = await mainBalance(p, referrer.id);
      await deposit(p, referee, 200);
      // 50.00 + 5 % of 200.00.
      expect(await mainBalance(p, referrer.id)).toBe(before + 6_000);
      await deposit(p, referee, 300);
      expect(await mainBalance(p, referrer.id)).toBe(before + 6_000);
      const db = p.database.db;
      const credits = await db.select().from(bonusCredits).where(and(eq(bonusCredits.memberId, referrer.id), eq(bonusCredits.source, 'referral')));
      expect(credits.map((c) => [c.amount, c.turnover, c.reference])).toEqual([[6_000, 6_000, `referral:${referee.id}`]]);
      const requirement = await db.select().from(turnoverRequirements).where(and(eq(turnoverRequirements.memberId, referrer.id), eq(turnoverRequirements.source, 'bonus')));
      expect(requirement.map((r) => r.amount)).toEqual([6_000]);
      const info = (await callAs(p, referrer, 'referralInfo')).body.value;
      expect(info.totals).toEqual({ referees: 1, qualified: 1, rewarded: 1, rewards: 60, pending: 0 });
      const list = (await callAs(p, referrer, 'referralList')).body.value;
      expect(list.list[0]).toMatchObject({ status: 'rewarded', reward: 60, rewardedAt: p.now() });
      expect(await auditLedger(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0, negativeMemberWallets: 0 });
    });

    it('pays a pending reward once when the job runs twice at the same time', async () => {
      const p = platform();
      const db = p.database.db;
      const referrer = await newPlayer(p, 'rfp');
      const referee = await newPlayer(p, 'rfq');
      await db.insert(referrals).values({
        refereeId: referee.id, referrerId: referrer.id, merchantId: referrer.merchantId, rewardStatus: 'pending',
        rewardAmount: 7_000, rewardTurnoverMultiple: 1, orderNo: 'D-test', qualifiedAt: new Date(p.now()), createdAt: new Date(p.now()),
      });
      const second = p.engine === 'postgres' && p.database.driver.kind === 'postgres'
        ? await openDatabase({ dataDir: '', databaseUrl: p.database.driver.url, migrate: false })
        : null;
      try {
        await Promise.all([payPendingReferralRewards(db, new Date(p.now())), payPendingReferralRewards((second ?? p.database).db, new Date(p.now()))]);
      } finally {
        await second?.close();
      }
      expect(await mainBalance(p, referrer.id)).toBe(7_000);
      const [credits] = await db.select({ n: count() }).from(bonusCredits).where(eq(bonusCredits.reference, `referral:${referee.id}`));
      expect(credits?.n).toBe(1);
      const [row] = await db.select().from(referrals).where(eq(referrals.refereeId, referee.id));
      expect(row).toMatchObject({ rewardStatus: 'paid' });
      expect(await payPendingReferralRewards(db, new Date(p.now()))).toBe(0);
    });

    it('leaves the reward pending when the referrer\'s wallet is busy (no lock wait in the deposit), then the job pays it', async () => {
      const p = platform();
      if (p.database.driver.kind !== 'postgres') return; // PGlite runs one transaction at a time: the wallet is never busy.
      const referrer = await newPlayer(p, 'rfw');
      const code = (await callAs(p, referrer, 'referralInfo')).body.value.code as string;
      const { username } = await register(p, { referralCode: code });
      const referee = await playerOf(p, username);
      await ensureAccount(p.database.db, referrer.merchantId, referrer.id, MAIN_WALLET);
      const holder = new pg.Client({ connectionString: p.database.driver.url });
      await holder.connect();
      try {
        await holder.query('begin');
        await holder.query(`select id from wallet_accounts where member_id = $1 and kind = $2 for update`, [referrer.id, MAIN_WALLET]);
        await deposit(p, referee, 100);
        const [row] = await p.database.db.select().from(referrals).where(eq(referrals.refereeId, referee.id));
        expect(row).toMatchObject({ rewardStatus: 'pending', rewardAmount: 5_500 });
        expect((await callAs(p, referrer, 'referralInfo')).body.value.totals).toMatchObject({ pending: 55, qualified: 1, rewarded: 0 });
      } finally {
        await holder.query('rollback');
        await holder.end();
      }
      expect(await mainBalance(p, referrer.id)).toBe(0);
      expect(await payPendingReferralRewards(p.database.db, new Date(p.now()))).toBeGreaterThanOrEqual(1);
      expect(await mainBalance(p, referrer.id)).toBe(5_500);
      const [wallet] = await p.database.db.select().from(walletAccounts).where(and(eq(walletAccounts.memberId, referrer.id), eq(walletAccounts.kind, MAIN_WALLET)));
      expect(wallet?.balance).toBe(5_500);
    });
  },
  { paymentTransport: injectTransport, publicOrigin: PUBLIC_ORIGIN },
);
