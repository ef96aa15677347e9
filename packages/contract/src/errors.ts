/**
 * The closed list of error codes, what the client does with each (one behaviour table), its i18n message key
 * and the HTTP status the platform sends. The first codes are the platform conventions'; the rest are ours, one per
 * text of SPEC §8.
 *
 * Invariant: HTTP 401 is sent exactly for the force-re-login codes, because the client treats any 401 as
 * "warn, then log out" (conventions).
 */

export const errorCodes = [
  // platform conventions
  'token_ip_different',
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
  'merchant.acct.setup.err',
  'login_verify_required',
  'TOO_MANY_REQUEST',
  'TOO_MANY_REQUESTS',
  'bind_customer_required',
  'vendor_under_maintenance',
  'launch_game_balance_not_enough',
  'domain_not_available',
  // ours (SPEC §8 texts)
  'wrong_credentials',
  'account_not_found',
  'non_member_login',
  'not_an_agent',
  'captcha_required',
  'captcha_invalid',
  'verification_failed',
  'code_invalid',
  'code_missing',
  'code_expired',
  'phone_invalid',
  'phone_missing',
  'sms_send_failed',
  'too_frequent',
  'quota_insufficient',
  'operation_not_allowed',
  'feature_not_enabled',
  'access_restricted',
  'system_maintenance',
  'invitation_code_invalid',
  'validation_failed',
  'bad_request',
  'payload_not_sealed',
  'seal_invalid',
  'unknown_merchant',
  'not_found',
  'payload_too_large',
  'unsupported_media_type',
  'account_locked',
  'password_weak',
  'password_expired',
  'payment_password_invalid',
  'trial_not_allowed',
  'insufficient_balance',
  'contract_rate_conflict',
  // security centre
  'field_too_long',
  'field_invalid',
  'field_locked',
  'birthday_invalid',
  'age_under_18',
  'mobile_in_use',
  'email_in_use',
  'already_bound',
  'ga_already_bound',
  'ga_not_bound',
  'ga_not_started',
  // cashier: withdrawals, payout accounts, payment password, uploads
  'request_conflict',
  'payment_password_not_set',
  'payment_password_exists',
  'payment_password_locked',
  'amount_out_of_range',
  'daily_limit_reached',
  'vip_withdrawal_amount_limit',
  'vip_withdrawal_daily_limit',
  'turnover_not_met',
  'payee_name_mismatch',
  'payout_account_limit',
  'payout_account_duplicate',
  'confirmation_closed',
  'upload_too_many',
  'upload_too_large',
  'upload_type_invalid',
  // cashier: deposits
  'deposit_channel_unavailable',
  'deposit_amount_invalid',
  'deposit_amount_out_of_range',
  'deposit_open_orders_limit',
  'deposit_order_not_found',
  // promotions
  'promotion_not_found',
  'promotion_not_started',
  'promotion_closed',
  'promotion_not_eligible',
  'promotion_already_entered',
  'promotion_action_invalid',
  'contact_number_required',
  'contact_number_used',
  // missions, invite friends, cashback
  'mission_not_found',
  'mission_not_completed',
  'mission_already_claimed',
  'referral_code_invalid',
  'rebate_nothing_to_claim',
  // engagement: points mall, join us
  'points_insufficient',
  'reward_unavailable',
  'reward_limit_reached',
  'amount_requirement_not_met',
  'agent_application_exists',
  // lotteries
  'lottery_game_unavailable',
  'lottery_period_unknown',
  'lottery_betting_closed',
  'lottery_selection_invalid',
  'lottery_amount_out_of_range',
  // agent contracts
  'contract_not_found',
  'contract_state_invalid',
  'contract_type_disabled',
  // chat room
  'chat_post_not_allowed',
  'chat_message_invalid',
  'internal_error',
  'unknown_error',
  // client side only (never sent by a platform)
  'network_error',
  'gateway_timeout',
  'popup_closed_by_user',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export type ErrorBehaviour =
  | 'forceRelogin'
  | 'silent'
  | 'dialog'
  | 'vendorMaintenance'
  | 'balanceTooLow'
  | 'domainUnavailable'
  | 'alert';

export interface ErrorInfo {
  code: ErrorCode;
  behaviour: ErrorBehaviour;
  /** `errors:<code in camelCase>` */
  messageKey: string;
  /** HTTP status the platform sends with it; `null` for client-side codes that never come from a platform. */
  status: number | null;
  /** The English meaning (SPEC §8 text or conventions). */
  description: string;
}

/** `token_ip_different` -> `tokenIpDifferent`, `user.or.token.invalid` -> `userOrTokenInvalid`, `CUSTOMER_NOT_LOGIN` -> `customerNotLogin`. */
export function errorCodeToCamel(code: string): string {
  const words = code.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

type Row = readonly [behaviour: ErrorBehaviour, status: number | null, description: string];

const rows: Record<ErrorCode, Row> = {
  token_ip_different: ['forceRelogin', 401, 'the session token was issued to another IP; log in again'],
  'user.or.token.invalid': ['forceRelogin', 401, 'user or token invalid; log in again'],
  'login.not.session': ['forceRelogin', 401, 'no login session; log in again'],
  CUSTOMER_NOT_LOGIN: ['forceRelogin', 401, 'not logged in, please log in'],
  'merchant.acct.setup.err': ['silent', 500, 'merchant account set-up error'],
  login_verify_required: ['silent', 403, 'login from an unrecorded IP: two-factor verification required'],
  TOO_MANY_REQUEST: ['silent', 429, 'too many requests'],
  TOO_MANY_REQUESTS: ['silent', 429, 'too many requests'],
  bind_customer_required: ['silent', 403, 'the account must be bound first'],
  vendor_under_maintenance: ['vendorMaintenance', 503, 'game under maintenance (other popular games shown)'],
  launch_game_balance_not_enough: ['balanceTooLow', 402, 'balance too low to launch the game; deposit first'],
  domain_not_available: ['domainUnavailable', 403, 'domain check invalid, contact customer service'],
  wrong_credentials: ['alert', 400, 'wrong account or password'],
  account_not_found: ['alert', 404, 'username or e-mail does not exist'],
  non_member_login: ['alert', 403, 'non-member account cannot log in'],
  not_an_agent: ['alert', 403, 'not an agent'],
  captcha_required: ['alert', 400, 'captcha required (the failure value carries captcha: true)'],
  captcha_invalid: ['alert', 400, 'captcha check failed'],
  verification_failed: ['alert', 400, 'verification failed or not done first'],
  code_invalid: ['alert', 400, 'invalid verification code'],
  code_missing: ['alert', 400, 'missing verification code'],
  code_expired: ['alert', 400, 'code expired, resend'],
  phone_invalid: ['alert', 400, 'invalid phone number format'],
  phone_missing: ['alert', 400, 'missing phone number'],
  sms_send_failed: ['dialog', 502, 'failed SMS send: warning dialog with the server message and a confirm button'],
  too_frequent: ['alert', 429, 'too frequent requests, try later (locked for 5 minutes)'],
  quota_insufficient: ['alert', 409, 'quota insufficient (or exceeded)'],
  operation_not_allowed: ['alert', 403, 'operation not allowed'],
  feature_not_enabled: ['alert', 403, 'feature not enabled'],
  access_restricted: ['alert', 403, 'access restricted by IP or location'],
  system_maintenance: ['alert', 503, 'system maintenance'],
  invitation_code_invalid: ['alert', 400, 'invitation code error'],
  validation_failed: ['alert', 422, 'validation failed (a field does not pass its rule)'],
  bad_request: ['alert', 400, 'bad request'],
  payload_not_sealed: ['alert', 400, 'this call must be sent sealed (encrypted)'],
  seal_invalid: ['alert', 400, 'the sealed payload could not be opened or verified'],
  unknown_merchant: ['alert', 400, 'unknown merchant code'],
  not_found: ['alert', 404, 'not found'],
  payload_too_large: ['alert', 413, 'payload too large'],
  unsupported_media_type: ['alert', 415, 'unsupported media type'],
  account_locked: ['alert', 423, 'account locked'],
  password_weak: ['alert', 422, 'password too weak'],
  password_expired: ['alert', 403, 'password expired, change it'],
  payment_password_invalid: ['alert', 400, 'wrong withdraw (payment) password'],
  trial_not_allowed: ['dialog', 403, 'please register or log into a real account'],
  insufficient_balance: ['alert', 409, 'insufficient balance'],
  contract_rate_conflict: ['dialog', 409, 'contract rate conflicts with contracts below: agreeing dissolves them (value: rate, conflicts); send acknowledgeConflict to agree'],
  field_too_long: ['alert', 422, 'a field is longer than allowed (limits in PROFILE_LIMITS)'],
  field_invalid: ['alert', 422, 'a field has a value that is not accepted'],
  field_locked: ['alert', 409, 'set once already (real name, birthday): only customer service changes it'],
  birthday_invalid: ['alert', 422, 'the birthday is not a real date written yyyy-MM-dd'],
  age_under_18: ['alert', 422, 'members must be 18 or older'],
  mobile_in_use: ['alert', 409, 'the mobile number is bound to another account'],
  email_in_use: ['alert', 409, 'the e-mail address is bound to another account'],
  already_bound: ['alert', 409, 'this mobile number or e-mail address is already bound to the account'],
  ga_already_bound: ['alert', 409, 'Google Authenticator is already bound; unbind it first'],
  ga_not_bound: ['alert', 409, 'Google Authenticator is not bound'],
  ga_not_started: ['alert', 409, 'no Google Authenticator binding is waiting (or it expired): start again'],
  request_conflict: ['alert', 409, 'this request id was already used for a different request (make a new one per action)'],
  payment_password_not_set: ['alert', 409, 'set a withdraw (payment) password first'],
  payment_password_exists: ['alert', 409, 'a withdraw (payment) password is already set: change it instead'],
  payment_password_locked: ['alert', 423, 'too many wrong withdraw (payment) passwords: locked for a while (value.retryAfterMs)'],
  amount_out_of_range: ['alert', 422, 'the amount is outside the allowed range (value.min, value.max)'],
  daily_limit_reached: ['alert', 409, 'the daily number of withdrawals is reached (value.limit)'],
  vip_withdrawal_amount_limit: ['alert', 422, "the amount is above the largest withdrawal of the member's VIP level (value.max, value.level)"],
  vip_withdrawal_daily_limit: ['alert', 409, "the member's VIP level's number of withdrawals a day is reached (value.limit, value.level)"],
  turnover_not_met: ['alert', 409, 'the required turnover is not met yet (value.remaining)'],
  payee_name_mismatch: ['alert', 422, "the account holder's name is not the member's real name"],
  payout_account_limit: ['alert', 409, 'the maximum number of payout accounts is reached (value.max)'],
  payout_account_duplicate: ['alert', 409, 'this payout account is already on file'],
  confirmation_closed: ['alert', 409, 'this withdrawal can no longer be confirmed (already answered, or the deadline passed)'],
  upload_too_many: ['alert', 422, 'too many files, per upload or on the withdrawal or deposit order (value.max)'],
  upload_too_large: ['alert', 413, 'a file is too large (value.maxBytes)'],
  upload_type_invalid: ['alert', 415, 'a file is not a png or jpg image (checked by its content)'],
  deposit_channel_unavailable: ['alert', 404, 'this deposit channel does not exist or is switched off'],
  deposit_amount_invalid: ['alert', 422, 'the amount must be positive with at most two decimals'],
  deposit_amount_out_of_range: ['alert', 422, "the amount is outside the channel's minimum and maximum (value: minAmount, maxAmount)"],
  deposit_open_orders_limit: ['alert', 409, 'too many unpaid deposit orders: pay one or wait until it expires (value: max)'],
  deposit_order_not_found: ['alert', 404, 'no such deposit order of this member'],
  promotion_not_found: ['alert', 404, 'no such promotion at this merchant (or it is switched off)'],
  promotion_not_started: ['alert', 409, 'the promotion has not started (coming soon)'],
  promotion_closed: ['alert', 409, 'the promotion has ended'],
  promotion_not_eligible: ['alert', 403, "the member is outside the promotion's target (VIP level, new members, first deposit already made)"],
  promotion_already_entered: ['alert', 409, 'the member already took part in this promotion in another way (a request reviewed, a ticket)'],
  promotion_action_invalid: ['alert', 409, 'this promotion is not taken with this call (another kind)'],
  contact_number_required: ['alert', 409, 'add a Zalo or WhatsApp number to the profile first (SPEC §8)'],
  contact_number_used: ['alert', 409, 'this Zalo/WhatsApp number already earned the bonus on another account'],
  mission_not_found: ['alert', 404, 'no such mission open now'],
  mission_not_completed: ['alert', 409, 'the mission is not completed yet (value: progress, target)'],
  mission_already_claimed: ['alert', 409, "this mission's reward was already claimed for this period"],
  referral_code_invalid: ['alert', 400, 'the referral (invite friends) code does not exist'],
  rebate_nothing_to_claim: ['alert', 409, 'no cashback to claim yet, or less than the smallest claim (value: total, minClaim)'],
  points_insufficient: ['alert', 409, 'not enough points (value: points, the balance)'],
  reward_unavailable: ['alert', 409, 'this reward is not offered any more, or not in the quantity asked (value: stock)'],
  reward_limit_reached: ['alert', 409, "the reward's limit per member is reached (value: limit)"],
  amount_requirement_not_met: ['alert', 409, "the member's deposits do not reach the reward's amount requirement (value: required, deposited)"],
  agent_application_exists: ['alert', 409, 'an application is already waiting for review, or the account is already an agent'],
  lottery_game_unavailable: ['alert', 404, 'no such lottery game, or it is switched off'],
  lottery_period_unknown: ['alert', 404, 'no such period of this lottery game'],
  lottery_betting_closed: ['alert', 409, 'betting on this period is closed (value: status, closesAt); bet on the current period'],
  lottery_selection_invalid: ['alert', 422, 'the play type does not allow these selections (value: playType, selections)'],
  lottery_amount_out_of_range: ['alert', 422, "the amount per selection is outside the play type's limits (value: minAmount, maxAmount)"],
  contract_not_found: ['alert', 404, 'no such contract of the caller (as upline or downline)'],
  contract_state_invalid: ['alert', 409, 'the contract is not in a status that allows this, or not by this side (value: status)'],
  contract_type_disabled: ['alert', 403, 'this contract type is switched off for the merchant'],
  chat_post_not_allowed: ['alert', 403, 'the member may not post in this chat group (value.reason: deposit_required, trial_account, not_readable)'],
  chat_message_invalid: ['alert', 422, 'the chat message is empty, longer than allowed or has control characters (value.reason, value.max)'],
  internal_error: ['alert', 500, 'system error'],
  unknown_error: ['alert', 500, 'unknown error'],
  network_error: ['alert', null, 'network connection abnormal, retry'],
  gateway_timeout: ['alert', 504, 'time-out, please retry (page slow to open: check the network or contact customer service)'],
  popup_closed_by_user: ['alert', null, 'phone-authentication popup closed by the user: login failed, try again'],
};

export const errorTable: Readonly<Record<ErrorCode, ErrorInfo>> = Object.fromEntries(
  errorCodes.map((code) => {
    const [behaviour, status, description] = rows[code];
    return [code, { code, behaviour, status, description, messageKey: `errors:${errorCodeToCamel(code)}` }];
  }),
) as Record<ErrorCode, ErrorInfo>;

const known = new Set<string>(errorCodes);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && known.has(value);
}

/** The table entry of a code; unknown codes get the `unknown_error` entry. */
export function errorInfo(code: string): ErrorInfo {
  return isErrorCode(code) ? errorTable[code] : errorTable.unknown_error;
}

/** Behaviour of an HTTP status when the body carries no known code (conventions: 401 logs out; 504 time-out). */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 401) return 'CUSTOMER_NOT_LOGIN';
  if (status === 504 || status === 408) return 'gateway_timeout';
  if (status === 429) return 'too_frequent';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  if (status === 404) return 'not_found';
  if (status === 503) return 'system_maintenance';
  if (status >= 500) return 'internal_error';
  if (status === 0) return 'network_error';
  return 'bad_request';
}
