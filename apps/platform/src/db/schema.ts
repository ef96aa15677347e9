/**
 * The platform's tables (Drizzle, PostgreSQL dialect). The same schema and queries run on PGlite and PostgreSQL.
 * Times are `timestamptz` written from the app's clock (never SQL `now()`), so tests can move time.
 * Counters are int4; nothing here relies on int8 (pg would return it as a string, see db.ts).
 */
import type { FeatureNode, RegisterValidation, Resource } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, inet, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const merchantStatuses = ['normal', 'maintenance', 'restricted'] as const;
export type MerchantStatus = (typeof merchantStatuses)[number];

export interface CustomerServiceSettings {
  url?: string | null;
  vipUrl?: string | null;
  /** Entries of the customer-service link call; type 3 paths are DES-obfuscated (last 8 chars are the key). */
  pathList: { type: number; path: string }[];
}

export interface DomainRoute {
  domain: string;
  type?: string;
  available?: boolean;
}

export interface MerchantSettings {
  /** Minutes an SMS / e-mail code stays valid. */
  codeExpiryMinutes: number;
  /** Days before a password counts as expired (0: never). */
  passwordMaxAgeDays: number;
  /** Session lifetime in hours. */
  sessionHours: number;
  /** Login, registration and SMS calls must carry a slider result. */
  sliderRequired: boolean;
  /** Seamless single wallet (true) or a main wallet plus transfer wallets per vendor (false). Absent: true. */
  singleWallet?: boolean;
}

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  brandId: text('brand_id').notNull(),
  name: text('name').notNull(),
  status: text('status').$type<MerchantStatus>().notNull().default('normal'),
  /** Countries (ISO 3166 alpha-2) or IPs/CIDRs; a non-empty allow list admits only what it names. */
  regionAllow: jsonb('region_allow').$type<string[]>().notNull().default([]),
  regionDeny: jsonb('region_deny').$type<string[]>().notNull().default([]),
  /** The whitelabel feature tree (modId, enabled, children). */
  features: jsonb('features').$type<FeatureNode[]>().notNull(),
  registerValidation: jsonb('register_validation').$type<RegisterValidation>().notNull(),
  resources: jsonb('resources').$type<Record<string, Resource>>().notNull().default({}),
  customerService: jsonb('customer_service').$type<CustomerServiceSettings>().notNull(),
  analyticsId: text('analytics_id'),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull().default([]),
  launchCdns: jsonb('launch_cdns').$type<string[]>().notNull().default([]),
  domains: jsonb('domains').$type<DomainRoute[]>().notNull().default([]),
  /** Vendor codes under maintenance for this merchant (`pnpm platform vendor <merchant> <vendor> maintenance`). */
  vendorMaintenance: jsonb('vendor_maintenance').$type<string[]>().notNull().default([]),
  settings: jsonb('settings').$type<MerchantSettings>().notNull(),
  /** RSA-OAEP key pair for payload sealing (PEM); generated on first use when null. */
  rsaPublicKey: text('rsa_public_key'),
  rsaPrivateKey: text('rsa_private_key'),
  createdAt: at('created_at').notNull(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id),
    /** Lower-case login name. */
    account: text('account').notNull(),
    /** Argon2id PHC string; null for trial accounts (and accounts that never set one). */
    passwordHash: text('password_hash'),
    /** isAgent: 0 member; 1, 2, 41, 42 agents; 4 trial. */
    type: integer('type').notNull().default(0),
    nickname: text('nickname'),
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    /** Payee / bank real name (also the "bank real name" second factor). */
    payeeName: text('payee_name'),
    /** Base32 TOTP secret (Google Authenticator). */
    totpSecret: text('totp_secret'),
    avatar: text('avatar'),
    avatarType: text('avatar_type').$type<'CUSTOM' | 'STATIC'>().notNull().default('STATIC'),
    firstLogin: boolean('first_login').notNull().default(true),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: at('password_changed_at'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: at('locked_until'),
    knownIps: jsonb('known_ips').$type<string[]>().notNull().default([]),
    language: text('language'),
    /** An agent's own invitation code. */
    affiliateCode: text('affiliate_code'),
    uplineId: integer('upline_id'),
    /** Other registration fields (qqNum, line, whatsapp...). */
    profile: jsonb('profile').$type<Record<string, string>>().notNull().default({}),
    createdAt: at('created_at').notNull(),
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    uniqueIndex('members_merchant_account').on(t.merchantId, t.account),
    uniqueIndex('members_merchant_mobile').on(t.merchantId, t.mobile),
    uniqueIndex('members_merchant_affiliate').on(t.merchantId, t.affiliateCode),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the raw token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id),
    ip: text('ip').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sessions_member').on(t.memberId)],
);

/** Messages the development SMS and e-mail providers "sent". */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  createdAt: at('created_at').notNull(),
});

export const verificationPurposes = ['login', 'register', 'reset', 'login2fa', 'resetEmail'] as const;
export type VerificationPurpose = (typeof verificationPurposes)[number];

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    purpose: text('purpose').$type<VerificationPurpose>().notNull(),
    /** Mobile number, e-mail address or member id, by purpose. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('verification_codes_lookup').on(t.merchantId, t.purpose, t.target)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull(),
});

export const sliderChallenges = pgTable('slider_challenges', {
  id: text('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  targetX: integer('target_x').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  /** Set when the check passed: the hash of the one-time token that login/register/SMS consume. */
  tokenHash: text('token_hash'),
  consumedAt: at('consumed_at'),
  createdAt: at('created_at').notNull(),
});

/** Throttles and lockouts (SMS sends, captcha refreshes, login failures of unknown names). */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: at('window_start').notNull(),
  lastAt: at('last_at').notNull(),
  lockedUntil: at('locked_until'),
});

/** Pending logins from an unrecorded IP, waiting for the second factor. */
export const loginChallenges = pgTable('login_challenges', {
  id: serial('id').primaryKey(),
  ticketHash: text('ticket_hash').notNull().unique(),
  memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
  ip: text('ip').notNull(),
  methods: jsonb('methods').$type<string[]>().notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
  createdAt: at('created_at').notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  dialingCode: text('dialing_code').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** IP-to-country table: the most specific network containing the client IP wins. */
export const ipCountries = pgTable('ip_countries', {
  id: serial('id').primaryKey(),
  network: inet('network').notNull(),
  country: text('country').notNull(),
});

export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  categoryKey: text('category_key').notNull(),
  categoryTitle: text('category_title').notNull(),
  categorySort: integer('category_sort').notNull().default(0),
  language: text('language').notNull(),
  sort: integer('sort').notNull().default(0),
  title: text('title').notNull(),
  content: text('content').notNull(),
});

export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('templates_key_language').on(t.key, t.language)],
);

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  memberId: integer('member_id').notNull(),
  type: text('type'),
  content: text('content').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  createdAt: at('created_at').notNull(),
});

/** Small platform-wide values (e.g. the seed version). */
export const keyValues = pgTable('key_values', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().default(sql`now()`),
});


// ---- notices -------------------------------------------------------------------------------------------------------
export const noticeTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const noticeGroups = ['notice-player', 'banners', 'popup', 'promotion'] as const;

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id),
    /** B, PL, PU, PR, H. */
    type: text('type').notNull(),
    /** notice-player, banners, popup, promotion. */
    group: text('group').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    /** Rich HTML (the client sanitizes it). */
    content: text('content').notNull(),
    publishedAt: at('published_at').notNull(),
  },
  (t) => [index('notices_lookup').on(t.merchantId, t.language, t.publishedAt)],
);

// ---- game catalogue ------------------------------------------------------------------------------------------------
export const gameVendors = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Lobby group: ELOTT, LOTT, LIVE, SPORTS, ESPORTS, FISH, RNG, PVP, COCKFIGHT, BLOCKCHAIN. */
  category: text('category').notNull(),
  page: text('page'),
  accountTypeName: text('account_type_name'),
  sort: integer('sort').notNull().default(0),
});

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    /** Vendor game code, unique per vendor. */
    code: text('code').notNull(),
    vendor: text('vendor').notNull(),
    /** Lobby group of the vendor (RNG, LIVE...). */
    category: text('category').notNull(),
    /** RNG, FISH, PVP, LOTT...; for live tables the live category (BAC, SIC...). */
    gameType: text('game_type').notNull(),
    /** English name. */
    name: text('name').notNull(),
    /** JA and CN names. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** Lower-case names of every language, for the name search. */
    searchText: text('search_text').notNull(),
    supportPlay: integer('support_play').notNull().default(1),
    isHot: boolean('is_hot').notNull().default(false),
    /** 'VASSALAGE' for a vendor tile that opens a popup list. */
    isGame: text('is_game'),
    accountTypeName: text('account_type_name'),
    defaultPlayType: text('default_play_type'),
    /** Minimum bet in minor units, and pay lines (slots). */
    minBet: integer('min_bet').notNull(),
    lineNum: integer('line_num').notNull().default(0),
    /** Which demo game plays it: slot, baccarat, fish. */
    demo: text('demo').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('games_vendor_code').on(t.vendor, t.code),
    index('games_category_sort').on(t.category, t.sort, t.id),
    index('games_type_sort').on(t.gameType, t.sort, t.id),
    index('games_vendor_sort').on(t.vendor, t.sort, t.id),
  ],
);

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('favourite_games_member_game').on(t.memberId, t.gameId)],
);

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull().references(() => games.id, { onDelete: 'cascade' }),
    playedAt: at('played_at').notNull(),
  },
  (t) => [uniqueIndex('recent_games_member_game').on(t.memberId, t.gameId), index('recent_games_member_time').on(t.memberId, t.playedAt)],
);

// ---- wallet: a double-entry ledger in integer minor units -----------------------------------------------------------
/**
 * One row per wallet: a member's `main` wallet, a member's transfer wallet per vendor (`vendor:<code>`, merchants
 * without a single wallet), and per merchant the `house` (game results) and `cash` (deposits, operator credits)
 * accounts, which may go negative. Member wallets never do (a CHECK constraint backs the code's checks).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    allowNegative: boolean('allow_negative').notNull().default(false),
  },
  (t) => [
    unique('wallet_accounts_owner').on(t.merchantId, t.memberId, t.kind).nullsNotDistinct(),
    check('wallet_accounts_non_negative', sql`${t.allowNegative} or ${t.balance} >= 0`),
  ],
);

/** A movement of money: its entries sum to zero. `idempotencyKey` makes a repeated external operation return `result`. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id'),
    /** bet, settle, rollback, transfer, credit, rejected. */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    /** The answer given the first time (repeats return it). */
    result: jsonb('result'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('ledger_transactions_member').on(t.memberId)],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').notNull().references(() => ledgerTransactions.id),
    accountId: integer('account_id').notNull().references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  },
  (t) => [index('ledger_entries_account').on(t.accountId), index('ledger_entries_transaction').on(t.transactionId)],
);

/** Every game round: what the vendor bet and paid through the seamless wallet. */
export const betRecords = pgTable(
  'bet_records',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    vendor: text('vendor').notNull(),
    category: text('category').notNull(),
    /** The provider's bet transaction id and round id. */
    betTxId: text('bet_tx_id').notNull(),
    roundId: text('round_id').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    /** open, settled, rolledback. */
    status: text('status').notNull(),
    detail: jsonb('detail'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [uniqueIndex('bet_records_vendor_tx').on(t.vendor, t.betTxId), index('bet_records_member_time').on(t.memberId, t.createdAt)],
);

export const allTables = {
  merchants,
  members,
  sessions,
  outbox,
  verificationCodes,
  captchas,
  sliderChallenges,
  throttles,
  loginChallenges,
  countries,
  ipCountries,
  helpArticles,
  templates,
  feedback,
  keyValues,
  notices,
  gameVendors,
  games,
  favouriteGames,
  recentGames,
  walletAccounts,
  ledgerTransactions,
  ledgerEntries,
  betRecords,
};
