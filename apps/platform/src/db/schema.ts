/**
 * The platform's tables (Drizzle, PostgreSQL dialect). The same schema and queries run on PGlite and PostgreSQL.
 * Times are `timestamptz` written from the app's clock (never SQL `now()`), so tests can move time.
 * Counters are int4; nothing here relies on int8 (pg would return it as a string, see db.ts).
 */
import type { FeatureNode, RegisterValidation, Resource } from '@croupier/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, inet, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
};
