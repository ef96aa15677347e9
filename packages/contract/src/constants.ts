/** Business constants and limits of SPEC §9 (and the few facts of §2-§4 the code needs), plus the two §9 helpers. */

// ---- loading --------------------------------------------------------------------------------------------------
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CHUNK_LOAD_RETRIES = 1;
/** Default request time-out (conventions: 20 s). */
export const REQUEST_TIMEOUT_MS = 20_000;

// ---- languages ------------------------------------------------------------------------------------------------
export const DEFAULT_LANGUAGE = 'JA';
export const INTERFACE_LANGUAGES = ['JA', 'EN', 'CN'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
/** Language codes seen in deployed sites (conventions, 29 codes). */
export const LANGUAGE_CODES = [
  'AR', 'BN', 'CN', 'EN', 'ES', 'FA', 'FR', 'HI', 'ID', 'JA', 'KK', 'KM', 'KO', 'LO', 'MS',
  'MY', 'NE', 'PT', 'PT-BR', 'RU', 'TA', 'TH', 'TR', 'TW', 'TY', 'UR', 'UR-LA', 'UZ', 'VI',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

// ---- storage --------------------------------------------------------------------------------------------------
/** Session storage keys (SPEC §3). */
export const SESSION_STORAGE_KEYS = {
  token: 'token',
  isAgent: 'isAgent',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  account: 'account',
  customerId: 'customerId',
  memberLabel: 'memberLabel',
  currentVassalage: 'current_vassalage',
} as const;
/** Session storage keys that survive logout (SPEC §4: session storage is cleared, merchant kept). */
export const SESSION_KEYS_KEPT_ON_LOGOUT = [SESSION_STORAGE_KEYS.merchant] as const;
/** Local storage keys: the chosen language (conventions: `hisLang`) and the language history. */
export const LOCAL_STORAGE_KEYS = {
  language: 'hisLang',
  languageHistory: 'hisLangHistory',
} as const;

// ---- HTTP -----------------------------------------------------------------------------------------------------
/** Header names of every call (conventions). */
export const HEADERS = {
  merchant: 'Merchant',
  device: 'Device',
  language: 'Language',
  authorization: 'Authorization',
  gatewayVersion: 'X-Gateway-Version',
  encryption: 'Encryption',
} as const;
export const DEVICE_HEADER_VALUE = 'web';
export const GATEWAY_VERSION = 3;
/** Platform code sent by free play and in notice queries. */
export const PLATFORM_CODE = 'W';

// ---- layout ---------------------------------------------------------------------------------------------------
export const MODAL_DEFAULT_SIZE = { width: 600, height: 300 } as const;
export const DIALOG_WIDTH = 400;
export const LICENCE_SEAL_SIZE = { width: 150, height: 60 } as const;
export const LIVE_CATEGORY_SLIDER_SPACING = 20;

// ---- SMS, captcha, throttles ----------------------------------------------------------------------------------
/** Countdown with third-party phone authentication: 1 minute. */
export const SMS_THIRD_PARTY_COUNTDOWN_S = 60;
/** Registration countdown when the server gives no expiry. */
export const SMS_REGISTER_DEFAULT_COUNTDOWN_S = 60;
/** Login form: SMS request at most once per second. */
export const SMS_REQUEST_THROTTLE_MS = 1000;
/** Captcha refresh click at most once per second. */
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
/** Too-many-requests lockout (also the phone-authentication "try again after 5 minutes"). */
export const TOO_MANY_REQUESTS_LOCKOUT_MS = 5 * 60_000;

/**
 * Seconds of the SMS send-button countdown (SPEC §4): 60 with third-party phone authentication, else the server
 * expiry in minutes times 60, else 60 (the registration default).
 */
export function smsCountdownSeconds(options: { expiredMinutes?: number | null; thirdPartyPhoneAuth?: boolean }): number {
  if (options.thirdPartyPhoneAuth) return SMS_THIRD_PARTY_COUNTDOWN_S;
  const minutes = options.expiredMinutes;
  if (typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0) return Math.round(minutes * 60);
  return SMS_REGISTER_DEFAULT_COUNTDOWN_S;
}

// ---- UI timings -----------------------------------------------------------------------------------------------
export const REMEMBER_ME_DAYS = 1;
export const REMEMBER_ME_MS = REMEMBER_ME_DAYS * 24 * 60 * 60_000;
export const COUNTRY_DROPDOWN_CLOSE_DELAY_MS = 200;
export const INFINITE_SCROLL_THROTTLE_MS = 200;
export const LAZY_IMAGE_THRESHOLD = 0.1;

// ---- lists ----------------------------------------------------------------------------------------------------
/** Header drop menu: 21 games first, 18 on page change. */
export const HEADER_GAME_PAGE_SIZE_FIRST = 21;
export const HEADER_GAME_PAGE_SIZE_NEXT = 18;
export const GAME_LIST_DEFAULT_PAGE_SIZE = 24;
export const GAME_LIST_DEFAULT_PAGE_NO = 1;
export const POPULAR_LOTTERY_COUNT = 20;
export const VIETNAM_NUMBERS_COUNT = 100;
export const NOTICES_PER_PAGE = 9;
/** Winner board query `limitNum` (conventions). */
export const WINNER_BOARD_LIMIT = 100;

// ---- games ----------------------------------------------------------------------------------------------------
export const DEFAULT_CLIENT_TYPE = 3;
export const LOTTERY_TYPE = 'SEA';
export const HOT_GAME_PLATFORMS = ['flash', 'html5-desktop'] as const;
/** Fixed parts of the launch request (SPEC §3). */
export const LAUNCH_DEFAULTS = {
  accountType: 1,
  confirmTrans: 0,
  launchMode: 'GLS',
  platform: 'html5-desktop',
  clientType: DEFAULT_CLIENT_TYPE,
} as const;
export const GAME_CATEGORIES = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const LOTTERY_PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];
/** `isGame` value that opens a popup game list instead of launching. */
export const VASSALAGE_GAME_MARKER = 'VASSALAGE';
/** Games with this supportPlay value may be played in trial mode. */
export const TRIAL_PLAYABLE_SUPPORT_PLAY = 0;

/** Lottery route by accountTypeName (SPEC §2); `null` means the third-party launch. */
export function lotteryRouteFor(accountTypeName: string | null | undefined): '/seaLottery' | '/vnlottery' | '/lottery' | null {
  switch (accountTypeName) {
    case 'TCG_SEA':
      return '/seaLottery';
    case 'TCG_LOTTO_VN':
      return '/vnlottery';
    case 'LOTT':
    case 'ELOTT':
      return '/lottery';
    default:
      return null;
  }
}

/** Live categories (SPEC §3), in display order. */
export const LIVE_CATEGORIES = [
  { code: 'BAC', name: 'Baccarat' },
  { code: 'SIC', name: 'Sicbo' },
  { code: 'ROU', name: 'Roulette' },
  { code: 'DAT', name: 'Dragon Tiger' },
  { code: 'BJ', name: 'Blackjack' },
  { code: 'HE', name: "Hold'Em" },
  { code: 'MT', name: 'Mahjong Tiles' },
  { code: 'TCP', name: 'Card-Poker' },
  { code: 'WZPJ', name: 'Wenzhou Pai Gow' },
  { code: 'SD', name: 'Se Die' },
  { code: 'FT', name: 'Fan Tan' },
  { code: 'NN', name: 'NiuNiu' },
  { code: 'YSX', name: 'Yu Sia Xie' },
  { code: 'ZJH', name: 'ZJH' },
  { code: 'MJ', name: 'Mahjong' },
] as const;
export type LiveCategoryCode = (typeof LIVE_CATEGORIES)[number]['code'];

// ---- points ---------------------------------------------------------------------------------------------------
/** Points earned per unit of valid bet, by category (SPEC §9). */
export const CATEGORY_POINT_RATES = {
  LIVE: 0.7,
  SPORTS: 1.0,
  FISH: 1.2,
  RNG: 1.2,
  PVP: 1.0,
} as const;
/** Points never expire. */
export const POINTS_EXPIRE = false;
export const POINT_SOURCES = ['live', 'lottery', 'pvp', 'slots', 'sports', 'deposit', 'redeem'] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

// ---- uploads and text limits ----------------------------------------------------------------------------------
export const UPLOAD_LIMITS = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg'],
  extensions: ['png', 'jpg'],
} as const;
export const COMMENT_MAX_LENGTH = 140;

// ---- agents and contracts -------------------------------------------------------------------------------------
export const REAL_TIME_SALARY_INTERVAL_MS = 5 * 60_000;

// ---- accounts -------------------------------------------------------------------------------------------------
export const MINIMUM_AGE = 18;
export const ACCOUNT_TYPE_TRIAL = 4;
/** A plain member (registration's type). */
export const ACCOUNT_TYPE_MEMBER = 0;
/** Account types that may open the agent centre. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
/** The header's agent type list. */
export const HEADER_AGENT_TYPES = [1, 2, 4, 41, 42] as const;

export function isTrialAccount(type: number | null | undefined): boolean {
  return type === ACCOUNT_TYPE_TRIAL;
}
export function isAgentAccount(type: number | null | undefined): boolean {
  return typeof type === 'number' && (AGENT_TYPES as readonly number[]).includes(type);
}
/**
 * The account types the platform issues to members: plain members, agents and trial accounts. An account of any
 * other type is no member and cannot log in (SPEC §6: 'non-member cannot log in').
 */
export const MEMBER_ACCOUNT_TYPES = [ACCOUNT_TYPE_MEMBER, ...AGENT_TYPES, ACCOUNT_TYPE_TRIAL] as const;
export function isMemberAccount(type: number | null | undefined): boolean {
  return typeof type === 'number' && (MEMBER_ACCOUNT_TYPES as readonly number[]).includes(type);
}
/** Any logged-in account other than a trial one may open the member centre. */
export function canOpenMemberCentre(loggedIn: boolean, type: number | null | undefined): boolean {
  return loggedIn && !isTrialAccount(type);
}
/** VIP ranks above this use the VIP chat instead of live chat. */
export const VIP_CHAT_RANK_ABOVE = 4;

// ---- money and rewards ----------------------------------------------------------------------------------------
export const DEFAULT_CURRENCY_SYMBOL = 'P';
export const BALANCE_HIDDEN_MASK = '***';
/** Zalo reward "up to 131K". */
export const ZALO_REWARD_MAX = 131_000;
export const ZALO_REWARD_LABEL = '131K';
export const REGISTRATION_PLACEHOLDER_AMOUNT = '1000VND';

// ---- dates ----------------------------------------------------------------------------------------------------
/** Date presets: previous or next 7 or 30 days (negative = in the past). */
export const DATE_PRESETS = [
  { key: 'last7Days', days: -7 },
  { key: 'last30Days', days: -30 },
  { key: 'next7Days', days: 7 },
  { key: 'next30Days', days: 30 },
] as const;
export const NOTICE_DATE_FORMAT = 'yyyy-MM-dd hh:mm:ss';

// ---- notices and announcements --------------------------------------------------------------------------------
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const DEFAULT_EXECUTION_TYPE = 'B';
export const ANNOUNCEMENT_GROUPS = ['noticePlayer', 'banners', 'popup', 'promotion'] as const;
/** The notices query of the conventions. */
export const NOTICE_QUERY = { types: 'B,PL,PU,PR', platform: PLATFORM_CODE, execution: DEFAULT_EXECUTION_TYPE } as const;

// ---- statuses -------------------------------------------------------------------------------------------------
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;
export type SystemStatusValue = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];
export const ACTIVITY_STATUSES = [
  'join', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'inProcess', 'joined', 'comingSoon',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const POINTS_EXCHANGE_STATUSES = ['applying', 'rejected', 'approved'] as const;
export type PointsExchangeStatus = (typeof POINTS_EXCHANGE_STATUSES)[number];
export const WITHDRAWAL_CONFIRMATIONS = ['received', 'partiallyReceived', 'notReceived'] as const;

// ---- routes and centres ---------------------------------------------------------------------------------------
/** Routes the loginedToHomePage guard lets through without a token. */
/** SPEC §9: a fixed default password is weak; logging in with it forces a change (not after SMS login). */
export const WEAK_DEFAULT_PASSWORD = 'a123456';

export const GUARD_PUBLIC_ROUTES = ['/login', '/register', '/register.html', '/helpmc', '/download'] as const;
export const IN_GAME_ROUTES = ['/seamless', '/lottert', '/vnlottery', '/sealottery'] as const;
export const MEMBER_CENTRE_DEFAULT_PAGE = 'securityCenter';
export const AGENT_CENTRE_DEFAULT_PAGE = 'agentTeamOverview';

// ---- helpers --------------------------------------------------------------------------------------------------
export type TemplateArg = string | number | boolean | null | undefined;

/** Fills numbered placeholders: `fillTemplate('{0} of {1}', 1, 5)` is `'1 of 5'`. Missing arguments leave the placeholder. */
export function fillTemplate(template: string, ...args: readonly TemplateArg[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const arg = args[Number(index)];
    return arg === undefined || arg === null ? whole : String(arg);
  });
}

/** A number as an exact decimal string without exponent, or null when it is not a finite number. */
function toPlainDecimal(input: number | string): { negative: boolean; int: string; frac: string } | null {
  let text: string;
  let negative: boolean;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    negative = input < 0;
    text = String(Math.abs(input)); // shortest round-trip form, so 1.005 is "1.005"
  } else {
    const trimmed = input.trim();
    negative = trimmed.startsWith('-');
    text = trimmed.replace(/^[+-]/, '');
  }
  const m = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return null;
  const digits = `${m[1] ?? ''}${m[2] ?? ''}`;
  const point = (m[1] ?? '').length + Number(m[3] ?? 0);
  if (point <= 0) return { negative, int: '0', frac: '0'.repeat(-point) + digits };
  if (point >= digits.length) return { negative, int: digits + '0'.repeat(point - digits.length), frac: '' };
  return { negative, int: digits.slice(0, point), frac: digits.slice(point) };
}

/**
 * Two decimals with comma thousands separators: `formatMoney(1234567.891)` is `'1,234,567.89'`.
 * Rounds half away from zero on the second decimal of the value as written (1.005 -> 1.01, -1.005 -> -1.01).
 * Accepts numeric strings too (exact, for int8/decimal values). Anything that is not a finite number gives '0.00'.
 */
export function formatMoney(input: number | string | null | undefined): string {
  if (input === null || input === undefined) return '0.00';
  const plain = toPlainDecimal(input);
  if (!plain) return '0.00';
  const frac = plain.frac.padEnd(3, '0');
  let cents = BigInt(plain.int + frac.slice(0, 2));
  if ((frac.charCodeAt(2) - 48) >= 5) cents += 1n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `${plain.negative && cents !== 0n ? '-' : ''}${whole}.${rest}`;
}
