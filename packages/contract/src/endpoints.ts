/**
 * The endpoint registry: every call of SPEC §7, with the paths, modules (feature codes) and sealing of
 * reference/PLATFORM-CONVENTIONS.md. `request`/`response` are zod schemas of the request (query for GET/DELETE,
 * body otherwise) and of the envelope's `value` (wrap with `envelope()`); `errorValue` is the `value` of a failure.
 * Entries marked `invented: true` have a path the conventions do not give, made up in the same style.
 */
import { z } from 'zod';
import type { FeatureCode } from './features';
import * as account from './schemas/account';
import * as game from './schemas/game';
import * as member from './schemas/member';
import * as session from './schemas/session';
import * as system from './schemas/system';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointSpec {
  readonly method: HttpMethod;
  /** Default path (module prefix then path); brands may override it, see `resolvePath`. */
  readonly path: string;
  /** Module identifier (feature code). Calls the conventions give no module for use COMM3 or their family's code. */
  readonly modId: FeatureCode;
  /** Needs the session token (`Authorization` header). */
  readonly token: boolean;
  /** Sealed: the body is sent as `{ value: <ciphertext> }` with an `Encryption` header. */
  readonly encrypt: boolean;
  /** Whether the shared HTTP layer may show an error alert for this call. */
  readonly alert: boolean;
  /** Body sent as application/x-www-form-urlencoded. */
  readonly form?: boolean;
  /** A background call of the conventions' polling list: never alerts. */
  readonly polling?: boolean;
  /** The conventions give no path for it; this one is made up in their style. */
  readonly invented?: boolean;
  readonly request?: z.ZodType;
  readonly response?: z.ZodType;
  readonly errorValue?: z.ZodType;
  readonly description: string;
}

export interface Endpoint extends EndpointSpec {
  readonly key: string;
}

const relay = (name: string) => `/wps/relay/${name}` as const;

function defineEndpoints<const T extends Record<string, EndpointSpec>>(defs: T): { readonly [K in keyof T]: T[K] & { readonly key: K } } {
  return Object.fromEntries(Object.entries(defs).map(([key, def]) => [key, Object.freeze({ key, ...def })])) as {
    readonly [K in keyof T]: T[K] & { readonly key: K };
  };
}

/** Free defaults for the common case; spread into an entry. */
const get = { method: 'GET', token: false, encrypt: false, alert: true } as const;
const getT = { method: 'GET', token: true, encrypt: false, alert: true } as const;
const post = { method: 'POST', token: false, encrypt: false, alert: true } as const;
const postT = { method: 'POST', token: true, encrypt: false, alert: true } as const;
const poll = { alert: false, polling: true } as const;

export const endpoints = defineEndpoints({
  // ---- session -------------------------------------------------------------------------------------------------
  login: {
    ...post, path: '/wps/session/login', modId: 'COMM3', encrypt: true,
    request: session.loginRequestSchema, response: session.loginResponseSchema, errorValue: session.loginFailureValueSchema,
    description: 'Log in by username and password, or by mobile number and SMS code (type sms).',
  },
  loginV2: {
    ...post, path: '/wps/v2/session/login', modId: 'COMM3', encrypt: true, invented: true,
    request: session.loginRequestSchema, response: session.loginResponseSchema, errorValue: session.loginFailureValueSchema,
    description: 'Login, version 2 (same payload; used with third-party phone authentication).',
  },
  loginVerification: {
    ...post, path: '/wps/session/login/verification', modId: 'LOGINIPVERF3', encrypt: true,
    request: session.loginVerificationRequestSchema, response: session.loginVerificationResponseSchema,
    description: 'Two-factor step of a login from an unrecorded IP: SMS code and phone, e-mail code, Google Authenticator code or bank real name.',
  },
  logout: {
    method: 'DELETE', path: '/wps/session/logout', modId: 'COMM3', token: true, encrypt: false, alert: false,
    response: session.logoutResponseSchema,
    description: 'Log out (the session is cleared locally whatever the answer).',
  },
  freePlayLogin: {
    ...post, path: '/wps/session/login/freeplay', modId: 'FREEPLAY3',
    request: session.freePlayLoginRequestSchema, response: session.freePlayLoginResponseSchema,
    description: 'Free trial login; headers os and platform W, an encrypted random string, gateway version 3.',
  },
  captcha: {
    ...get, path: '/wps/captcha', modId: 'CAPTCHA3', response: session.captchaResponseSchema,
    description: 'Captcha image: value is a base64 PNG (or { image, captchaId }).',
  },
  sliderChallenge: {
    ...get, path: '/wps/verification/slider/challenge', modId: 'VERIFICATION3', invented: true,
    response: session.sliderChallengeResponseSchema,
    description: 'Slider verification challenge (development implementation of the third-party slider).',
  },
  sliderCheck: {
    ...post, path: '/wps/verification/slider/check', modId: 'VERIFICATION3', invented: true,
    request: session.sliderCheckRequestSchema, response: session.sliderCheckResponseSchema,
    description: 'Slider verification check; success gives the slider result sent with login, register and SMS.',
  },
  loginSmsCode: {
    ...post, path: '/wps/verification/sms/noLogin', modId: 'VERIFICATION3',
    request: session.loginSmsCodeRequestSchema, response: session.smsCodeResponseSchema,
    description: 'SMS code without login (mobile login); answer value.expiredMinutes.',
  },
  registerSmsCode: {
    ...post, path: '/wps/verification/sms/register', modId: 'REGMOBVERF3',
    request: session.registerSmsCodeRequestSchema, response: session.registerSmsCodeResponseSchema,
    description: 'Registration SMS code, mobile variant.',
  },
  registerSmsCodeByUsername: {
    ...post, path: '/wps/verification/sms/register/username', modId: 'REGMOBVERF3', invented: true,
    request: session.registerSmsCodeByUsernameRequestSchema, response: session.registerSmsCodeResponseSchema,
    description: 'Registration SMS code, username variant.',
  },

  // ---- account -------------------------------------------------------------------------------------------------
  register: {
    method: 'PUT', path: '/wps/member/register', modId: 'REG3', token: false, encrypt: true, alert: true,
    request: account.registerRequestSchema, response: account.registerResponseSchema,
    description: 'Register by username.',
  },
  registerByMobile: {
    method: 'PUT', path: '/wps/member/register/mobile', modId: 'MOBILENUMREG3', token: false, encrypt: true, alert: true,
    request: account.registerByMobileRequestSchema, response: account.registerResponseSchema,
    description: 'Register by mobile number.',
  },
  registerValidation: {
    ...get, path: '/wps/system/setting/register', modId: 'REG3', response: system.registerValidationSchema,
    description: 'Registration validation config per field (system register settings).',
  },
  affiliateCheck: {
    ...get, ...poll, path: '/wps/agent/affiliate', modId: 'AFFMAN3',
    request: account.affiliateCheckRequestSchema, response: account.affiliateCheckResponseSchema,
    description: 'Check an affiliate (invitation) code before registering.',
  },
  agentAffiliate: {
    ...getT, path: '/wps/agent/affiliate/info', modId: 'AFFMAN3', invented: true,
    description: "The agent's own affiliate information (codes and links).",
  },
  changePassword: {
    ...postT, path: '/wps/member/password', modId: 'PASS3', encrypt: true,
    request: account.changePasswordRequestSchema, response: account.changePasswordResponseSchema,
    description: 'Change password.',
  },
  forgotPasswordByEmail: {
    ...post, path: '/wps/member/password/email', modId: 'COMM3', form: true,
    request: account.forgotPasswordByEmailRequestSchema, response: account.forgotPasswordByEmailResponseSchema,
    description: 'Forgot password by e-mail (form-urlencoded).',
  },
  passwordResetSmsCode: {
    ...post, path: '/wps/member/password/sms', modId: 'PWRESETSMS3',
    request: account.passwordResetSmsCodeRequestSchema, response: session.smsCodeResponseSchema,
    description: 'SMS code for setting a password by phone.',
  },
  setPasswordByPhone: {
    ...post, path: '/wps/member/password/verification', modId: 'CHNGPASSVERIF3', encrypt: true,
    request: account.setPasswordByPhoneRequestSchema, response: account.setPasswordByPhoneResponseSchema,
    description: 'Set a new password with a mobile number and SMS code.',
  },
  securityConfig: {
    ...getT, path: '/wps/v2/member/securityConfig', modId: 'COMM3', response: account.securityConfigResponseSchema,
    description: 'Security centre configuration of the member.',
  },
  languageUpdate: {
    method: 'PUT', path: '/wps/member/language', modId: 'COMM3', token: false, encrypt: false, ...poll,
    request: system.languageUpdateRequestSchema, response: system.languageUpdateResponseSchema,
    description: 'Language update on language switch.',
  },

  // ---- member ----------------------------------------------------------------------------------------------------
  memberInfo: {
    ...getT, path: '/wps/member/info', modId: 'COMM3', response: member.memberInfoResponseSchema,
    description: 'Member info.',
  },
  memberInfoIcon: {
    ...getT, path: '/wps/member/info/icon', modId: 'PROFPIC3', response: member.memberInfoIconResponseSchema,
    description: 'Member info icon (profile picture).',
  },
  avatar: {
    ...getT, ...poll, path: relay('MCSFE_getPlayerAvatar'), modId: 'PROFPIC3', response: member.avatarResponseSchema,
    description: 'Player avatar via relay.',
  },
  fundsConsolidated: {
    ...getT, path: '/wps/member/info/funds/consolidated', modId: 'COMM3',
    description: 'Consolidated member funds.',
  },
  paymentConfirmationList: {
    ...getT, ...poll, path: relay('MCSFE_getPaymentConfirmationList'), modId: 'WITHDRAW',
    description: 'Withdrawal receipt confirmations pending.',
  },
  processC2CTransaction: {
    ...postT, path: relay('MCSFE_processC2CTransaction'), modId: 'WITHDRAW',
    description: 'Confirm a withdrawal receipt: received in full, partially or not received (with proof).',
  },
  rebateSettings: {
    ...getT, ...poll, path: relay('MCSFE_getCustomerRebateSettingByProductType'), modId: 'MANPLAYREB3',
    description: 'Cashback (manual rebate) settings by product type.',
  },
  playerRankProgress: {
    ...getT, path: relay('MCSFE_getPlayerRankProgress'), modId: 'COMM3',
    description: 'Player rank (VIP) progress.',
  },
  unreadMessageCount: {
    ...getT, ...poll, path: relay('CSP_unreadCount'), modId: 'INBOX3',
    description: 'Unread message count.',
  },
  inbox: {
    ...getT, path: relay('CSP_getInbox'), modId: 'INBOX3',
    description: 'Inbox (platform messages).',
  },
  chatUnreadCount: {
    ...getT, ...poll, path: relay('CBS_unreadCount'), modId: 'COMM3',
    description: 'Chat room unread count.',
  },
  chatLaunch: {
    ...postT, path: relay('CBS_launchChat'), modId: 'COMM3',
    description: 'Open the chat room.',
  },
  chatGroupPermission: {
    ...getT, path: relay('CBS_groupPermission'), modId: 'COMM3',
    description: 'Chat group permission.',
  },

  // ---- wallet ------------------------------------------------------------------------------------------------------
  walletBalance: {
    ...getT, path: '/wps/v2/wallets/balance', modId: 'COMM3', response: member.walletBalanceResponseSchema,
    description: 'Wallet balance (sumBalance).',
  },
  merchantWallet: {
    ...get, ...poll, path: relay('GCS_merchantWallet'), modId: 'COMM3', response: member.merchantWalletResponseSchema,
    description: 'Merchant wallet mode (isSingle).',
  },
  walletTransfer: {
    ...postT, path: '/wps/v2/wallets/transfer', modId: 'COMM3', invented: true, request: member.walletTransferRequestSchema,
    response: member.walletTransferResponseSchema,
    description: 'Transfer between the main wallet and a vendor wallet.',
  },

  // ---- system --------------------------------------------------------------------------------------------------------
  systemStatus: {
    ...get, path: '/wps/system/status', modId: 'COMM3',
    request: system.systemStatusRequestSchema, response: system.systemStatusResponseSchema,
    description: 'Permission / system status: the site-wide configuration (current host as a parameter).',
  },
  location: {
    ...get, path: '/wps/system/location', modId: 'COMM3', response: system.locationSchema,
    description: "The visitor's IP and country.",
  },
  whitelabelMenu: {
    ...get, path: '/wps/system/whitelabel', modId: 'COMM3', response: system.whitelabelMenuResponseSchema,
    description: 'Whitelabel system menu.',
  },
  domainRoutes: {
    ...get, path: '/wps/system/domainRoute', modId: 'COMM3', response: system.domainRoutesResponseSchema,
    description: 'Routers / domain list.',
  },
  consolidatedSettings: {
    ...get, path: '/wps/system/settings/consolidated', modId: 'AGENTPOLICY3',
    description: 'Consolidated settings: agent contract policy (daily salary, hour salary, real-time salary, dividend types).',
  },
  templates: {
    ...get, path: '/wps/system/templates', modId: 'COMM3',
    request: system.templatesRequestSchema, response: system.templatesResponseSchema,
    description: 'Content templates.',
  },
  helpCenter: {
    ...get, path: '/wps/system/helpCenter', modId: 'COMM3',
    request: system.helpCenterRequestSchema, response: system.helpCenterResponseSchema,
    description: 'Help centre content.',
  },
  countryList: {
    ...get, path: '/wps/system/country', modId: 'COMM3', response: system.countryListResponseSchema,
    description: 'Country list with dialing codes.',
  },
  feedback: {
    method: 'PUT', path: '/wps/feedback', modId: 'FEEDBACK3', token: true, encrypt: false, alert: true,
    request: system.feedbackRequestSchema, response: system.feedbackResponseSchema,
    description: 'Send feedback.',
  },
  customerServiceLink: {
    ...get, path: relay('WPSCORE_getCustomerServiceScript'), modId: 'COMM3', response: system.customerServiceLinkResponseSchema,
    description: 'Online customer service link (type 3 entries are obfuscated and decoded locally).',
  },

  // ---- games ---------------------------------------------------------------------------------------------------------
  gameVendors: {
    ...get, path: relay('GCSGAME_gameVendor'), modId: 'GAMELO3',
    request: game.gameVendorsRequestSchema, response: game.gameVendorsResponseSchema,
    description: 'Game vendors by category.',
  },
  gameMenus: {
    ...get, path: relay('GCSGAME_getGameMatchV2'), modId: 'GAMELO3',
    request: game.gameMenusRequestSchema, response: game.gameMenusResponseSchema,
    description: 'Game menus (game types matched to vendors).',
  },
  gameList: {
    ...get, path: relay('GCSGAME_gameList'), modId: 'GAMELO3',
    request: game.gameListRequestSchema, response: game.gameListResponseSchema, errorValue: game.vendorMaintenanceValueSchema,
    description: 'Game list.',
  },
  hotGames: {
    ...get, path: relay('GCSGAME_hotGamesV2'), modId: 'GAMELOHOT3',
    request: game.hotGamesRequestSchema, response: game.hotGamesResponseSchema,
    description: 'Hot games.',
  },
  popularGames: {
    ...get, path: relay('GCSGAME_popularGames'), modId: 'GAMELOHOT3', invented: true,
    request: game.popularGamesRequestSchema, response: game.popularGamesResponseSchema,
    description: 'Popular games (also offered when a game is under maintenance).',
  },
  vassGameType: {
    ...get, path: relay('GLS2_getVassGameType'), modId: 'GAMELO3',
    request: game.vassGameTypeRequestSchema, response: game.vassGameTypeResponseSchema,
    description: 'Game types of a vassalage (vendor).',
  },
  pvpRoomList: {
    ...get, path: relay('GLS2_roomList'), modId: 'GAMELO3',
    request: game.pvpRoomListRequestSchema, response: game.pvpRoomListResponseSchema,
    description: 'PVP room list.',
  },
  pvpLaunch: {
    ...postT, path: relay('GLS2_roomLaunch'), modId: 'GAMELO3', invented: true,
    request: game.pvpLaunchRequestSchema, response: game.launchGameResponseSchema, errorValue: game.vendorMaintenanceValueSchema,
    description: 'Launch a PVP room.',
  },
  recentGames: {
    ...getT, path: relay('GCS_recentGame'), modId: 'GAMELOREC3',
    request: game.recentGamesRequestSchema, response: game.recentGamesResponseSchema,
    description: 'Recently played games.',
  },
  favouriteList: {
    ...getT, path: relay('MCSFE_getFavoriteGamesList'), modId: 'COMM3',
    request: game.favouriteListRequestSchema, response: game.favouriteListResponseSchema,
    description: 'Favourite games list.',
  },
  favouriteAdd: {
    ...postT, path: relay('MCSFE_addFavoriteGameV2'), modId: 'COMM3',
    request: game.favouriteChangeRequestSchema, response: game.favouriteChangeResponseSchema,
    description: 'Add a favourite game.',
  },
  favouriteRemove: {
    ...postT, path: relay('MCSFE_removeFavoriteGameV2'), modId: 'COMM3',
    request: game.favouriteChangeRequestSchema, response: game.favouriteChangeResponseSchema,
    description: 'Remove a favourite game.',
  },
  gameAnnouncements: {
    ...get, path: relay('GCSGAME_getGameAnnouncements'), modId: 'GAMELO3', invented: true,
    description: 'Game announcements and promotions shown in the lobby.',
  },
  launchGame: {
    ...getT, path: '/wps/game/launchGame', modId: 'GAMELO3',
    request: game.launchGameRequestSchema, response: game.launchGameResponseSchema, errorValue: game.vendorMaintenanceValueSchema,
    description: 'Launch address (Language header); answer game_url or game_url2.',
  },
  trialLaunch: {
    ...get, path: relay('GCS_gameTrialLaunch'), modId: 'GAMELO3',
    request: game.trialLaunchRequestSchema, response: game.trialLaunchResponseSchema, errorValue: game.vendorMaintenanceValueSchema,
    description: 'Trial (demo) launch, no token.',
  },

  // ---- notices, promotions, rewards --------------------------------------------------------------------------------
  notices: {
    ...get, path: relay('MCSFE_getListAnnouncements'), modId: 'COMM3',
    request: system.noticesRequestSchema, response: system.noticesResponseSchema,
    description: 'Notices / announcements (types B,PL,PU,PR, platform W, execution B).',
  },
  availablePromotions: {
    ...getT, ...poll, path: relay('MCSFE_getAvailablePromotions'), modId: 'REWCEN3',
    description: 'Promotions available to the member.',
  },
  merchantAvailablePromotions: {
    ...get, ...poll, path: relay('MCSFE_getMerchantAvailablePromotions'), modId: 'REWCEN3',
    description: 'Promotions available on the merchant.',
  },
  promotionClaimList: {
    ...getT, ...poll, path: relay('MCS2_getPromotionClaimList'), modId: 'REWCEN3',
    description: 'Promotion claim list.',
  },
  promotionAnnouncementCategories: {
    ...get, path: relay('PROMOFE_getPromotionAnnouncementCategory'), modId: 'REWCEN3',
    description: 'Promotion announcement categories (promotion type filters).',
  },
  raffleClaim: {
    ...postT, path: relay('MCSFE_claimRafflePromotion'), modId: 'REWCEN3',
    description: 'Claim a raffle promotion.',
  },
  raffleStatus: {
    ...getT, ...poll, path: relay('MCSFE_getRafflePromotionStatus'), modId: 'REWCEN3',
    description: 'Raffle promotion status.',
  },
  signUpRequestReward: {
    ...postT, path: relay('MCSFE_signUpRequestReward'), modId: 'REWCEN3',
    description: 'Sign up for / request an activity reward.',
  },
  winnerBoard: {
    ...get, path: relay('ODSFE2_getWinnerBoard'), modId: 'COMM3',
    request: game.winnerBoardRequestSchema, response: game.winnerBoardResponseSchema,
    description: 'Winner board / winner rank list (gameCategory, limitNum 100): recent wins, accounts masked.',
  },
  jackpot: {
    ...get, ...poll, path: relay('VIS_getJackpot'), modId: 'COMM3',
    description: 'Jackpot amount.',
  },
  missionSummary: {
    ...getT, path: relay('MCSFE_getMissionSummary'), modId: 'REWCEN3', invented: true,
    description: 'Mission activity summary (mission count badge).',
  },
  missionLeaderboard: {
    ...getT, path: relay('MCSFE_getMissionLeaderboard'), modId: 'REWCEN3', invented: true,
    description: 'Mission leaderboard.',
  },

  // ---- points (PTSYS3) -----------------------------------------------------------------------------------------------
  pointBalance: {
    ...getT, path: relay('MCSFE_getPointBalance'), modId: 'PTSYS3',
    description: 'Points balance.',
  },
  pointRewardConversionTypes: {
    ...get, path: relay('MCSFE_getPointRewardConversionType'), modId: 'PTSYS3',
    description: 'Points reward conversion types.',
  },
  pointRewards: {
    ...get, path: relay('MCSFE_getPointReward'), modId: 'PTSYS3',
    description: 'Points mall rewards.',
  },
  redeemPointReward: {
    ...postT, path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward', modId: 'PTSYS3', encrypt: true,
    description: 'Redeem a points reward (withdraw password check).',
  },
  redeemedPointList: {
    ...getT, path: relay('MCSFE_getRedeemPointList'), modId: 'PTSYS3',
    description: 'Redeemed rewards list (redeem history).',
  },
  pointConfig: {
    ...get, path: relay('MCSFE_getPointConfig'), modId: 'PTSYS3',
    description: 'Points configuration (category rates).',
  },
  memberTransactionDetail: {
    ...getT, path: relay('ODSFE2_MemTransDet'), modId: 'MEMTRANS3',
    description: 'Member transaction detail.',
  },
  convertPoints: {
    ...postT, path: '/wps/relay/passwordCheck/MCSFE_convertPoint', modId: 'PTSYS3', encrypt: true,
    description: 'Convert points to balance (withdraw password check).',
  },
  pointDetails: {
    ...getT, path: relay('MCSFE_getPointDetails'), modId: 'PTSYS3', invented: true,
    description: 'Points details: points earned and spent by source.',
  },

  // ---- agent contracts -----------------------------------------------------------------------------------------------
  dividendContract: {
    ...getT, path: relay('MCSFE_processContractDividend'), modId: 'SIGNCONDIV3',
    description: 'Dividend contract request processing.',
  },
  dailySalaryContract: {
    ...getT, path: relay('MCSFE_processDailySalaryContract'), modId: 'DAILYSALCONT3',
    description: 'Daily salary contract processing.',
  },
  hourlySalaryContract: {
    ...postT, path: relay('MCSFE_processContractHourSalary'), modId: 'HOURSAL3',
    description: 'Hourly salary contract processing.',
  },
  realTimeSalaryContract: {
    ...postT, path: relay('MCSFE_processRealTimeSalaryContract'), modId: 'RTSALARY3',
    description: 'Real-time salary contract processing.',
  },

  // ---- lottery (/lgw) ------------------------------------------------------------------------------------------------
  lotteryLobby: {
    ...get, path: '/lgw/games', modId: 'GAMELO3',
    description: 'Lottery lobby (lottery games).',
  },
  openedNumero: {
    ...get, path: '/lgw/games/opened/numero', modId: 'GAMELO3',
    description: 'Opened numero (latest draw) of lottery games.',
  },
  lotteryMenus: {
    ...get, path: '/lgw/games/game_menus', modId: 'GAMELO3',
    description: 'Lottery game menus.',
  },
  recentLottery: {
    ...get, path: '/lgw/games/game_menus/recent', modId: 'GAMELO3',
    description: 'Recent lottery games.',
  },
  popularLotteryNumbers: {
    ...get, path: '/lgw/games/popular', modId: 'GAMELO3', request: game.popularLotteryRequestSchema,
    description: 'Popular lottery numbers (count 20, or 100 for Vietnam; prizeMode Lott|ZY|Elott|SEA).',
  },
  lotteryDraw: {
    ...get, path: '/lgw/draw', modId: 'GAMELO3',
    description: 'Lottery draw results.',
  },
  lotteryDrawByCode: {
    ...get, path: '/lgw/draw/code/', modId: 'GAMELO3',
    description: 'Lottery draw by game code (the code is appended to the path).',
  },
  nearNumeros: {
    ...get, path: '/lgw/numeros/near', modId: 'GAMELO3',
    description: 'Numeros near now (current and next draw).',
  },
  vnOpenedNumeros: {
    ...get, path: '/lgw/vn/numeros/opened/game', modId: 'GAMELO3',
    description: 'Vietnam lottery numeros (opened per game).',
  },
  vnLotteryMenu: {
    ...get, path: '/lgw/vn/games/game_menu', modId: 'GAMELO3',
    description: 'Vietnam lottery menus.',
  },
  lotteryBet: {
    ...postT, path: '/lgw/orders', modId: 'GAMELO3', invented: true,
    description: 'Place lottery bets.',
  },
});

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
export type EndpointOf<K extends EndpointKey> = Endpoints[K];

/** Request type of an endpoint (unknown when it has no request schema). */
export type RequestOf<K extends EndpointKey> = Endpoints[K] extends { request: infer S extends z.ZodType } ? z.input<S> : unknown;
/** Response value type of an endpoint (unknown when it has no response schema). */
export type ResponseOf<K extends EndpointKey> = Endpoints[K] extends { response: infer S extends z.ZodType } ? z.output<S> : unknown;

export const endpointKeys = Object.keys(endpoints) as EndpointKey[];
export const endpointList: readonly Endpoint[] = Object.values(endpoints);

export function isEndpointKey(value: unknown): value is EndpointKey {
  return typeof value === 'string' && Object.hasOwn(endpoints, value);
}

/** Per-brand path overrides (brand.json `endpointOverrides`): endpoint key -> path. */
export type PathOverrides = Partial<Record<EndpointKey, string>>;

/** A path override must be an absolute path without spaces, query or fragment. */
const overridePathSchema = z.string().regex(/^\/[^\s?#]*$/, 'an absolute path such as /api/session/login');

export const pathOverridesSchema = z.partialRecord(z.enum(endpointKeys as [EndpointKey, ...EndpointKey[]]), overridePathSchema);

/** The path of an endpoint, taking a brand override when there is a valid one. */
export function resolvePath(key: EndpointKey, overrides?: PathOverrides | null): string {
  const override = overrides?.[key];
  if (typeof override === 'string' && overridePathSchema.safeParse(override).success) return override;
  return endpoints[key].path;
}
