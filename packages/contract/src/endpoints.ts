/**
 * The endpoint registry: every call of SPEC §7, with the paths, modules (feature codes) and sealing of
 * reference/PLATFORM-CONVENTIONS.md. `request`/`response` are zod schemas of the request (query for GET/DELETE,
 * body otherwise) and of the envelope's `value` (wrap with `envelope()`); `errorValue` is the `value` of a failure.
 * Entries marked `invented: true` have a path the conventions do not give, made up in the same style.
 */
import { z } from 'zod';
import type { FeatureCode } from './features';
import * as account from './schemas/account';
import * as agent from './schemas/agent';
import * as agentContracts from './schemas/agentContracts';
import * as deposit from './schemas/cashier-deposit';
import * as withdraw from './schemas/cashier-withdraw';
import * as game from './schemas/game';
import * as inbox from './schemas/inbox';
import * as chat from './schemas/chat';
import * as member from './schemas/member';
import * as promotion from './schemas/promotion';
import * as missions from './schemas/missions';
import * as rebate from './schemas/rebate';
import * as referral from './schemas/referral';
import * as security from './schemas/security';
import * as records from './schemas/records';
import * as session from './schemas/session';
import * as system from './schemas/system';
import * as vip from './schemas/vip';
import * as points from './schemas/points';
import * as engagement from './schemas/engagement';
import * as lottery from './schemas/lottery';

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
  /**
   * Body sent as multipart/form-data: `request` checks its text fields (numbers as their text), and the files travel
   * as parts named `files.field`, at most `maxCount` of at most `maxBytes` each, of the listed types (by content).
   */
  readonly multipart?: {
    readonly files: { readonly field: string; readonly maxCount: number; readonly maxBytes: number; readonly mimeTypes: readonly string[] };
  };
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
    response: agent.agentAffiliateResponseSchema,
    description: "The agent's own affiliate information (code, links per domain, registrations this month and in total, commission plan); agents only.",
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
    ...getT, path: '/wps/member/info/funds/consolidated', modId: 'COMM3', response: withdraw.fundsConsolidatedResponseSchema,
    description: 'Consolidated member funds: main wallet, vendor wallets, held by pending withdrawals, total, turnover remaining.',
  },
  paymentConfirmationList: {
    ...getT, ...poll, path: relay('MCSFE_getPaymentConfirmationList'), modId: 'WITHDRAW',
    response: withdraw.paymentConfirmationListResponseSchema,
    description: 'Withdrawals paid out and awaiting the receipt confirmation, with their deadlines and the server time.',
  },
  processC2CTransaction: {
    ...postT, path: relay('MCSFE_processC2CTransaction'), modId: 'WITHDRAW',
    multipart: { files: withdraw.WITHDRAWAL_PROOF_UPLOAD },
    request: withdraw.processC2CTransactionRequestSchema, response: withdraw.processC2CTransactionResponseSchema,
    description: 'Confirm a withdrawal receipt (multipart): received in full, partially (receivedAmount) or not received (proof images required), with a remark; before the deadline, once.',
  },
  rebateSettings: {
    ...getT, ...poll, path: relay('MCSFE_getCustomerRebateSettingByProductType'), modId: 'MANPLAYREB3',
    response: rebate.rebateSettingsResponseSchema,
    description: 'Cashback (manual rebate) by product type: the rates, and the valid bets since the last claim with what they pay now.',
  },
  rebateClaim: {
    ...postT, path: relay('MCSFE_claimManualRebate'), modId: 'MANPLAYREB3', invented: true,
    response: rebate.rebateClaimResponseSchema,
    description: 'Claim the cashback of the valid bets since the last claim (credited once as a rebate bonus).',
  },
  playerRankProgress: {
    ...getT, path: relay('MCSFE_getPlayerRankProgress'), modId: 'COMM3', response: vip.playerRankProgressResponseSchema,
    description: "Player rank (VIP): the member's level and its benefits, the period's valid bet and deposits, and the progress to the next level.",
  },
  vipLevels: {
    ...get, path: relay('MCSFE_getVipLevelList'), modId: 'COMM3', invented: true, response: vip.vipLevelsResponseSchema,
    description: 'VIP centre: every level with its thresholds (valid bet and deposits over the period) and benefits.',
  },
  unreadMessageCount: {
    ...getT, ...poll, path: relay('CSP_unreadCount'), modId: 'INBOX3', response: inbox.unreadCountResponseSchema,
    description: 'Unread message count.',
  },
  inbox: {
    ...getT, path: relay('CSP_getInbox'), modId: 'INBOX3', request: inbox.inboxRequestSchema, response: inbox.inboxResponseSchema,
    description: 'Inbox (platform messages), newest first, with the total and unread counts.',
  },
  inboxRead: {
    ...postT, path: relay('CSP_markRead'), modId: 'INBOX3', invented: true,
    request: inbox.inboxSelectionSchema, response: inbox.inboxChangeResponseSchema,
    description: 'Mark messages read (by ids, or all); answers how many changed and the unread count.',
  },
  inboxDelete: {
    ...postT, path: relay('CSP_deleteMessages'), modId: 'INBOX3', invented: true,
    request: inbox.inboxSelectionSchema, response: inbox.inboxChangeResponseSchema,
    description: 'Delete messages (by ids, or all); answers how many changed and the unread count.',
  },
  chatUnreadCount: {
    ...getT, ...poll, path: relay('CBS_unreadCount'), modId: 'COMM3', response: chat.chatUnreadCountResponseSchema,
    description: 'Chat room unread count: messages by others after the read cursor, in total and per readable group.',
  },
  chatLaunch: {
    ...postT, path: relay('CBS_launchChat'), modId: 'COMM3',
    request: chat.chatLaunchRequestSchema, response: chat.chatLaunchResponseSchema,
    description: 'Open the chat room: the readable groups with unread counts, and the latest page of the group opened.',
  },
  chatGroupPermission: {
    ...getT, path: relay('CBS_groupPermission'), modId: 'COMM3', response: chat.chatGroupPermissionResponseSchema,
    description: 'Chat group permission: which groups the member may read and post in, and why not.',
  },
  chatMessages: {
    ...getT, path: relay('CBS_getMessages'), modId: 'COMM3', invented: true, alert: false,
    request: chat.chatMessagesRequestSchema, response: chat.chatMessagesPageSchema,
    description: 'Messages of a chat group, oldest first: the latest page, those after a message id, or those before one.',
  },
  chatSend: {
    ...postT, path: relay('CBS_sendMessage'), modId: 'COMM3', invented: true,
    request: chat.chatSendRequestSchema, response: chat.chatMessageSchema,
    description: 'Send a plain-text message (1-500 characters trimmed); a retry with the same requestId and text returns the first.',
  },
  chatRead: {
    ...postT, path: relay('CBS_markRead'), modId: 'COMM3', invented: true, alert: false,
    request: chat.chatReadRequestSchema, response: chat.chatReadResponseSchema,
    description: "Move the member's read cursor in a chat group forward; answers the group's unread count.",
  },

  // ---- security centre (member centre page securityCenter, "my account") ---------------------------------------------
  memberProfile: {
    ...getT, path: '/wps/member/profile', modId: 'COMM3', invented: true, response: security.memberProfileSchema,
    description: 'The member profile (nickname, real name, masked mobile and e-mail, birthday, contacts, avatar).',
  },
  memberProfileUpdate: {
    method: 'PUT', path: '/wps/member/profile/update', modId: 'COMM3', token: true, encrypt: false, alert: true, invented: true,
    request: security.profileUpdateRequestSchema, response: security.memberProfileSchema,
    description: 'Change profile fields (only those sent); real name and birthday are set once; mobile and e-mail only by binding.',
  },
  bindMobileCode: {
    ...postT, path: '/wps/member/bind/mobile/code', modId: 'VERIFICATION3', invented: true,
    request: security.bindMobileCodeRequestSchema, response: security.bindCodeResponseSchema,
    description: 'SMS code to a new mobile number to bind, or (current: true) to the bound one, to change it.',
  },
  bindMobile: {
    ...postT, path: '/wps/member/bind/mobile', modId: 'VERIFICATION3', invented: true,
    request: security.bindMobileRequestSchema, response: security.securityOverviewSchema,
    description: 'Bind a mobile number with its code; changing a bound one also takes a code sent to the bound one.',
  },
  bindEmailCode: {
    ...postT, path: '/wps/member/bind/email/code', modId: 'COMM3', invented: true,
    request: security.bindEmailCodeRequestSchema, response: security.bindCodeResponseSchema,
    description: 'E-mail code to a new address to bind, or (current: true) to the bound one, to change it.',
  },
  bindEmail: {
    ...postT, path: '/wps/member/bind/email', modId: 'COMM3', invented: true,
    request: security.bindEmailRequestSchema, response: security.securityOverviewSchema,
    description: 'Bind an e-mail address with its code; changing a bound one also takes a code sent to the bound one.',
  },
  googleAuthStart: {
    ...postT, path: relay('MCSFE_bindGoogleAuthStart'), modId: 'BINDGA3', invented: true,
    response: security.googleAuthStartResponseSchema,
    description: 'Start binding Google Authenticator: a fresh pending secret and its otpauth:// address for the QR code.',
  },
  googleAuthConfirm: {
    ...postT, path: relay('MCSFE_bindGoogleAuthConfirm'), modId: 'BINDGA3', invented: true,
    request: security.googleAuthCodeRequestSchema, response: security.securityOverviewSchema,
    description: 'Confirm the pending Google Authenticator secret with a current 6-digit code: it becomes active.',
  },
  googleAuthUnbind: {
    ...postT, path: relay('MCSFE_unbindGoogleAuth'), modId: 'BINDGA3', invented: true,
    request: security.googleAuthCodeRequestSchema, response: security.securityOverviewSchema,
    description: 'Unbind Google Authenticator with a current 6-digit code.',
  },
  loginHistory: {
    ...getT, path: relay('MCSFE_getLoginHistory'), modId: 'COMM3', invented: true, response: security.loginHistoryResponseSchema,
    description: 'The last 20 logins, newest first: time, IP, country, method, browser, system and device type.',
  },
  securityOverview: {
    ...getT, path: '/wps/member/security', modId: 'COMM3', invented: true, response: security.securityOverviewSchema,
    description: 'What protects the account (password age, mobile, e-mail, Google Authenticator) and the level low/medium/high.',
  },

  // ---- member centre records (issue 14): periods of whole days in the merchant's time zone --------------------------
  betRecords: {
    ...getT, path: relay('ODSFE2_getBetRecords'), modId: 'COMM3', invented: true,
    request: records.betRecordsRequestSchema, response: records.betRecordsResponseSchema,
    description: 'Betting record (personalHistoryCopy): rounds of a period, newest first, by category, vendor and status, with totals of the whole period.',
  },
  betVendors: {
    ...getT, path: relay('ODSFE2_getBetVendors'), modId: 'COMM3', invented: true,
    request: records.betVendorsRequestSchema, response: records.betVendorsResponseSchema,
    description: "Vendors for the betting record's filter, by category, marked when the member has played them.",
  },
  transactionRecords: {
    ...getT, path: relay('ODSFE2_getTransactionRecords'), modId: 'COMM3', invented: true,
    request: records.transactionRecordsRequestSchema, response: records.transactionRecordsResponseSchema,
    description: "Account record (transactionHistory): every movement of the member's wallets in a period, newest first, with money in and out.",
  },
  profitReport: {
    ...getT, path: relay('ODSFE2_getProfitReport'), modId: 'COMM3', invented: true,
    request: records.profitReportRequestSchema, response: records.profitReportResponseSchema,
    description: 'Profit and loss (personalProfit): settled rounds by category, deposits, withdrawals, bonuses and the daily profit of a period.',
  },
  bonusDetails: {
    ...getT, path: relay('MCSFE_getBonusDetails'), modId: 'PLYRBT', invented: true,
    request: records.bonusDetailsRequestSchema, response: records.bonusDetailsResponseSchema,
    description: 'Bonus details (bonusDetails): bonuses credited in a period, newest first, with their turnover and totals.',
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

  // ---- cashier: payment password, payout accounts, withdrawals, transfer to the upline --------------------------------
  paymentPasswordSet: {
    ...postT, path: '/wps/member/paymentPassword', modId: 'PAYMENTPASS3', encrypt: true, invented: true,
    request: withdraw.paymentPasswordSetRequestSchema, response: withdraw.paymentPasswordResponseSchema,
    description: 'Set the first payment (withdraw) password, six digits; the login password proves the member.',
  },
  paymentPasswordChange: {
    ...postT, path: '/wps/member/paymentPassword/change', modId: 'PAYMENTPASS3', encrypt: true, invented: true,
    request: withdraw.paymentPasswordChangeRequestSchema, response: withdraw.paymentPasswordResponseSchema,
    description: 'Change the payment password (the old one counts as a try of the payment password).',
  },
  payoutAccounts: {
    ...getT, path: relay('MCSFE_getPayoutAccounts'), modId: 'WITHDRAW', invented: true,
    response: withdraw.payoutAccountsResponseSchema,
    description: "The member's payout accounts (bank cards, e-wallets, USDT addresses), numbers masked.",
  },
  payoutAccountAdd: {
    ...postT, path: relay('MCSFE_addPayoutAccount'), modId: 'WITHDRAW', invented: true,
    request: withdraw.payoutAccountAddRequestSchema, response: withdraw.payoutAccountAddResponseSchema,
    description: "Add a payout account (at most 5, no duplicates; the holder's name must be the member's real name).",
  },
  payoutAccountRemove: {
    ...postT, path: relay('MCSFE_removePayoutAccount'), modId: 'WITHDRAW', invented: true,
    request: withdraw.payoutAccountRemoveRequestSchema, response: withdraw.payoutAccountRemoveResponseSchema,
    description: 'Remove one of the member\'s payout accounts.',
  },
  withdrawalInfo: {
    ...getT, path: relay('MCSFE_getWithdrawalInfo'), modId: 'WITHDRAW', invented: true,
    response: withdraw.withdrawalInfoResponseSchema,
    description: 'What the withdrawal form needs: balance, limits, daily count, turnover, payment password state, accounts, pending withdrawals.',
  },
  withdrawalCreate: {
    ...postT, path: '/wps/relay/passwordCheck/MCSFE_createWithdrawal', modId: 'WITHDRAW', encrypt: true, invented: true,
    request: withdraw.withdrawalCreateRequestSchema, response: withdraw.withdrawalCreateResponseSchema,
    description: 'Request a withdrawal (payment password check); the amount is held from the main wallet until it is reviewed.',
  },
  withdrawalList: {
    ...getT, path: relay('MCSFE_getWithdrawalList'), modId: 'WITHDRAW', invented: true,
    request: withdraw.withdrawalListRequestSchema, response: withdraw.withdrawalListResponseSchema,
    description: "The member's withdrawals, newest first, optionally of one status.",
  },
  transferToUpline: {
    ...postT, path: '/wps/relay/passwordCheck/MCSFE_transferToUpline', modId: 'AGETRANSFERUP3', encrypt: true, invented: true,
    request: withdraw.transferToUplineRequestSchema, response: withdraw.transferToUplineResponseSchema,
    description: "Transfer from the main wallet to the upline agent's main wallet (payment password check).",
  },
  transferToDownline: {
    ...postT, path: '/wps/relay/passwordCheck/MCSFE_transferToDownline', modId: 'AGETRANSFERDOWN3', encrypt: true, invented: true,
    request: withdraw.transferToDownlineRequestSchema, response: withdraw.transferToDownlineResponseSchema,
    description: "Agents: transfer from the main wallet to the main wallet of a member of the agent's team (payment password check, turnover met).",
  },

  // ---- cashier: deposits ---------------------------------------------------------------------------------------------
  depositChannels: {
    ...getT, path: relay('MCSFE_getDepositChannels'), modId: 'DEPOSIT', invented: true,
    response: deposit.depositChannelsResponseSchema,
    description: "The merchant's enabled deposit channels (key, kind, name, limits, fee and who bears it), in display order.",
  },
  paymentMethods: {
    ...get, path: relay('MCSFE_getPaymentMethods'), modId: 'DEPOSIT', invented: true, alert: false,
    response: deposit.paymentMethodsResponseSchema,
    description: "The merchant's enabled deposit channels as the public sees them (key, kind, name), in display order: the footer's payment methods. No token; an empty list when deposits are off.",
  },
  depositCreate: {
    ...postT, path: relay('MCSFE_createDepositOrder'), modId: 'DEPOSIT', invented: true,
    request: deposit.depositCreateRequestSchema, response: deposit.depositOrderSchema,
    description: 'Create a deposit order on a channel: answers the pay URL and the payment instructions. Idempotent by requestId (a repeat answers the first order; the same requestId with another channel or amount is a conflict).',
  },
  depositOrder: {
    ...getT, path: relay('MCSFE_getDepositOrder'), modId: 'DEPOSIT', invented: true, alert: false,
    request: deposit.depositOrderRequestSchema, response: deposit.depositOrderResponseSchema,
    description: "One of the member's deposit orders and the balance (polled by the deposit page until it is paid, failed or expired).",
  },
  depositHistory: {
    ...getT, path: relay('MCSFE_getDepositHistory'), modId: 'DEPOSIT', invented: true,
    request: deposit.depositHistoryRequestSchema, response: deposit.depositHistoryResponseSchema,
    description: "The member's deposit orders, newest first, by date range (days in the member's time zone) and status.",
  },
  depositReceiptUpload: {
    ...postT, path: relay('MCSFE_uploadDepositReceipt'), modId: 'DEPUPDATEREM3', invented: true,
    multipart: { files: deposit.DEPOSIT_RECEIPT_UPLOAD },
    request: deposit.depositReceiptUploadRequestSchema, response: deposit.depositReceiptUploadResponseSchema,
    description: 'Upload receipt images of a deposit order (multipart: the field orderNo and up to 3 PNG or JPEG files of 5 MB at most, 3 per order).',
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
    ...get, path: '/wps/system/settings/consolidated', modId: 'AGENTPOLICY3', response: agentContracts.consolidatedSettingsResponseSchema,
    description: 'Consolidated settings: agent contract policy (daily salary, hour salary, real-time salary, dividend types): which are on, rate bounds, periods and default conditions.',
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
    multipart: { files: system.FEEDBACK_IMAGE_UPLOAD },
    request: system.feedbackRequestSchema, response: system.feedbackResponseSchema,
    description: 'Send feedback (multipart): a type, the content within its length bounds, and up to 3 png/jpg images of at most 5 MB.',
  },
  affiliateProgramme: {
    ...get, path: '/wps/agent/affiliate/programme', modId: 'AFFMAN3', invented: true,
    response: engagement.affiliateProgrammeResponseSchema,
    description: "Join us: the merchant's affiliate programme (commission tiers by active members, monthly settlement, the active-member deposit, contacts); public.",
  },
  agentApplication: {
    ...postT, path: '/wps/agent/application', modId: 'AFFMAN3', invented: true,
    request: engagement.agentApplicationRequestSchema, response: engagement.agentApplicationResponseSchema,
    description: 'Join us: apply to become an agent (one application waits at a time); the operator approves it into an agent.',
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
    ...get, path: relay('GCSGAME_getGameAnnouncements'), modId: 'GAMELO3', invented: true, alert: false,
    request: game.gameAnnouncementsRequestSchema, response: game.gameAnnouncementsResponseSchema,
    description: 'Game announcements and promotions shown in the lobby (a strip: a failure never alerts).',
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
    request: promotion.promotionListRequestSchema, response: promotion.promotionListResponseSchema,
    description: 'Promotions listed for the member (not ended, or ended within 7 days), newest period first, each with the member\'s activity status (SPEC §4).',
  },
  merchantAvailablePromotions: {
    ...get, ...poll, path: relay('MCSFE_getMerchantAvailablePromotions'), modId: 'REWCEN3',
    request: promotion.promotionListRequestSchema, response: promotion.promotionListResponseSchema,
    description: 'The merchant\'s promotions for a visitor (statuses as a visitor sees them; with a token, as availablePromotions).',
  },
  promotionDetail: {
    ...get, path: relay('MCSFE_getPromotionDetail'), modId: 'REWCEN3', invented: true,
    request: promotion.promotionDetailRequestSchema, response: promotion.promotionDetailResponseSchema,
    description: 'One promotion: sanitized content in the call\'s language, rules, period and, with a token, the member\'s status and entry.',
  },
  promotionJoin: {
    ...postT, path: relay('MCSFE_joinPromotion'), modId: 'REWCEN3', invented: true,
    request: promotion.promotionJoinRequestSchema, response: promotion.promotionActionResponseSchema,
    description: 'Join a deposit bonus before depositing, or claim the Zalo/WhatsApp bonus once a number is on the profile; once per member and promotion.',
  },
  promotionClaimList: {
    ...getT, ...poll, path: relay('MCS2_getPromotionClaimList'), modId: 'REWCEN3',
    request: promotion.promotionClaimListRequestSchema, response: promotion.promotionClaimListResponseSchema,
    description: 'The member\'s promotion entries (joined, applied, claimed tickets, granted bonuses), newest first.',
  },
  promotionAnnouncementCategories: {
    ...get, path: relay('PROMOFE_getPromotionAnnouncementCategory'), modId: 'REWCEN3',
    response: promotion.promotionCategoriesResponseSchema,
    description: 'Promotion announcement categories (promotion type filters), named in the call\'s language.',
  },
  raffleClaim: {
    ...postT, path: relay('MCSFE_claimRafflePromotion'), modId: 'REWCEN3',
    request: promotion.raffleClaimRequestSchema, response: promotion.promotionActionResponseSchema,
    description: 'Claim a raffle ticket during the period (one per member); drawn at the period\'s end.',
  },
  raffleStatus: {
    ...getT, ...poll, path: relay('MCSFE_getRafflePromotionStatus'), modId: 'REWCEN3',
    request: promotion.raffleStatusRequestSchema, response: promotion.raffleStatusResponseSchema,
    description: 'Raffle promotion status: the member\'s ticket, the draw and its winners.',
  },
  signUpRequestReward: {
    ...postT, path: relay('MCSFE_signUpRequestReward'), modId: 'REWCEN3',
    multipart: { files: promotion.SIGN_UP_REQUEST_UPLOAD },
    request: promotion.signUpRequestSchema, response: promotion.promotionActionResponseSchema,
    description: 'Sign up for an activity reward (multipart: promotionId, a comment of at most 140 characters, up to 3 png/jpg images of 5 MB); the operator approves or rejects.',
  },
  winnerBoard: {
    ...get, path: relay('ODSFE2_getWinnerBoard'), modId: 'COMM3',
    request: game.winnerBoardRequestSchema, response: game.winnerBoardResponseSchema,
    description: 'Winner board / winner rank list (gameCategory, limitNum 100): recent wins, accounts masked.',
  },
  jackpot: {
    ...get, ...poll, path: relay('VIS_getJackpot'), modId: 'COMM3', response: engagement.jackpotResponseSchema,
    description: "Jackpot: the pool (fed by a share of slot stakes, won in the demo slot) and the last win.",
  },
  missionSummary: {
    ...getT, path: relay('MCSFE_getMissionSummary'), modId: 'REWCEN3', invented: true,
    response: missions.missionSummaryResponseSchema,
    description: 'Mission activity summary: count (the badge: missions whose reward can be claimed), active and claimed.',
  },
  missionLeaderboard: {
    ...getT, path: relay('MCSFE_getMissionLeaderboard'), modId: 'REWCEN3', invented: true,
    request: missions.missionLeaderboardRequestSchema, response: missions.missionLeaderboardResponseSchema,
    description: "Mission leaderboard: the members' progress in a mission's current period, best first, accounts masked, with the caller's place.",
  },
  missionList: {
    ...getT, path: relay('MCSFE_getMissionList'), modId: 'REWCEN3', invented: true,
    response: missions.missionListResponseSchema,
    description: "The merchant's open missions with the member's progress in the current period and each one's status.",
  },
  missionClaim: {
    ...postT, path: relay('MCSFE_claimMissionReward'), modId: 'REWCEN3', invented: true,
    request: missions.missionClaimRequestSchema, response: missions.missionClaimResponseSchema,
    description: "Claim a completed mission's reward (once per period; credited as a mission bonus with its turnover).",
  },
  referralInfo: {
    ...getT, path: relay('MCSFE_getReferralInfo'), modId: 'REWCEN3', invented: true,
    response: referral.referralInfoResponseSchema,
    description: "Invite friends: the member's referral code, link and QR payload, the programme's rule and the totals.",
  },
  referralList: {
    ...getT, path: relay('MCSFE_getReferralList'), modId: 'REWCEN3', invented: true,
    request: referral.referralListRequestSchema, response: referral.referralListResponseSchema,
    description: 'Invite friends: the members who registered with the code, newest first, accounts masked, with their rewards.',
  },

  // ---- points (PTSYS3) -----------------------------------------------------------------------------------------------
  pointBalance: {
    ...getT, path: relay('MCSFE_getPointBalance'), modId: 'PTSYS3', response: points.pointBalanceResponseSchema,
    description: 'Points balance (never expire), and the points earned and spent so far.',
  },
  pointRewardConversionTypes: {
    ...get, path: relay('MCSFE_getPointRewardConversionType'), modId: 'PTSYS3',
    response: points.pointRewardConversionTypesResponseSchema,
    description: 'Points reward conversion types (cash, item) with the number of rewards of each.',
  },
  pointRewards: {
    ...get, path: relay('MCSFE_getPointReward'), modId: 'PTSYS3',
    request: points.pointRewardsRequestSchema, response: points.pointRewardsResponseSchema,
    description: 'Points mall rewards: points and amount (deposits) requirements, cash amount, stock, limit per member.',
  },
  redeemPointReward: {
    ...postT, path: '/wps/relay/passwordCheck/MCSFE_redeemPointReward', modId: 'PTSYS3', encrypt: true,
    request: points.redeemPointRewardRequestSchema, response: points.redeemPointRewardResponseSchema,
    description: 'Redeem a points reward (payment password check; items need receiver, address and mobile): points taken at once, status applying until the operator decides; one per requestId.',
  },
  redeemedPointList: {
    ...getT, path: relay('MCSFE_getRedeemPointList'), modId: 'PTSYS3',
    request: points.redeemedPointListRequestSchema, response: points.redeemedPointListResponseSchema,
    description: 'Redeemed rewards list (redeem history): applying (in process), rejected, approved.',
  },
  pointConfig: {
    ...get, path: relay('MCSFE_getPointConfig'), modId: 'PTSYS3', response: points.pointConfigResponseSchema,
    description: 'Points configuration: category rates, deposit rate, conversion rate and minimum; points never expire.',
  },
  memberTransactionDetail: {
    ...getT, path: relay('ODSFE2_MemTransDet'), modId: 'MEMTRANS3',
    request: points.memberTransactionDetailRequestSchema, response: points.memberTransactionDetailResponseSchema,
    description: 'Member transaction detail of points: each change with its source, balance after and detail, newest first.',
  },
  convertPoints: {
    ...postT, path: '/wps/relay/passwordCheck/MCSFE_convertPoint', modId: 'PTSYS3', encrypt: true,
    request: points.convertPointsRequestSchema, response: points.convertPointsResponseSchema,
    description: 'Convert points to balance (payment password check) at the configured rate; one per requestId.',
  },
  pointDetails: {
    ...getT, path: relay('MCSFE_getPointDetails'), modId: 'PTSYS3', invented: true, response: points.pointDetailsResponseSchema,
    description: 'Points details: points earned and spent by source.',
  },

  // ---- agent centre (issue 17): the caller's own team; agents only (not_an_agent) ------------------------------------
  agentAnnouncements: {
    ...getT, path: relay('MCSFE_getAgentAnnouncements'), modId: 'AGENTANNOUNCE3', invented: true,
    request: agent.agentAnnouncementsRequestSchema, response: agent.agentAnnouncementsResponseSchema,
    description: "Announcements for agents, newest first, in the request's language.",
  },
  teamOverview: {
    ...getT, path: relay('MCSFE_getTeamOverview'), modId: 'AGEINFO3', invented: true,
    request: agent.teamOverviewRequestSchema, response: agent.teamOverviewResponseSchema,
    description: 'Team overview of a period: team size, new and active members, deposits, withdrawals, valid bet, profit and loss, per day.',
  },
  registerDownline: {
    ...postT, path: relay('MCSFE_registerDownline'), modId: 'REGCEN', invented: true,
    request: agent.registerDownlineRequestSchema, response: agent.registerDownlineResponseSchema,
    description: "Register centre: create a member (type 0) or agent (type 1) directly under the caller, with the merchant's username and password rules.",
  },
  invitationInfo: {
    ...getT, path: relay('MCSFE_getInvitationInfo'), modId: 'REGCEN', invented: true,
    response: agent.invitationInfoResponseSchema,
    description: "The agent's invitation code and registration link (the site draws the QR).",
  },
  downlineList: {
    ...getT, path: relay('MCSFE_getDownlineList'), modId: 'DOWNMAN', invented: true,
    request: agent.downlineListRequestSchema, response: agent.downlineListResponseSchema,
    description: 'Team management: direct downlines or the whole team, by account, with team size, balance, last login and the period figures.',
  },
  teamBetting: {
    ...getT, path: relay('MCSFE_getTeamBetting'), modId: 'TRANSBETREPMEM3', invented: true,
    request: agent.teamBettingRequestSchema, response: agent.teamBettingResponseSchema,
    description: "Team betting: the downlines' rounds of a period, newest first, by account and category, with totals.",
  },
  teamProfitLoss: {
    ...getT, path: relay('MCSFE_getTeamProfitLoss'), modId: 'AGETEAMPNL3', invented: true,
    request: agent.teamProfitLossRequestSchema, response: agent.teamProfitLossResponseSchema,
    description: 'User profit and loss: per downline of a period (rounds, valid bet, win/loss, deposits, withdrawals, bonuses), with totals.',
  },
  myIncome: {
    ...getT, path: relay('MCSFE_getAgentIncome'), modId: 'AGEREV3', invented: true,
    request: agent.myIncomeRequestSchema, response: agent.myIncomeResponseSchema,
    description: "My income: the agent's commissions, salaries and dividends received in a period (from the ledger), with totals.",
  },
  downlineTransactions: {
    ...getT, path: relay('MCSFE_getDownlineTransactions'), modId: 'AGEDOWNTRANS3', invented: true,
    request: agent.downlineTransactionsRequestSchema, response: agent.downlineTransactionsResponseSchema,
    description: "Downline transaction details: the downlines' deposits, withdrawals and transfers of a period, by type and account.",
  },

  // ---- agent contracts -----------------------------------------------------------------------------------------------
  dividendContract: {
    ...getT, path: relay('MCSFE_processContractDividend'), modId: 'SIGNCONDIV3',
    request: agentContracts.contractListRequestSchema, response: agentContracts.contractListResponseSchema,
    description: "Dividend contracts: the caller's own (from its upline) and those it offered its downlines, with the consolidated info (rate, active members, period valid bet, period profit and loss) and the policy.",
  },
  dailySalaryContract: {
    ...getT, path: relay('MCSFE_processDailySalaryContract'), modId: 'DAILYSALCONT3',
    request: agentContracts.contractListRequestSchema, response: agentContracts.contractListResponseSchema,
    description: 'Daily salary contracts, as the dividend call.',
  },
  hourlySalaryContract: {
    ...postT, path: relay('MCSFE_processContractHourSalary'), modId: 'HOURSAL3',
    request: agentContracts.contractListRequestSchema, response: agentContracts.contractListResponseSchema,
    description: 'Hourly salary contracts, as the dividend call (POST, as deployed platforms have it).',
  },
  realTimeSalaryContract: {
    ...postT, path: relay('MCSFE_processRealTimeSalaryContract'), modId: 'RTSALARY3',
    request: agentContracts.contractListRequestSchema, response: agentContracts.contractListResponseSchema,
    description: 'Real-time salary contracts (settled every 5 minutes), as the dividend call (POST, as deployed platforms have it).',
  },
  contractRequest: {
    ...postT, path: relay('MCSFE_submitContractRequest'), modId: 'AGENTPOLICY3', invented: true,
    request: agentContracts.contractRequestSchema, response: agentContracts.contractRequestResponseSchema,
    description: 'A contract request: offer (upline to a direct downline agent), withdraw an offer, accept or refuse it, ask for termination, agree to or reject a termination. contract_rate_conflict lists the contracts that would be dissolved until acknowledgeConflict is sent.',
  },

  // ---- lottery (/lgw) ------------------------------------------------------------------------------------------------
  lotteryLobby: {
    ...get, path: '/lgw/games', modId: 'GAMELO3', request: lottery.lotteryLobbyRequestSchema, response: lottery.lotteryLobbyResponseSchema,
    description: 'Lottery lobby: the lottery games (optionally of one kind: fast, vn, sea) with their play types, odds bounds and draw schedule.',
  },
  openedNumero: {
    ...get, path: '/lgw/games/opened/numero', modId: 'GAMELO3', request: lottery.openedNumeroRequestSchema, response: lottery.openedNumeroResponseSchema,
    description: 'Opened numero: the latest drawn period of every lottery game (numbers and revealed seed).',
  },
  lotteryMenus: {
    ...get, path: '/lgw/games/game_menus', modId: 'GAMELO3', response: lottery.lotteryMenusResponseSchema,
    description: 'Lottery game menus: the games grouped by vendor (e-lottery, lottery, Vietnam, SEA).',
  },
  recentLottery: {
    ...getT, path: '/lgw/games/game_menus/recent', modId: 'GAMELO3', response: lottery.lotteryLobbyResponseSchema,
    description: 'The lottery games the member bet on lately, most recent first.',
  },
  popularLotteryNumbers: {
    ...get, path: '/lgw/games/popular', modId: 'GAMELO3', request: game.popularLotteryRequestSchema, response: lottery.popularNumbersResponseSchema,
    description: 'Popular lottery numbers over the recent draws (count 20, or 100 for Vietnam; prizeMode Lott|ZY|Elott|SEA; ZY is the Vietnam lottery).',
  },
  lotteryDraw: {
    ...get, path: '/lgw/draw', modId: 'GAMELO3', request: lottery.lotteryDrawRequestSchema, response: lottery.lotteryDrawResponseSchema,
    description: 'One draw of a game (the latest drawn one without periodNo), with the HMAC messages that recompute its numbers from the revealed seed.',
  },
  lotteryDrawByCode: {
    ...get, path: '/lgw/draw/code/', modId: 'GAMELO3', request: lottery.lotteryDrawHistoryRequestSchema, response: lottery.lotteryDrawHistoryResponseSchema,
    description: 'Draw history of a game, newest first, paged (the game code is appended to the path).',
  },
  nearNumeros: {
    ...get, path: '/lgw/numeros/near', modId: 'GAMELO3', request: lottery.nearNumerosRequestSchema, response: lottery.nearNumerosResponseSchema,
    description: 'Numeros near now: the period taking bets, the next one and the last drawn, with the server time (for the countdown).',
  },
  vnOpenedNumeros: {
    ...get, path: '/lgw/vn/numeros/opened/game', modId: 'GAMELO3', request: lottery.vnOpenedRequestSchema, response: lottery.vnOpenedResponseSchema,
    description: 'Vietnam lottery boards: the opened numbers of each Vietnam game by region (North, Central, South) for a day.',
  },
  vnLotteryMenu: {
    ...get, path: '/lgw/vn/games/game_menu', modId: 'GAMELO3', response: lottery.vnMenuResponseSchema,
    description: 'Vietnam lottery menus: the Vietnam games by region.',
  },
  lotteryBet: {
    ...postT, path: '/lgw/orders', modId: 'GAMELO3', invented: true, request: lottery.lotteryBetRequestSchema, response: lottery.lotteryBetResponseSchema,
    description: 'Place a bet slip on an open period: its selections of one play type, each at unit stake x multiplier, paid from the main wallet at once.',
  },
  lotteryOrders: {
    ...getT, path: '/lgw/orders/history', modId: 'GAMELO3', invented: true, request: lottery.lotteryOrdersRequestSchema, response: lottery.lotteryOrdersResponseSchema,
    description: "The member's lottery bets, newest first, paged (optionally of one game or status).",
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
