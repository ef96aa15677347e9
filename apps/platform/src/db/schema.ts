/**
 * The platform's tables (Drizzle, PostgreSQL dialect). The same schema and queries run on PGlite and PostgreSQL.
 * Times are `timestamptz` written from the app's clock (never SQL `now()`), so tests can move time.
 * Counters are int4; nothing here relies on int8 (pg would return it as a string, see db.ts).
 */
import type { AffiliateCommissionBasis, AgentApplicationChannel, BetRecordCategory, GameAnnouncementKind, DepositChannelKind, DepositFeeBearer, DepositOrderStatus, FeatureNode, PayoutAccountType, PromotionKind, PromotionTarget, RegisterValidation, Resource, UsdtNetwork, WithdrawalStatus } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { bigserial, bigint, boolean, check, customType, date, doublePrecision, index, inet, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';

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
  /** Minutes without a call after which a session ends (0: never). Absent: 30. */
  sessionIdleMinutes?: number;
  /** Login, registration and SMS calls must carry a slider result. */
  sliderRequired: boolean;
  /** Seamless single wallet (true) or a main wallet plus transfer wallets per vendor (false). Absent: true. */
  singleWallet?: boolean;
  /** Minutes an unpaid deposit order stays open before it expires. Absent: 30. */
  depositExpiryMinutes?: number;
  /** Minutes a member has to confirm a paid-out withdrawal's receipt before it counts as received (forced). Absent: 30. */
  withdrawalReceiptMinutes?: number;
  /** Turnover (valid bets) required per deposit before a withdrawal, as a multiple of the deposit. Absent: 1. */
  turnoverMultiplier?: number;
  /** Wrong payment passwords in a row before the payment password locks (like the login). Absent: 5. */
  paymentPasswordMaxFailures?: number;
  /** Cashback (manual rebate, MANPLAYREB3): services/rebate.ts. Absent: no rates (nothing to claim). */
  rebate?: RebateSettings;
  /** Invite friends: services/referral.ts. Absent or `enabled: false`: no programme. */
  referral?: ReferralSettings;
  /**
   * IANA time zone of the merchant's calendar days: the member centre's records read their yyyy-MM-dd periods in it.
   * Absent: DEFAULT_TIME_ZONE (migration 0011's `merchant_time_zone()` has the same default). A zone PostgreSQL does
   * not know is refused by a CHECK constraint; changing it rebuilds the merchant's daily record summaries.
   */
  timeZone?: string;
  /** Smallest withdrawal, minor units. Absent: DEFAULT_WITHDRAWAL_MIN_AMOUNT. */
  withdrawalMinAmount?: number;
  /** Largest withdrawal, minor units. Absent: DEFAULT_WITHDRAWAL_MAX_AMOUNT. */
  withdrawalMaxAmount?: number;
  /** Withdrawals a member may request per day (00:00-24:00 UTC; rejected ones do not count). Absent: 5. */
  withdrawalDailyCount?: number;
  /** Days of valid bet and deposits a VIP level is computed from (services/vip.ts). Absent: DEFAULT_VIP_PERIOD_DAYS. */
  vipPeriodDays?: number;
  /** Points rules (services/points.ts); absent fields take the defaults there. */
  points?: { rates?: Record<string, number>; depositRate?: number; convertRate?: number; minConvert?: number };
  /** Jackpot rules (services/jackpot.ts); absent fields take the defaults there. */
  jackpot?: { shareBps?: number; seed?: number; oddsPerMillion?: number };
  /** Join us: the affiliate programme's commission tiers (services/affiliateProgramme.ts). Absent: no tiers. */
  affiliate?: AffiliateSettings;
  /**
   * Agent contracts' policy per type (services/agentContracts.ts): rate bounds in percent, default conditions (minor
   * units). Absent fields take CONTRACT_POLICY_DEFAULTS; a type is offered only when its feature code is on.
   */
  contracts?: Partial<Record<'dividend' | 'daily' | 'hourly' | 'realtime', { maxRate?: number; minRate?: number; minActiveMembers?: number; minValidBet?: number }>>;
}

/**
 * The affiliate programme (settled monthly); money in minor units. Its shape is checked where it is written (the seed,
 * `pnpm platform merchant set <merchant> affiliateTiers ...`) and where it is read, by services/affiliateProgramme.ts.
 */
export interface AffiliateSettings {
  /** What a tier's `minAmount` counts over the agent's active members in the month. */
  basis: AffiliateCommissionBasis;
  /** A member is active in a month with deposits of at least this in it (0: any deposit). */
  activeMemberMinDeposit: number;
  /** Lowest first, each needing more active members than the one before; `percent` of the month's net profit. */
  tiers: { minActiveMembers: number; minAmount: number; percent: number }[];
  contacts?: { channel: AgentApplicationChannel; value: string }[];
}

/** Cashback rates per product type (percent of the valid bet: 0.8 is 0.8 %); money in minor units. */
export interface RebateSettings {
  rates: Partial<Record<BetRecordCategory, number>>;
  /** Smallest claim, minor units. */
  minClaim: number;
  /** Turnover a claim adds, as a multiple of it. */
  turnoverMultiple: number;
}

/** The referrer's reward for a referee's deposit; money in minor units. */
export interface ReferralSettings {
  enabled: boolean;
  /** Only the referee's first deposit can qualify (else the first deposit of at least `minDeposit`). */
  firstDepositOnly: boolean;
  minDeposit: number;
  /** Reward = fixedReward + percent % of the credited deposit, at most maxReward. */
  fixedReward: number;
  percent: number;
  maxReward: number;
  turnoverMultiple: number;
}

export const DEFAULT_DEPOSIT_EXPIRY_MINUTES = 30;
export const DEFAULT_WITHDRAWAL_RECEIPT_MINUTES = 30;
export const DEFAULT_TURNOVER_MULTIPLIER = 1;
export const DEFAULT_PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const DEFAULT_TIME_ZONE = 'Asia/Tokyo';
export const DEFAULT_WITHDRAWAL_MIN_AMOUNT = 10_000;
export const DEFAULT_WITHDRAWAL_MAX_AMOUNT = 5_000_000;
export const DEFAULT_WITHDRAWAL_DAILY_COUNT = 5;

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
}, (t) => [
  check('merchants_time_zone_valid', sql`(timestamptz '2000-01-01 00:00:00+00' AT TIME ZONE merchant_time_zone(${t.settings})) IS NOT NULL`),
]);

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
    // Not unique (registration never required it): binding an address checks it under a lock (services/securityCenter.ts).
    index('members_merchant_email').on(t.merchantId, sql`lower(${t.email})`),
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
    /** Last call seen on the session (written at most once a minute): the inactivity time-out counts from it. */
    lastSeenAt: at('last_seen_at').notNull(),
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

export const verificationPurposes = [
  'login',
  'register',
  'reset',
  'login2fa',
  'resetEmail',
  // Security centre (target `<member id>:<number or address>`): a code to the new one, and to the bound one to change it.
  'bindMobile',
  'bindMobileCurrent',
  'bindEmail',
  'bindEmailCurrent',
] as const;
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

/**
 * Nonces of accepted seals (payload sealing, packages/contract/src/seal.ts), shared by every instance so a replayed
 * sealed request is refused wherever it lands. Kept until the seal would be stale anyway (`expires_at`), then purged.
 * A security record, not client state: not in `allTables`, whose counts prove refused requests wrote nothing.
 */
export const sealNonces = pgTable('seal_nonces', { nonce: text('nonce').primaryKey(), expiresAt: at('expires_at').notNull() }, (t) => [
  index('seal_nonces_expiry').on(t.expiresAt),
]);

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
    /** The names in every other language of the platform (seed/gameNames.ts), by language code. */
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

/**
 * The game list's pages per filter shape (key '' for all games, 'v:<vendor>', 't:<type or group>',
 * 'v:<vendor>|t:<type or group>'): dense positions in (sort, id) order, so page N is a range seek. Rebuilt from `games`
 * when the catalogue changes (services/games.ts); `game_list_totals` holds the count per key.
 */
export const gameListIndex = pgTable(
  'game_list_index',
  {
    key: text('key').notNull(),
    position: integer('position').notNull(),
    gameId: integer('game_id').notNull(),
  },
  (t) => [primaryKey({ name: 'game_list_index_pk', columns: [t.key, t.position] })],
);

export const gameListTotals = pgTable('game_list_totals', {
  key: text('key').primaryKey(),
  total: integer('total').notNull(),
});

/**
 * Versions of what instances cache: 'merchants', 'catalogue' (games and vendors), 'geo' (the IP table), bumped by
 * statement triggers on those tables (migration 0007) whoever writes; 'game_list_index' is the catalogue version the
 * game list index was built from.
 */
export const cacheVersions = pgTable('cache_versions', {
  key: text('key').primaryKey(),
  version: integer('version').notNull(),
});

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
 * accounts, which may go negative (the house is split into `house`, `house:1`..`house:15` by member id, see
 * services/wallet.ts). Member wallets never do (a CHECK constraint backs the code's checks).
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
    /** bet, settle, rollback, transfer, credit, rejected (a final refusal), tombstone (a rollback before its bet). */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    /** The answer given the first time (repeats return it). */
    result: jsonb('result'),
    /** SHA-256 of the request's content (seamless calls): a repeat of the key with other content is a conflict. */
    requestHash: text('request_hash'),
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
    /**
     * On a member wallet's entry: the member (the account's), the transaction's kind and time, written by a trigger
     * (`ledger_entries_fill`, migration 0011) whatever the caller sends, so the account record is an index range scan.
     * Null on system accounts' entries.
     */
    memberId: integer('member_id'),
    kind: text('kind'),
    createdAt: at('created_at'),
  },
  (t) => [
    index('ledger_entries_account').on(t.accountId),
    index('ledger_entries_transaction').on(t.transactionId),
    // INCLUDE (kind), which drizzle's builder cannot say: see migration 0011.
    index('ledger_entries_member_time').on(t.memberId, t.createdAt, t.id).where(sql`${t.memberId} IS NOT NULL`),
  ],
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
  (t) => [uniqueIndex('bet_records_merchant_vendor_tx').on(t.merchantId, t.vendor, t.betTxId), index('bet_records_member_time').on(t.memberId, t.createdAt, t.id) /* INCLUDE (category, vendor): migration 0011 */],
);

/**
 * Per member and calendar day of the merchant's zone (`settings.timeZone`): rounds and money by game category, vendor
 * and outcome (`bet_outcome()`: pending, won, lost, cancelled). Kept by statement triggers on `bet_records` in the
 * same transaction (migration 0011), so the betting record's totals and the profit report over a period read one row
 * per day and combination instead of every round.
 */
export const betDailyTotals = pgTable(
  'bet_daily_totals',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    vendor: text('vendor').notNull(),
    outcome: text('outcome').notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'bet_daily_totals_pk', columns: [t.memberId, t.day, t.category, t.vendor, t.outcome] })],
);

/**
 * Per member and calendar day: the same figures as bet_daily_totals summed over its categories, vendors and outcomes,
 * plus the settled rounds' win/loss (trigger-kept with it, migration 0013): the unfiltered betting record's totals and
 * the profit page's days read one row a day.
 */
export const betMemberDays = pgTable(
  'bet_member_days',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    rounds: integer('rounds').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    winLoss: bigint('win_loss', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'bet_member_days_pk', columns: [t.memberId, t.day] })],
);

/**
 * The agent hierarchy as a closure table of `members.upline_id` (migration 0018, kept by triggers on members): one row
 * per member and each of its ancestors, the member itself at depth 0. An agent's team is `ancestor_id = agent and
 * depth > 0`.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: integer('ancestor_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    descendantId: integer('descendant_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ name: 'member_tree_pk', columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant').on(t.descendantId, t.depth),
    index('member_tree_team').on(t.ancestorId, t.depth, t.descendantId),
    check('member_tree_depth', sql`${t.depth} >= 0`),
  ],
);

/**
 * Agent contracts (migration 0019, services/agentContracts.ts, ADR 0010): an upline (null: the merchant) offers a
 * downline agent a dividend or salary contract at `rateBp` (percent x 100).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    uplineId: integer('upline_id').references(() => members.id, { onDelete: 'cascade' }),
    downlineId: integer('downline_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    rateBp: integer('rate_bp').notNull(),
    period: text('period').notNull(),
    minActiveMembers: integer('min_active_members').notNull().default(0),
    minValidBet: bigint('min_valid_bet', { mode: 'number' }).notNull().default(0),
    terminationBy: text('termination_by'),
    endReason: text('end_reason'),
    createdAt: at('created_at').notNull(),
    signedAt: at('signed_at'),
    endedAt: at('ended_at'),
  },
  (t) => [
    uniqueIndex('agent_contracts_in_force').on(t.downlineId, t.type).where(sql`${t.status} IN ('signed', 'termination')`),
    uniqueIndex('agent_contracts_offer').on(t.downlineId, t.type).where(sql`${t.status} = 'new'`),
    index('agent_contracts_upline').on(t.uplineId, t.type, t.id),
    index('agent_contracts_downline').on(t.downlineId, t.type, t.id),
    index('agent_contracts_signed').on(t.type, t.id).where(sql`${t.signedAt} IS NOT NULL`),
  ],
);
export type AgentContractRow = typeof agentContracts.$inferSelect;

/** One row per contract and settled period: its primary key makes a period paid once. */
export const agentContractSettlements = pgTable(
  'agent_contract_settlements',
  {
    contractId: integer('contract_id').notNull().references(() => agentContracts.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    activeMembers: integer('active_members').notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    winLoss: bigint('win_loss', { mode: 'number' }).notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    deducted: bigint('deducted', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionId: integer('transaction_id'),
    settledAt: at('settled_at').notNull(),
  },
  (t) => [primaryKey({ name: 'agent_contract_settlements_pk', columns: [t.contractId, t.periodStart] })],
);

/**
 * Per agent (ancestor) and calendar day: its whole team's figures (member_tree depth > 0), kept by statement triggers on
 * bet_member_days, ledger_daily_totals and member_tree in the same statement as them (migration 0020): the team
 * overview reads one row a day. Deposits and withdrawals are the kinds of team_deposit_kinds() / team_withdrawal_kinds().
 */
export const teamDays = pgTable(
  'team_days',
  {
    ancestorId: integer('ancestor_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    newMembers: integer('new_members').notNull(),
    activeMembers: integer('active_members').notNull(),
    rounds: bigint('rounds', { mode: 'number' }).notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    winLoss: bigint('win_loss', { mode: 'number' }).notNull(),
    deposits: bigint('deposits', { mode: 'number' }).notNull(),
    withdrawals: bigint('withdrawals', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'team_days_pk', columns: [t.ancestorId, t.day] })],
);

/** An agent's team make-up now (migration 0020, trigger-kept): members at any depth, direct downlines, agents. */
export const teamSizes = pgTable('team_sizes', {
  ancestorId: integer('ancestor_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  members: integer('members').notNull(),
  direct: integer('direct').notNull(),
  agents: integer('agents').notNull(),
});

/** One flag per agent, day and team member with rounds that day (migration 0020): the period's distinct active count. */
export const teamActiveDays = pgTable(
  'team_active_days',
  {
    ancestorId: integer('ancestor_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    memberId: integer('member_id').notNull(),
  },
  (t) => [primaryKey({ name: 'team_active_days_pk', columns: [t.ancestorId, t.day, t.memberId] })],
);

/** Per member, calendar day and ledger kind: entries and money in and out of the member's wallets (trigger-kept). */
export const ledgerDailyTotals = pgTable(
  'ledger_daily_totals',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    entries: integer('entries').notNull(),
    amountIn: bigint('amount_in', { mode: 'number' }).notNull(),
    amountOut: bigint('amount_out', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'ledger_daily_totals_pk', columns: [t.memberId, t.day, t.kind] })],
);

/**
 * Every bonus credited (bonusDetails): one `bonus` ledger transaction into the main wallet and, when it has turnover, a
 * turnover requirement, written together by services/bonuses.ts `creditBonus`. `reference` is the caller's
 * idempotency key (unique per merchant): a repeat answers the first credit, other content with it is refused.
 */
export const bonusCredits = pgTable(
  'bonus_credits',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** promotion, rebate, vip, mission, referral, adjustment. */
    source: text('source').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Turnover (minor units) added to the member's requirement. */
    turnover: bigint('turnover', { mode: 'number' }).notNull(),
    /** credited. */
    status: text('status').notNull(),
    reference: text('reference').notNull(),
    remark: text('remark'),
    /** SHA-256 of what the credit was asked to do (member, source, amounts, remark): a repeat must match it. */
    requestHash: text('request_hash').notNull(),
    /** The `bonus` ledger transaction (set in the transaction that writes the row). */
    transactionId: integer('transaction_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('bonus_credits_reference').on(t.merchantId, t.reference),
    index('bonus_credits_member_time').on(t.memberId, t.createdAt, t.id),
    check('bonus_credits_amounts', sql`${t.amount} > 0 AND ${t.turnover} >= 0`),
  ],
);

// ---- missions, invite friends, cashback (issue 15; migration 0015) ---------------------------------------------------

/**
 * A merchant's missions: count settled rounds (`rounds`) or valid bets in minor units (`validBet`), in one product type
 * (`category`, a record category) or all, over a period of the merchant's calendar days: `daily`, `weekly` (Monday to
 * Sunday) or `event` (`first_day` to `last_day`). Texts per language (JA the fallback).
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').$type<'rounds' | 'validBet'>().notNull(),
    category: text('category').$type<BetRecordCategory>(),
    target: bigint('target', { mode: 'number' }).notNull(),
    reward: bigint('reward', { mode: 'number' }).notNull(),
    turnoverMultiple: doublePrecision('turnover_multiple').notNull(),
    period: text('period').$type<'daily' | 'weekly' | 'event'>().notNull(),
    firstDay: date('first_day', { mode: 'string' }),
    lastDay: date('last_day', { mode: 'string' }),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('missions_merchant_code').on(t.merchantId, t.code)],
);

/** A mission's reward claimed by a member for one period (its first day): once, by the unique key. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id').notNull().references(() => missions.id, { onDelete: 'cascade' }),
    periodDay: date('period_day', { mode: 'string' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    bonusId: integer('bonus_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('mission_claims_once').on(t.memberId, t.missionId, t.periodDay)],
);

/** A member's own referral code (made on first use, never changed; unique per merchant). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('referral_codes_merchant_code').on(t.merchantId, t.code)],
);

/** Who registered with whose referral code, and the referrer's reward: none yet, pending (qualified), paid. */
export const referrals = pgTable(
  'referrals',
  {
    refereeId: integer('referee_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    rewardStatus: text('reward_status').$type<'none' | 'pending' | 'paid'>().notNull().default('none'),
    rewardAmount: bigint('reward_amount', { mode: 'number' }),
    rewardTurnoverMultiple: doublePrecision('reward_turnover_multiple'),
    orderNo: text('order_no'),
    bonusId: integer('bonus_id'),
    qualifiedAt: at('qualified_at'),
    rewardedAt: at('rewarded_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('referrals_referrer').on(t.referrerId, t.createdAt, t.refereeId)],
);

/** Cashback: per member, the cumulative valid bets per product type (minor units) that claims have paid for. */
export const rebateStates = pgTable('rebate_states', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
  covered: jsonb('covered').$type<Partial<Record<BetRecordCategory, number>>>().notNull().default({}),
  claims: integer('claims').notNull().default(0),
  lastClaimAt: at('last_claim_at'),
});

/** Every cashback claim, with its lines (product type, rate, valid bet, amount; minor units). */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    claimNo: integer('claim_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<{ category: BetRecordCategory; rate: number; validBet: number; amount: number }[]>().notNull(),
    bonusId: integer('bonus_id'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('rebate_claims_once').on(t.memberId, t.claimNo)],
);

/**
 * The member's inbox (messageV2, `CSP_getInbox`): system messages (deposit credited or failed, withdrawal approved or
 * rejected: SPEC §8) carry a `kind` and `params` that the site localizes; operator messages carry `title` and `body`
 * (HTML, sanitized by the site). `dedupeKey` makes a message sent by a job that runs twice arrive once.
 */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    title: text('title'),
    body: text('body'),
    dedupeKey: text('dedupe_key').unique(),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('member_messages_member_time').on(t.memberId, t.createdAt)],
);

/**
 * Turnover (valid bets) a member must place before withdrawing: one row per source that adds a requirement (a credited
 * deposit times the merchant's `turnoverMultiplier`, a bonus's own turnover), written in the same transaction as the
 * credit; `(source, sourceRef)` is unique, so a repeated credit adds nothing. services/turnover.ts computes what remains.
 */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    /** deposit, bonus, adjustment. */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    /** Required turnover, minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('turnover_requirements_source').on(t.source, t.sourceRef), index('turnover_requirements_member_time').on(t.memberId, t.createdAt)],
);

/**
 * Successful logins (the security centre's recent logins), one row written in the login's transaction; kept 90 days
 * (jobs/chores.ts). `method`: password, sms, verification (the new-IP second factor), register.
 */
export const loginHistory = pgTable(
  'login_history',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    /** ISO 3166-1 alpha-2 of the IP (services/geo.ts), ZZ when unknown. */
    country: text('country').notNull(),
    method: text('method').notNull(),
    /** The client's User-Agent, at most 512 characters; summarized when listed. */
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('login_history_member_time').on(t.memberId, t.createdAt), index('login_history_time').on(t.createdAt)],
);

/**
 * A Google Authenticator secret waiting for its first code (BINDGA3): one per member, replaced by a new start; it
 * becomes `members.totp_secret` when confirmed. `attempts` counts wrong codes (at most 5).
 */
export const totpEnrolments = pgTable('totp_enrolments', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
  secret: text('secret').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  createdAt: at('created_at').notNull(),
});

// ---- cashier: payment passwords, payout accounts, withdrawals -------------------------------------------------------

/**
 * The member's payment (withdraw) password, PAYMENTPASS3: an Argon2id hash like the login password's, and its own
 * count of wrong tries in a row, taken one statement at a time before the hash is checked (services/paymentPassword.ts).
 */
export const paymentPasswords = pgTable('payment_passwords', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
  hash: text('hash').notNull(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: at('locked_until'),
  changedAt: at('changed_at').notNull(),
});

/**
 * Where a member's withdrawals are paid: bank cards, e-wallets, USDT addresses. `fingerprint` is what makes two of a
 * member's accounts the same one (the card number; the provider and account id; the network and address), unique among
 * the accounts not removed. Removing is soft: withdrawals keep their own copy of where they were paid.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type').$type<PayoutAccountType>().notNull(),
    holderName: text('holder_name'),
    bankName: text('bank_name'),
    branch: text('branch'),
    provider: text('provider'),
    network: text('network').$type<UsdtNetwork>(),
    /** Card number (digits), e-wallet account id or address, as stored for the payout. */
    number: text('number').notNull(),
    fingerprint: text('fingerprint').notNull(),
    createdAt: at('created_at').notNull(),
    removedAt: at('removed_at'),
  },
  (t) => [
    uniqueIndex('payout_accounts_member_fingerprint').on(t.memberId, t.fingerprint).where(sql`${t.removedAt} is null`),
    index('payout_accounts_member').on(t.memberId),
  ],
);

/** Where a withdrawal is paid, copied from the payout account when it is requested. */
export interface PayoutDestination {
  accountId: number;
  type: PayoutAccountType;
  holderName: string | null;
  bankName: string | null;
  branch: string | null;
  provider: string | null;
  network: UsdtNetwork | null;
  number: string;
}

/**
 * A member's withdrawal (services/withdrawals.ts). The amount leaves the main wallet for the member's `hold` account
 * when it is requested (ledger `withdrawal_hold`), goes back on a rejection (`withdrawal_release`) or to the merchant's
 * `payout` account once paid out (`withdrawal`). `requestId` is the client's idempotency key.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    destination: jsonb('destination').$type<PayoutDestination>().notNull(),
    createdAt: at('created_at').notNull(),
    reviewedAt: at('reviewed_at'),
    rejectReason: text('reject_reason'),
    /** The payout provider's reference of the payment. */
    payoutReference: text('payout_reference'),
    /** Set when paid out: until then the member may confirm the receipt; after it, it counts as received. */
    receiptDeadline: at('receipt_deadline'),
    confirmedAt: at('confirmed_at'),
    outcome: text('outcome').$type<'full' | 'partial' | 'none' | 'forced'>(),
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    remark: text('remark'),
  },
  (t) => [
    index('withdrawals_member_time').on(t.memberId, t.createdAt),
    index('withdrawals_status_deadline').on(t.status, t.receiptDeadline),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/** Images a member sent with a partial or missing receipt (png or jpg by content), for the operator. */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('withdrawal_proofs_withdrawal').on(t.withdrawalId)],
);

// ---- cashier: deposits ---------------------------------------------------------------------------------------------

/**
 * A merchant's deposit channels (seed/depositChannels.ts provisions each brand's set). Amounts are minor units; the fee
 * is `fee_fixed + amount * fee_bps / 10000` (half up), borne by the member (credited amount - fee) or the merchant.
 * `instructions` are the payee details the order shows (bank name, account name and number; network and address...).
 */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id),
    /** Channel key of the conventions (UN, USDT, QPQR, WECHAT, ALIPAY, Epay...). */
    key: text('key').notNull(),
    kind: text('kind').$type<DepositChannelKind>().notNull(),
    name: text('name').notNull(),
    /** Payment provider of the channel (services/payments). */
    provider: text('provider').notNull().default('sandbox'),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    feeFixed: bigint('fee_fixed', { mode: 'number' }).notNull().default(0),
    /** Percent part of the fee in basis points (150 = 1.5 %). */
    feeBps: integer('fee_bps').notNull().default(0),
    feeBearer: text('fee_bearer').$type<DepositFeeBearer>().notNull().default('merchant'),
    instructions: jsonb('instructions').$type<Record<string, string>>().notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('deposit_channels_merchant_key').on(t.merchantId, t.key),
    check('deposit_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount} and ${t.feeFixed} >= 0 and ${t.feeBps} between 0 and 10000`),
  ],
);

/**
 * Deposit orders. `pending` until the provider's callback (paid, failed) or the expiry job (expired); each of those is
 * a conditional update `where status = 'pending'`, so only one of them ever happens. The credit of a paid order is the
 * ledger transaction `deposit:<orderNo>` written in the same transaction. `(member_id, request_id)` makes creating one
 * idempotent; `request_hash` tells a repeat from a conflicting reuse of the key.
 */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').notNull().references(() => depositChannels.id),
    /** The channel as it was when the order was made (a later edit of the channel does not change the order). */
    channelKey: text('channel_key').notNull(),
    channelKind: text('channel_kind').$type<DepositChannelKind>().notNull(),
    channelName: text('channel_name').notNull(),
    provider: text('provider').notNull(),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    /** What the member pays, the fee, who bears it, and what is credited (minor units). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    feeBearer: text('fee_bearer').$type<DepositFeeBearer>().notNull(),
    creditAmount: bigint('credit_amount', { mode: 'number' }).notNull(),
    status: text('status').$type<DepositOrderStatus>().notNull().default('pending'),
    payUrl: text('pay_url').notNull(),
    instructions: jsonb('instructions').$type<Record<string, string>>().notNull().default({}),
    /** The provider's reference of the payment (from its paid callback). */
    providerRef: text('provider_ref'),
    ledgerTransactionId: integer('ledger_transaction_id'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('deposit_orders_member_request').on(t.memberId, t.requestId),
    index('deposit_orders_member_time').on(t.memberId, t.createdAt),
    index('deposit_orders_pending_expiry').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    check('deposit_orders_status', sql`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
    check('deposit_orders_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.creditAmount} > 0`),
  ],
);

/** Receipt images of a deposit order (PNG or JPEG by content), in the database so every instance serves them. */
export const depositReceipts = pgTable(
  'deposit_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => depositOrders.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('deposit_receipts_order').on(t.orderId)],
);

/**
 * Provider callbacks that were accepted (refused ones write nothing), by the provider's event id: a repeat of an event
 * answers `answer` again; the same id with other content (`payload_hash`) is refused.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    merchantId: integer('merchant_id').notNull(),
    orderId: integer('order_id').notNull().references(() => depositOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    payloadHash: text('payload_hash').notNull(),
    /** HTTP status and body the provider was answered. */
    answer: jsonb('answer').$type<{ status: number; body: unknown }>().notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ name: 'payment_events_pk', columns: [t.provider, t.eventId] }), index('payment_events_order').on(t.orderId)],
);

/**
 * Per merchant and provider, the secret its callbacks are signed with (the sandbox's is generated on first use). A
 * security record like the seal keys: not in `allTables`.
 */
export const paymentSecrets = pgTable(
  'payment_secrets',
  {
    merchantId: integer('merchant_id').notNull().references(() => merchants.id),
    provider: text('provider').notNull(),
    secret: text('secret').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ name: 'payment_secrets_pk', columns: [t.merchantId, t.provider] })],
);

/*
 * State every platform instance must see alike when no Redis is configured (services/sharedState.ts). Left out of
 * allTables: every hit counts, refused or not, so these are not "rows a refused request must leave untouched".
 */

/** Fixed-window hit counters of the per-IP rate limits (@fastify/rate-limit's store), one row per route and client. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset').on(t.resetAt)],
);

/** When a player may spin a slot again (the minimum interval between two spins). */
export const spinTimers = pgTable(
  'spin_timers',
  { key: text('key').primaryKey(), nextAt: at('next_at').notNull() },
  (t) => [index('spin_timers_next').on(t.nextAt)],
);

/** Play money of a trial launch (the launch token's nonce), minor units. */
export const trialBalances = pgTable(
  'trial_balances',
  {
    launchId: text('launch_id').primaryKey(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    /** Pushed back by every play; the launch token has expired by then. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('trial_balances_expires').on(t.expiresAt),
    check('trial_balances_non_negative', sql`${t.balance} >= 0`),
  ],
);

// ---- engagement: VIP, points, feedback images, agent applications (migration 0016) --------------------------------

/**
 * A merchant's VIP levels (services/vip.ts): the thresholds a member's valid bet and deposits over the merchant's VIP
 * period must both reach, and the level's benefits. Money is minor units; `bonusTurnoverMultiple` is hundredths (100:
 * the bonus once); `cashbackRateBps` basis points of valid bet.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    /** The level's name per language code (JA, EN, CN, KO, TH, VI, ID). */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    minValidBet: bigint('min_valid_bet', { mode: 'number' }).notNull(),
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull(),
    upgradeBonus: bigint('upgrade_bonus', { mode: 'number' }).notNull().default(0),
    monthlyBonus: bigint('monthly_bonus', { mode: 'number' }).notNull().default(0),
    bonusTurnoverMultiple: integer('bonus_turnover_multiple').notNull().default(100),
    cashbackRateBps: integer('cashback_rate_bps').notNull().default(0),
    withdrawalDailyCount: integer('withdrawal_daily_count').notNull(),
    withdrawalMaxAmount: bigint('withdrawal_max_amount', { mode: 'number' }).notNull(),
    vipService: boolean('vip_service').notNull().default(false),
  },
  (t) => [unique('vip_levels_merchant_level').on(t.merchantId, t.level)],
);

/** Each member's level as the VIP job last computed it, and the period totals it was computed from. */
export const memberVip = pgTable('member_vip', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
  level: integer('level').notNull(),
  /** The highest level ever reached: each level's upgrade bonus up to it is paid once. */
  highestLevel: integer('highest_level').notNull(),
  validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
  deposit: bigint('deposit', { mode: 'number' }).notNull(),
  levelSince: at('level_since').notNull(),
  computedAt: at('computed_at').notNull(),
});

/** A member's points, in hundredths of a point (services/points.ts); they never expire. */
export const memberPoints = pgTable(
  'member_points',
  {
    memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    earned: bigint('earned', { mode: 'number' }).notNull().default(0),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('member_points_non_negative', sql`${t.balance} >= 0`)],
);

/** Every change of a member's points; `reference` (unique per merchant) makes each source count once. */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reference: text('reference').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('point_ledger_reference').on(t.merchantId, t.reference), index('point_ledger_member_time').on(t.memberId, t.createdAt, t.id)],
);

/** The points mall's rewards: cash (credited on approval) or items (sent by the operator). */
export const pointRewards = pgTable('point_rewards', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<'cash' | 'item'>().notNull(),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  descriptions: jsonb('descriptions').$type<Record<string, string>>().notNull().default({}),
  /** Hundredths of a point per unit. */
  points: bigint('points', { mode: 'number' }).notNull(),
  /** The member's paid deposits (minor units, all time) needed to redeem it. */
  amountRequirement: bigint('amount_requirement', { mode: 'number' }).notNull().default(0),
  cashAmount: bigint('cash_amount', { mode: 'number' }).notNull().default(0),
  /** Units left (null: unlimited). */
  stock: integer('stock'),
  perMemberLimit: integer('per_member_limit'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull(),
});

export const pointRedemptions = pgTable(
  'point_redemptions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id').notNull().references(() => pointRewards.id),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    cashAmount: bigint('cash_amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'applying' | 'rejected' | 'approved'>().notNull().default('applying'),
    requestId: text('request_id').notNull(),
    requestHash: text('request_hash').notNull(),
    receiver: jsonb('receiver').$type<Record<string, string>>().notNull().default({}),
    remark: text('remark'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('point_redemptions_member_request').on(t.memberId, t.requestId),
    index('point_redemptions_member_time').on(t.memberId, t.createdAt),
    index('point_redemptions_status').on(t.status, t.id),
  ],
);

/** Images sent with a feedback (png or jpg by content). */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('feedback_images_feedback').on(t.feedbackId)],
);

/** Join us: a member's application to become an agent, which the operator approves or rejects. */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    contact: text('contact').notNull(),
    channel: text('channel').notNull(),
    message: text('message'),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reason: text('reason'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('agent_applications_one_pending').on(t.memberId).where(sql`${t.status} = 'pending'`),
    index('agent_applications_status').on(t.status, t.id),
  ],
);

/** The tables of state (the derived game list index and the cache versions are left out: requests may rebuild them). */
/** Promotion type categories (`PROMOFE_getPromotionAnnouncementCategory`): a code and a name per language. */
export const promotionCategories = pgTable(
  'promotion_categories',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('promotion_categories_merchant_code').on(t.merchantId, t.code)],
);

/** A promotion's rules (money in minor units); which fields apply depends on the kind (services/promotions.ts). */
export interface PromotionRules {
  /** depositBonus: the member's first deposit only, or any deposit; join before depositing, or automatic. */
  deposit?: 'first' | 'any';
  join?: 'apply' | 'auto';
  /** depositBonus: percent of the credited deposit, the cap and the smallest qualifying deposit (minor units). */
  percent?: number;
  maxBonus?: number;
  minDeposit?: number;
  /** signUp, contactBonus: the bonus (minor units). */
  amount?: number;
  /** raffle: prizes, best first (minor units, how many). */
  prizes?: { amount: number; count: number }[];
  /** Turnover required, as a multiple of the bonus. */
  turnoverMultiple: number;
}

/**
 * Promotions: kind (depositBonus, signUp, raffle, contactBonus), period, target (all, VIP level ids, new members),
 * titles, summaries and sanitized HTML content per language, art, rules. `drawn_at` is set once, by the raffle's draw.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => promotionCategories.id),
    code: text('code').notNull(),
    kind: text('kind').$type<PromotionKind>().notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    summaries: jsonb('summaries').$type<Record<string, string>>().notNull(),
    contents: jsonb('contents').$type<Record<string, string>>().notNull(),
    imageUrl: text('image_url').notNull(),
    target: text('target').$type<PromotionTarget>().notNull().default('all'),
    vipLevels: jsonb('vip_levels').$type<number[]>().notNull().default([]),
    newMemberDays: integer('new_member_days'),
    rules: jsonb('rules').$type<PromotionRules>().notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    drawnAt: at('drawn_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('promotions_merchant_code').on(t.merchantId, t.code),
    index('promotions_merchant_period').on(t.merchantId, t.endsAt),
    index('promotions_raffle_due').on(t.endsAt).where(sql`${t.kind} = 'raffle' and ${t.drawnAt} is null`),
    check('promotions_kind', sql`${t.kind} in ('depositBonus', 'signUp', 'raffle', 'contactBonus')`),
    check('promotions_target', sql`${t.target} in ('all', 'vip', 'newMembers')`),
    check('promotions_period', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Lobby announcements (migration 0022, gameAnnouncements): a new game, a vendor's scheduled maintenance or a promotion
 * shown in a lobby, with its window, priority and per-language title and text (a promotion's are the promotion's own).
 */
export const gameAnnouncements = pgTable(
  'game_announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GameAnnouncementKind>().notNull(),
    /** Lobby group: RNG, LIVE, FISH... */
    category: text('category').notNull(),
    vendor: text('vendor'),
    gameId: integer('game_id').references(() => games.id, { onDelete: 'cascade' }),
    promotionId: integer('promotion_id').references(() => promotions.id, { onDelete: 'cascade' }),
    titles: jsonb('titles').$type<Record<string, string>>().notNull().default({}),
    texts: jsonb('texts').$type<Record<string, string>>().notNull().default({}),
    priority: integer('priority').notNull().default(0),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('game_announcements_lobby').on(t.merchantId, t.category, t.endsAt),
    check('game_announcements_kind', sql`${t.kind} in ('newGame', 'maintenance', 'promotion')`),
    check('game_announcements_window', sql`${t.endsAt} > ${t.startsAt}`),
    check('game_announcements_new_game', sql`(${t.kind} = 'newGame') = (${t.gameId} is not null)`),
    check('game_announcements_maintenance', sql`${t.kind} <> 'maintenance' or ${t.vendor} is not null`),
    check('game_announcements_promotion', sql`(${t.kind} = 'promotion') = (${t.promotionId} is not null)`),
  ],
);

/** What became of a member's entry (the activity status is computed from it and the promotion's period). */
export const promotionEntryStates = ['joined', 'applying', 'rejected', 'issued', 'claimed', 'ticket', 'won', 'lost'] as const;
export type PromotionEntryState = (typeof promotionEntryStates)[number];

/**
 * A member's part in a promotion, one per member and promotion (the unique key makes every join, request, ticket and
 * claim idempotent): a joined deposit bonus, a sign-up request (comment, images, review), a raffle ticket and its
 * prize, a claimed Zalo/WhatsApp bonus (the number, unique per promotion: one bonus per number).
 */
export const promotionEntries = pgTable(
  'promotion_entries',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id').notNull().references(() => promotions.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    state: text('state').$type<PromotionEntryState>().notNull(),
    requestId: text('request_id'),
    comment: text('comment'),
    rejectReason: text('reject_reason'),
    contact: text('contact'),
    ticketNo: text('ticket_no'),
    /** Raffle prize, minor units (0: none), once drawn. */
    prize: bigint('prize', { mode: 'number' }),
    bonusId: integer('bonus_id'),
    bonusAmount: bigint('bonus_amount', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    uniqueIndex('promotion_entries_promotion_member').on(t.promotionId, t.memberId),
    uniqueIndex('promotion_entries_promotion_contact').on(t.promotionId, t.contact).where(sql`${t.contact} is not null`),
    index('promotion_entries_member_time').on(t.memberId, t.createdAt),
    index('promotion_entries_applying').on(t.createdAt).where(sql`${t.state} = 'applying'`),
    check('promotion_entries_state', sql`${t.state} in ('joined', 'applying', 'rejected', 'issued', 'claimed', 'ticket', 'won', 'lost')`),
  ],
);

/** Images of a sign-up request (png or jpg by content), in the database so every instance serves them. */
export const promotionImages = pgTable(
  'promotion_images',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id').notNull().references(() => promotionEntries.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('promotion_images_entry').on(t.entryId)],
);

// ---- chat room (migration 0021) -------------------------------------------------------------------------------------
/** A merchant's chat rooms (services/chat.ts): who reads (VIP level) and who posts (no free play; a deposit where asked). */
export const chatGroups = pgTable(
  'chat_groups',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull().references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    minVipLevel: integer('min_vip_level').notNull().default(0),
    postRequiresDeposit: boolean('post_requires_deposit').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('chat_groups_merchant_code').on(t.merchantId, t.code), check('chat_groups_min_vip_level', sql`${t.minVipLevel} >= 0`)],
);

/** Plain-text messages; (member, requestId) is unique: a retried send stores one message. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: integer('group_id').notNull().references(() => chatGroups.id, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    requestId: text('request_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('chat_messages_member_request').on(t.memberId, t.requestId),
    index('chat_messages_group_id').on(t.groupId, t.id),
    check('chat_messages_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 500`),
  ],
);

/** The newest message a member has seen in a group. */
export const chatReadCursors = pgTable(
  'chat_read_cursors',
  {
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => chatGroups.id, { onDelete: 'cascade' }),
    lastReadId: bigint('last_read_id', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.groupId], name: 'chat_read_cursors_pk' })],
);

/** When a member opened the chat room (first, last, how often). */
export const chatLaunches = pgTable('chat_launches', {
  memberId: integer('member_id').primaryKey().references(() => members.id, { onDelete: 'cascade' }),
  firstAt: at('first_at').notNull(),
  lastAt: at('last_at').notNull(),
  count: integer('count').notNull(),
});

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
  betDailyTotals,
  betMemberDays,
  ledgerDailyTotals,
  memberTree,
  agentContracts,
  agentContractSettlements,
  teamDays,
  teamActiveDays,
  teamSizes,
  bonusCredits,
  missions,
  missionClaims,
  referralCodes,
  referrals,
  rebateStates,
  rebateClaims,
  memberMessages,
  turnoverRequirements,
  loginHistory,
  totpEnrolments,
  paymentPasswords,
  payoutAccounts,
  withdrawals,
  withdrawalProofs,
  depositChannels,
  depositOrders,
  depositReceipts,
  paymentEvents,
  promotionCategories,
  promotions,
  promotionEntries,
  promotionImages,
  vipLevels,
  memberVip,
  memberPoints,
  pointLedger,
  pointRewards,
  pointRedemptions,
  feedbackImages,
  agentApplications,
  chatGroups,
  chatMessages,
  chatReadCursors,
  chatLaunches,
};

export type Merchant = typeof merchants.$inferSelect;
export type Member = typeof members.$inferSelect;
// ---- lotteries (issue 16, migration 0017) ---------------------------------------------------------------------------
/** A lottery game's draw schedule (contract DrawSchedule) and family (its format and play types). */
export const lotteryGames = pgTable('lottery_games', {
  gameId: integer('game_id').primaryKey().references(() => games.id, { onDelete: 'cascade' }),
  family: text('family').notNull(),
  region: text('region'),
  intervalSeconds: integer('interval_seconds').notNull(),
  offsetSeconds: integer('offset_seconds').notNull().default(0),
  closeSeconds: integer('close_seconds').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** A period: created with its server seed's hash published, drawn once (`status` open -> drawn), then settled. */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id').notNull().references(() => lotteryGames.gameId, { onDelete: 'cascade' }),
    periodNo: text('period_no').notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawAt: at('draw_at').notNull(),
    /** Secret until the draw; never answered before `status` leaves open. */
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    numbers: jsonb('numbers').$type<string[]>(),
    /** open, drawn, settled, cancelled. */
    status: text('status').notNull().default('open'),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
  },
  (t) => [unique('lottery_draws_game_period').on(t.gameId, t.periodNo), index('lottery_draws_game_time').on(t.gameId, t.drawAt)],
);

/** One selection of a slip: its own bet record and, once settled, its payout. */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    drawId: bigint('draw_id', { mode: 'number' }).notNull().references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    orderNo: text('order_no').notNull(),
    playType: text('play_type').notNull(),
    selection: text('selection').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    oddsCents: integer('odds_cents').notNull(),
    /** pending, won, lost, cancelled. */
    status: text('status').notNull().default('pending'),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    betRecordId: integer('bet_record_id').notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [index('lottery_bets_member_time').on(t.memberId, t.createdAt, t.id)],
);

export type Session = typeof sessions.$inferSelect;
export type DepositChannelRow = typeof depositChannels.$inferSelect;
export type DepositOrderRow = typeof depositOrders.$inferSelect;
