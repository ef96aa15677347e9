/**
 * A brand's merchant as data: every merchant row (the seed's two and those `syncMerchants` provisions from themes/) is
 * built here from the brand's id, name and merchant code plus the per-brand profile below. A brand without a profile
 * gets the defaults (the default brand's settings, its own name and code, and a customer-service key of its own).
 */
import { randomInt } from 'node:crypto';
import type { FeatureCode, FeatureNode, PatternId, RegisterValidation } from '@croupier/contract';
import type { CustomerServiceSettings, DomainRoute, MerchantSettings, merchants } from '../db/schema';
import { obfuscateServiceLink } from '../services/serviceLink';

type FeatureSpec = FeatureCode | readonly [FeatureCode, readonly FeatureSpec[]];

/** The whitelabel tree: every flag of SPEC §6 and the conventions' menu and module codes. */
const TREE: readonly FeatureSpec[] = [
  [
    'COMM3',
    [
      'CAPTCHA3', 'VERIFICATION3', 'LOGINIPVERF3', 'PROFPIC3', 'PASS3', 'PWRESETSMS3', 'CHNGPASSVERIF3', 'FEEDBACK3',
      'MOBILEVERCODELOGIN3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3', 'BINDGA3', 'PAYMENTPASS3', 'BIRTHDAY3',
      'DISPLAYLOCATION3', 'MANUPLOADBID3',
    ],
  ],
  ['REG3', ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'AFFMAN3']],
  ['GAMELO3', ['GAMELOHOT3', 'GAMELOREC3']],
  'DEPOSIT', 'WITHDRAW', 'CREDITMAR3', 'DEPUPDATEREM3', 'REWCEN3', 'MAILCEN', 'INBOX3', 'PLYRBT', 'MANPLAYREB3',
  'AGETRANSFERUP3', 'PTSYS3', 'MEMTRANS3',
  [
    'AGEINFO3',
    ['AGENTANNOUNCE3', 'REGCEN', 'DOWNMAN', 'TRANSBETREPMEM3', 'AGETEAMPNL3', 'AGEREV3', 'AGEDOWNTRANS3', 'DIVIDEND', 'DAYSAL', 'AGETRANSFERDOWN3'],
  ],
  ['AGENTPOLICY3', ['SIGNCONDIV3', 'DAILYSALCONT3', 'HOURSAL3', 'RTSALARY3']],
];

function buildTree(specs: readonly FeatureSpec[], off: ReadonlySet<string>): FeatureNode[] {
  return specs.map((spec) => {
    if (typeof spec === 'string') return { modId: spec, enabled: !off.has(spec), children: [] };
    const [modId, children] = spec as readonly [FeatureCode, readonly FeatureSpec[]];
    return { modId, enabled: !off.has(modId), children: buildTree(children, off) };
  });
}

const field = (enabled: boolean, required: boolean, patternId: PatternId, minLength: number, maxLength: number, acceptedPattern: string | null = null) => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

const baseValidation: RegisterValidation = {
  username: field(true, true, 1, 4, 16),
  password: field(true, true, 14, 6, 20),
  payeeName: field(true, false, 8, 2, 40),
  email: field(true, false, 3, 5, 100),
  mobileNum: field(true, false, 6, 6, 15),
  qqNum: field(false, false, 6, 5, 12),
  line: field(true, false, 9, 3, 30),
  whatsapp: field(true, false, 6, 6, 15),
  facebook: field(false, false, 9, 3, 50),
  wechat: field(false, false, 9, 3, 30),
  idNumber: field(false, false, 4, 6, 20),
  recommenderId: field(false, false, 4, 4, 16),
  affiliateCode: field(true, false, 4, 4, 12),
  captcha: field(false, false, 0, 4, 4),
  verificationCode: field(true, false, 6, 6, 6),
  paymentPassword: field(false, false, 6, 6, 6),
  birthday: field(true, false, 11, 10, 10),
};

function customerService(code: string, key: string): CustomerServiceSettings {
  const live = `https://chat.croupier.example/live?merchant=${code}`;
  return {
    url: live,
    vipUrl: `https://chat.croupier.example/vip?merchant=${code}`,
    pathList: [
      { type: 1, path: live },
      // Type 3: obfuscated (DES key = the last 8 characters), decoded by the client.
      { type: 3, path: obfuscateServiceLink(`https://chat.croupier.example/secure?merchant=${code}`, key) },
    ],
  };
}

const resources = (brand: string) => ({
  appAndroid: { resourceType: 'APP', url: '/down?platform=android', qrCodeUrl: '/down?platform=android&qr=1', labelNameCn: '安卓' },
  appIos: { resourceType: 'APP', url: '/down?platform=ios', qrCodeUrl: '/down?platform=ios&qr=1', labelNameCn: '苹果' },
  appIosLite: { resourceType: 'APP', url: '/down?platform=ios-lite', qrCodeUrl: '/down?platform=ios-lite&qr=1', labelNameCn: '苹果轻量版' },
  licenceSeal: { resourceType: 'IMAGE', url: `/brand/${brand}/licence-seal.svg`, qrCodeUrl: null, labelNameCn: '牌照' },
});

const baseSettings: MerchantSettings = {
  codeExpiryMinutes: 5,
  passwordMaxAgeDays: 90,
  sessionHours: 24,
  sessionIdleMinutes: 30,
  sliderRequired: false,
  singleWallet: true,
  // Withdrawals: 100.00 to 50,000.00, five a day (minor units).
  withdrawalMinAmount: 10_000,
  withdrawalMaxAmount: 5_000_000,
  withdrawalDailyCount: 5,
  // Cashback: percent of valid bets per product type; claims of 1.00 or more, turnover x1.
  rebate: { rates: { LIVE: 0.6, SPORTS: 0.5, RNG: 0.8, FISH: 0.8, PVP: 0.5, LOTT: 0.3, ELOTT: 0.3 }, minClaim: 100, turnoverMultiple: 1 },
  // Invite friends: on a referee's first deposit of 100.00 or more, 50.00 + 5 % of it, at most 500.00, turnover x1.
  referral: { enabled: true, firstDepositOnly: true, minDeposit: 10_000, fixedReward: 5_000, percent: 5, maxReward: 50_000, turnoverMultiple: 1 },
  // Join us: monthly commission on the net profit of the agent's active members (a deposit of 100.00 or more in the
  // month): 5 of them and 1,000.00 -> 30 %, 10 and 5,000.00 -> 35 %, 20 and 20,000.00 -> 40 %, 50 and 100,000.00 -> 45 %.
  affiliate: {
    basis: 'netProfit',
    activeMemberMinDeposit: 10_000,
    tiers: [
      { minActiveMembers: 5, minAmount: 100_000, percent: 30 },
      { minActiveMembers: 10, minAmount: 500_000, percent: 35 },
      { minActiveMembers: 20, minAmount: 2_000_000, percent: 40 },
      { minActiveMembers: 50, minAmount: 10_000_000, percent: 45 },
    ],
    contacts: [
      { channel: 'telegram', value: '@croupier_affiliates' },
      { channel: 'email', value: 'affiliates@croupier.example' },
    ],
  },
};

/** Switched off for every brand unless a profile switches it on (credit markets are not offered by default). */
const BASE_FEATURES_OFF: readonly FeatureCode[] = ['CREDITMAR3'];

const LOCAL_DOMAINS: DomainRoute[] = [
  { domain: 'localhost', type: 'web', available: true },
  { domain: '127.0.0.1', type: 'web', available: true },
];

/** What a brand's merchant has beyond the defaults. Everything is optional; absent means "as the default brand". */
export interface MerchantProfile {
  /** Merchant name and the brand name in its default notices (brand.json `name` when absent). */
  name?: string;
  /** Features switched off in addition to the base ones. */
  featuresOff?: readonly FeatureCode[];
  /** Fields that differ from the default validation. */
  registerValidation?: RegisterValidation;
  settings?: Partial<MerchantSettings>;
  domains?: DomainRoute[];
  /** DES key of the obfuscated customer-service link (8 characters); a random one when absent. */
  serviceKey?: string;
  analyticsId?: string;
}

/** Per-brand differences, keyed by brand id (the folder name under themes/). */
export const BRAND_PROFILES: Readonly<Record<string, MerchantProfile>> = {
  default: {
    domains: [...LOCAL_DOMAINS, { domain: 'croupier.example', type: 'web', available: true }],
    serviceKey: 'Kc7mP2xQ',
    analyticsId: 'G-CRP0010001',
  },
  jade: {
    name: 'Jade',
    // No free play, no SMS login, no cashback.
    featuresOff: ['FREEPLAY3', 'MOBILEVERCODELOGIN3', 'MANPLAYREB3'],
    // Payee name in capitals (pattern 18) and an e-mail address are required to register.
    registerValidation: { payeeName: field(true, true, 18, 2, 40), email: field(true, true, 3, 5, 100) },
    // Transfer wallets: a main wallet plus one per vendor (merchant wallet isSingle false).
    // Withdrawals: 50.00 to 20,000.00, three a day.
    // Invite friends: 30.00 for the referee's first deposit of 50.00 or more (not only the first one), turnover x2.
    settings: {
      passwordMaxAgeDays: 180, singleWallet: false, withdrawalMinAmount: 5_000, withdrawalMaxAmount: 2_000_000, withdrawalDailyCount: 3,
      referral: { enabled: true, firstDepositOnly: false, minDeposit: 5_000, fixedReward: 3_000, percent: 0, maxReward: 3_000, turnoverMultiple: 2 },
      // Join us: tiers on the valid bet of the active members (a deposit of 50.00 or more in the month); LINE only.
      affiliate: {
        basis: 'validBet',
        activeMemberMinDeposit: 5_000,
        tiers: [
          { minActiveMembers: 3, minAmount: 1_000_000, percent: 25 },
          { minActiveMembers: 10, minAmount: 5_000_000, percent: 35 },
          { minActiveMembers: 30, minAmount: 20_000_000, percent: 45 },
        ],
        contacts: [{ channel: 'line', value: '@jade-partners' }],
      },
    },
    domains: [{ domain: 'jade.example', type: 'web', available: true }],
    serviceKey: 'Jd4wR8nT',
    analyticsId: 'G-JADE010001',
  },
};

/**
 * A merchant code the platform can serve: it travels in the Merchant header and is matched after trimming, at most 64
 * characters (http/route.ts). brand.json codes are provisioned only when they match (provision.ts); `pnpm brand:check`
 * applies the same rule.
 */
export const MERCHANT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The parts of brand.json the platform reads. */
export interface BrandIdentity {
  id: string;
  name: string;
  merchantCode: string;
}

const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const randomKey = () => Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');

/** The merchant row of a brand (status, region rules, keys and vendor maintenance take the column defaults). */
export function merchantRow(brand: BrandIdentity, now: Date, profiles: Readonly<Record<string, MerchantProfile>> = BRAND_PROFILES): typeof merchants.$inferInsert {
  const profile = Object.hasOwn(profiles, brand.id) ? (profiles[brand.id] ?? {}) : {};
  return {
    code: brand.merchantCode,
    brandId: brand.id,
    name: profile.name ?? brand.name,
    features: buildTree(TREE, new Set([...BASE_FEATURES_OFF, ...(profile.featuresOff ?? [])])),
    registerValidation: { ...baseValidation, ...profile.registerValidation },
    resources: resources(brand.id),
    customerService: customerService(brand.merchantCode, profile.serviceKey ?? randomKey()),
    analyticsId: profile.analyticsId ?? null,
    imageCdns: [],
    launchCdns: [],
    domains: profile.domains ?? [...LOCAL_DOMAINS],
    settings: { ...baseSettings, ...profile.settings },
    createdAt: now,
  };
}

/** The seed's brands (the demo accounts belong to these codes), as their brand.json files name them. */
export const SEED_BRANDS: readonly BrandIdentity[] = [
  { id: 'default', name: 'Croupier', merchantCode: 'CRP001' },
  { id: 'jade', name: 'Jade Arena', merchantCode: 'JADE01' },
];

export function seedMerchants(now: Date): (typeof merchants.$inferInsert)[] {
  return SEED_BRANDS.map((brand) => merchantRow(brand, now));
}
