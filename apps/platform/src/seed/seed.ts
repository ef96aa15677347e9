/**
 * The deterministic seed: two merchants, demo members and agents (some with a few days of game history played through
 * the seamless wallet, see history.ts), countries, the IP table, help articles and templates. `seed(db, { reset: true })`
 * empties every table first; without reset it seeds an empty database only.
 * Demo accounts and passwords are listed in DEMO_ACCOUNTS (and the README).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { BonusSource } from '@croupier/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db';
import {
  agentContracts,
  countries,
  depositChannels,
  gameVendors,
  games,
  helpArticles,
  ipCountries,
  keyValues,
  ledgerEntries,
  ledgerTransactions,
  members,
  merchants,
  notices,
  templates,
  walletAccounts,
} from '../db/schema';
import { creditBonus } from '../services/bonuses';
import { rebuildGameListIndex } from '../services/games';
import { CASH, HOUSE, MAIN_WALLET, type Tx } from '../services/wallet';
import { catalogueGames, catalogueVendors } from './catalogue';
import { HISTORY_ACCOUNTS, HISTORY_SPAN_MS, historyNet, planRounds, playHistory } from './history';
import { seedNotices } from './notices';
import { depositChannelRows } from './depositChannels';
import { WEAK_DEFAULT_PASSWORD, hashPassword } from '../services/secrets';
import { COUNTRIES, HELP, HELP_CATEGORY_ORDER, IP_COUNTRIES, TEMPLATES } from './reference';
import { seedMerchants } from './merchants';
import { seedEngagement, seedPromotionsAndMissions } from './engagement';
import { seedGameAnnouncements } from './gameAnnouncements';
import { seedLotteries } from './lotteries';
import { seedChatMessages } from './chat';
import { ensureChatGroups } from '../services/chat';

/** Base32 secret of ga01's Google Authenticator (demo only: add it to an authenticator app to log in as ga01). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

export interface DemoAccount {
  merchant: 'CRP001' | 'JADE01';
  account: string;
  password: string;
  type: 0 | 1 | 2 | 41 | 42;
  note: string;
  mobile?: string;
  countryDialingCode?: string;
  email?: string;
  payeeName?: string;
  totpSecret?: string;
  affiliateCode?: string;
  passwordChangedAt?: string;
  firstLogin?: boolean;
  /** Opening balance of the main wallet, major units. */
  balance?: number;
}

/** The demo agents that hold the merchant's contracts from the seed on (services/agentContracts.ts). */
export const SEED_CONTRACT_AGENTS: readonly string[] = ['agent01', 'jadeagent'];
export const SEED_CONTRACTS = [
  { type: 'dividend', rateBp: 3_000, period: 'monthly', minActiveMembers: 1 },
  { type: 'daily', rateBp: 150, period: 'daily', minActiveMembers: 1 },
  { type: 'hourly', rateBp: 80, period: 'hourly', minActiveMembers: 1 },
  { type: 'realtime', rateBp: 30, period: 'realtime', minActiveMembers: 0 },
] as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { merchant: 'CRP001', account: 'demo01', password: 'Demo1234', type: 0, note: 'demo member, no second factor', balance: 10_000 },
  { merchant: 'CRP001', account: 'agent01', password: 'Agent1234', type: 1, note: 'agent type 1', affiliateCode: 'AGENT01', balance: 2_000 },
  { merchant: 'CRP001', account: 'agent02', password: 'Agent1234', type: 2, note: 'agent type 2', affiliateCode: 'AGENT02' },
  { merchant: 'CRP001', account: 'agent41', password: 'Agent1234', type: 41, note: 'agent type 41', affiliateCode: 'AGENT41' },
  { merchant: 'CRP001', account: 'agent42', password: 'Agent1234', type: 42, note: 'agent type 42', affiliateCode: 'AGENT42' },
  { merchant: 'CRP001', account: 'weak01', password: WEAK_DEFAULT_PASSWORD, type: 0, note: 'the known weak default password: forced change' },
  { merchant: 'CRP001', account: 'expired01', password: 'Expired1234', type: 0, note: 'password expired (changed 2020-01-01)', passwordChangedAt: '2020-01-01T00:00:00Z', firstLogin: false },
  { merchant: 'CRP001', account: 'sms01', password: 'Sms12345', type: 0, note: 'second factor: SMS; also SMS login', mobile: '0812345671', countryDialingCode: '81', balance: 500 },
  { merchant: 'CRP001', account: 'mail01', password: 'Mail1234', type: 0, note: 'second factor: e-mail code', email: 'mail01@example.com', balance: 500 },
  { merchant: 'CRP001', account: 'ga01', password: 'Ga123456', type: 0, note: 'second factor: Google Authenticator', totpSecret: DEMO_TOTP_SECRET, balance: 500 },
  { merchant: 'CRP001', account: 'bank01', password: 'Bank1234', type: 0, note: 'second factor: bank real name TARO YAMADA', payeeName: 'TARO YAMADA', balance: 500 },
  { merchant: 'JADE01', account: 'jade01', password: 'Jade1234', type: 0, note: 'demo member of the jade brand', balance: 5_000 },
  { merchant: 'JADE01', account: 'jadeagent', password: 'Agent1234', type: 1, note: 'agent of the jade brand', affiliateCode: 'JADE1', balance: 1_000 },
];

export const SEED_VERSION = 4;

/**
 * Bonuses the playground accounts start with (credited through `creditBonus`, as a promotion would), so their bonus
 * details, account record and profit report are not empty; their opening credit is smaller by these amounts, so the
 * documented balances hold. demo01's promotion bonus adds a turnover requirement of 100.00.
 */
export const DEMO_BONUSES: readonly { account: string; source: BonusSource; amount: number; turnoverMultiple: number; reference: string; before: number }[] = [
  { account: 'demo01', source: 'promotion', amount: 10_000, turnoverMultiple: 1, reference: 'seed:demo01:welcome', before: 2 * 86_400_000 },
  { account: 'demo01', source: 'rebate', amount: 1_234, turnoverMultiple: 0, reference: 'seed:demo01:rebate', before: 86_400_000 },
  { account: 'jade01', source: 'vip', amount: 5_000, turnoverMultiple: 1, reference: 'seed:jade01:vip', before: 86_400_000 },
];

/** Rows per INSERT statement when seeding the catalogue (PostgreSQL allows 65,535 parameters per statement). */
const BATCH = 1000;

function ipCountryRows(): (readonly [string, string])[] {
  const rows: (readonly [string, string])[] = [...IP_COUNTRIES];
  const file = process.env.IP_COUNTRY_FILE;
  if (file && existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
      const [network, country] = line.split(',').map((s) => s.trim());
      if (network && country && !network.startsWith('#')) rows.push([network, country.toUpperCase()]);
    }
  }
  return rows;
}

export async function isSeeded(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(merchants);
  return (row?.n ?? 0) > 0;
}

/**
 * What a starting platform does to its database: migrate, then seed it if it is empty, both under the startup lock, so
 * instances started together on an empty PostgreSQL database take turns and only the first one seeds (the others find
 * it seeded: the emptiness check runs inside the lock).
 */
export async function migrateAndSeed(
  database: DatabaseHandle,
  options: { now?: Date } = {},
): Promise<{ seeded: boolean }> {
  return database.withStartupLock(async () => {
    await database.migrate();
    return seed(database.db, options);
  });
}

/**
 * Runs `fill` with the games' trigram index (migration 0007, where pg_trgm is available) dropped, then builds it again
 * from its own definition as the database reports it: a GIN index without a pending list is filled row by row, and the
 * catalogue's 10,000 rows took most of the seed's time that way; one build at the end costs a fraction.
 */
async function withoutSearchIndex(tx: Tx, fill: () => Promise<void>): Promise<void> {
  const result = await tx.execute(
    sql`select pg_get_indexdef(to_regclass('games_search_trgm')) as definition where to_regclass('games_search_trgm') is not null`,
  );
  const definition = (result as unknown as { rows: { definition: string }[] }).rows[0]?.definition;
  if (definition) await tx.execute(sql`drop index games_search_trgm`);
  await fill();
  if (definition) await tx.execute(sql.raw(definition));
}

export async function seed(db: Database, options: { reset?: boolean; now?: Date } = {}): Promise<{ seeded: boolean }> {
  if (!options.reset && (await isSeeded(db))) return { seeded: false };
  const now = options.now ?? new Date();
  // Accounts open (and get their opening credit) a day before the game history starts (see history.ts).
  const openedAt = new Date(now.getTime() - HISTORY_SPAN_MS - 86_400_000);
  const history = HISTORY_ACCOUNTS.flatMap((account, i) => planRounds(account, Math.round((DEMO_ACCOUNTS.find((a) => a.account === account)?.balance ?? 0) * 100), i));
  const earned = historyNet(history); // what the history wins and the bonuses give, per account
  for (const bonus of DEMO_BONUSES) earned.set(bonus.account, (earned.get(bonus.account) ?? 0) + bonus.amount);
  const hashes = new Map<string, string>();
  await Promise.all([...new Set(DEMO_ACCOUNTS.map((a) => a.password))].map(async (pw) => hashes.set(pw, await hashPassword(pw))));

  await db.transaction(async (tx) => {
    if (options.reset) {
      // The summaries' TRUNCATE triggers would truncate a summary the cascade already truncates (both reference members):
      // off for the reset, the cascade empties the summaries.
      await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_totals_truncate`);
      await tx.execute(sql`alter table bet_records disable trigger bet_records_totals_truncate`);
      // So would the team days' TRUNCATE triggers (their tables reference members too).
      await tx.execute(sql`alter table bet_member_days disable trigger bet_member_days_team_truncate`);
      await tx.execute(sql`alter table ledger_daily_totals disable trigger ledger_daily_totals_team_truncate`);
      await tx.execute(sql`truncate table
        sessions, login_challenges, members, merchants, outbox, verification_codes, captchas, slider_challenges,
        throttles, countries, ip_countries, help_articles, templates, feedback, key_values, notices, game_vendors, games,
        favourite_games, recent_games, wallet_accounts, ledger_transactions, ledger_entries, bet_records,
        bonus_credits, payment_passwords, payout_accounts, withdrawals, withdrawal_proofs,
        deposit_channels, deposit_orders, deposit_receipts, payment_events, payment_secrets,
        promotion_categories, promotions, promotion_entries, promotion_images, vip_levels, member_vip,
        member_points, point_ledger, point_rewards, point_redemptions, feedback_images, agent_applications,
        lottery_games, lottery_draws, lottery_bets, agent_contracts, agent_contract_settlements, bet_daily_totals, bet_member_days, ledger_daily_totals,
        chat_groups, chat_messages, chat_read_cursors, chat_launches
        restart identity cascade`);
      await tx.execute(sql`alter table ledger_entries enable trigger ledger_entries_totals_truncate`);
      await tx.execute(sql`alter table bet_records enable trigger bet_records_totals_truncate`);
      await tx.execute(sql`alter table bet_member_days enable trigger bet_member_days_team_truncate`);
      await tx.execute(sql`alter table ledger_daily_totals enable trigger ledger_daily_totals_team_truncate`);
    }
    const inserted = await tx.insert(merchants).values(seedMerchants(now)).returning({ id: merchants.id, code: merchants.code, name: merchants.name, brandId: merchants.brandId });
    const merchantId = new Map(inserted.map((m) => [m.code, m.id]));
    const insertedMembers = await tx.insert(members).values(
      DEMO_ACCOUNTS.map((a) => ({
        merchantId: merchantId.get(a.merchant) ?? 0,
        account: a.account,
        passwordHash: hashes.get(a.password) ?? null,
        type: a.type,
        nickname: a.account.toUpperCase(),
        mobile: a.mobile ?? null,
        countryDialingCode: a.countryDialingCode ?? null,
        email: a.email ?? null,
        payeeName: a.payeeName ?? null,
        totpSecret: a.totpSecret ?? null,
        affiliateCode: a.affiliateCode ?? null,
        avatar: `/avatars/${(a.account.length % 8) + 1}.svg`,
        avatarType: 'STATIC' as const,
        firstLogin: a.firstLogin ?? true,
        mustChangePassword: a.password === WEAK_DEFAULT_PASSWORD,
        passwordChangedAt: a.passwordChangedAt ? new Date(a.passwordChangedAt) : now,
        createdAt: openedAt,
      })),
    ).returning({ id: members.id, account: members.account, merchantId: members.merchantId });

    // Notices per merchant; the game catalogue (shared by the merchants); opening balances through the ledger (less
    // what the game history wins and the demo bonuses give, so that the members end on their documented balances).
    for (const m of inserted) await tx.insert(notices).values(seedNotices(m.id, m.name, now));
    for (const m of inserted) await tx.insert(depositChannels).values(depositChannelRows(m.id, m.brandId, now));
    for (const m of inserted) await seedPromotionsAndMissions(tx, m, now);
    for (const m of inserted) await seedEngagement(tx, m.id, now);
    for (const m of inserted) await ensureChatGroups(tx, m.id, now);
    await tx.insert(gameVendors).values(catalogueVendors());
    const catalogue = catalogueGames();
    await withoutSearchIndex(tx, async () => {
      for (let i = 0; i < catalogue.length; i += BATCH) await tx.insert(games).values(catalogue.slice(i, i + BATCH));
    });
    for (const m of inserted) await seedGameAnnouncements(tx, m.id, now);
    await seedLotteries(tx, now.getTime());
    // The top-level demo agents hold the merchant's contracts (signed at the seed time: they pay from its periods on),
    // so that they can offer their downlines contracts at or below these rates.
    const memberId = new Map(insertedMembers.map((m) => [m.account, m]));
    for (const account of SEED_CONTRACT_AGENTS) {
      const agent = memberId.get(account);
      if (!agent) continue;
      await tx.insert(agentContracts).values(
        SEED_CONTRACTS.map((c) => ({
          merchantId: agent.merchantId, type: c.type, status: 'signed', uplineId: null, downlineId: agent.id, rateBp: c.rateBp,
          period: c.period, minActiveMembers: c.minActiveMembers, minValidBet: 0, createdAt: now, signedAt: now,
        })),
      );
    }
    const accounts = await tx
      .insert(walletAccounts)
      .values([
        ...inserted.flatMap((m) => [HOUSE, CASH].map((kind) => ({ merchantId: m.id, memberId: null, kind, balance: 0, allowNegative: true }))),
        ...insertedMembers.map((m) => {
          const opening = Math.round((DEMO_ACCOUNTS.find((a) => a.account === m.account)?.balance ?? 0) * 100) - (earned.get(m.account) ?? 0);
          if (opening < 0) throw new Error(`seed: the history and bonuses of ${m.account} exceed its balance`);
          return { merchantId: m.merchantId, memberId: m.id, kind: MAIN_WALLET, balance: opening, allowNegative: false };
        }),
      ])
      .returning();
    for (const account of accounts.filter((a) => a.memberId !== null && a.balance > 0)) {
      const cash = accounts.find((a) => a.merchantId === account.merchantId && a.kind === CASH && a.memberId === null);
      if (!cash) continue;
      const [ledgerTx] = await tx
        .insert(ledgerTransactions)
        .values({ merchantId: account.merchantId, memberId: account.memberId, kind: 'credit', idempotencyKey: `seed:opening:${account.memberId}`, result: { balance: account.balance }, createdAt: openedAt })
        .returning({ id: ledgerTransactions.id });
      cash.balance -= account.balance;
      await tx.insert(ledgerEntries).values([
        { transactionId: ledgerTx?.id ?? 0, accountId: account.id, amount: account.balance, balanceAfter: account.balance },
        { transactionId: ledgerTx?.id ?? 0, accountId: cash.id, amount: -account.balance, balanceAfter: cash.balance },
      ]);
    }
    for (const cash of accounts.filter((a) => a.kind === CASH)) await tx.update(walletAccounts).set({ balance: cash.balance }).where(eq(walletAccounts.id, cash.id));
    await seedChatMessages(tx, insertedMembers, now);
    await playHistory(tx, history, new Map(insertedMembers.map((m) => [m.account, m])), now);
    for (const bonus of DEMO_BONUSES) {
      const member = insertedMembers.find((m) => m.account === bonus.account);
      if (!member) throw new Error(`seed: no member ${bonus.account} for its bonus`);
      const { account: _account, before, ...credit } = bonus;
      // On the seed's transaction, creditBonus's own transaction is a savepoint.
      await creditBonus(tx, { ...credit, merchantId: member.merchantId, memberId: member.id, at: new Date(now.getTime() - before) });
    }
    await tx.insert(countries).values(COUNTRIES.map(([code, dialingCode, name], sort) => ({ code, dialingCode, name, sort })));
    await tx.insert(ipCountries).values(ipCountryRows().map(([network, country]) => ({ network, country })));
    await tx.insert(helpArticles).values(
      HELP.flatMap((category) =>
        category.articles.map(([title, content], sort) => ({
          categoryKey: category.category,
          categoryTitle: category.categoryTitle,
          categorySort: (HELP_CATEGORY_ORDER as readonly string[]).indexOf(category.category),
          language: category.language,
          sort,
          title,
          content,
        })),
      ),
    );
    await tx.insert(templates).values(TEMPLATES.map(([key, type, language, title, content]) => ({ key, type, language, title, content })));
    await tx.insert(keyValues).values({ key: 'seed', value: { version: SEED_VERSION, at: now.toISOString() }, updatedAt: now });
  });
  // The game list's page index, so the first visitors do not wait for it (a request would start the rebuild too).
  await rebuildGameListIndex(db);
  return { seeded: true };
}
