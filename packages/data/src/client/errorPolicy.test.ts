import { endpointKeys, endpoints, errorCodes, errorTable, type Endpoint, type EndpointKey, type ErrorCode } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './ApiError';
import { alternativeGamesOf, behaviourTable, errorBehaviour, type ClientBehaviourKind } from './errorPolicy';

/** Written out by hand from the conventions and the contract, so a change to either table shows up here. */
const expectedOnAlertingCall: Record<ErrorCode, ClientBehaviourKind> = {
  token_ip_different: 'forceRelogin',
  'user.or.token.invalid': 'forceRelogin',
  'login.not.session': 'forceRelogin',
  CUSTOMER_NOT_LOGIN: 'forceRelogin',
  'merchant.acct.setup.err': 'silent',
  login_verify_required: 'twoFactorRequired',
  TOO_MANY_REQUEST: 'silent',
  TOO_MANY_REQUESTS: 'silent',
  bind_customer_required: 'silent',
  vendor_under_maintenance: 'vendorMaintenance',
  launch_game_balance_not_enough: 'balanceTooLow',
  domain_not_available: 'domainUnavailable',
  wrong_credentials: 'alert',
  account_not_found: 'alert',
  non_member_login: 'alert',
  not_an_agent: 'alert',
  captcha_required: 'alert',
  captcha_invalid: 'alert',
  verification_failed: 'alert',
  code_invalid: 'alert',
  code_missing: 'alert',
  code_expired: 'alert',
  phone_invalid: 'alert',
  phone_missing: 'alert',
  sms_send_failed: 'dialog',
  too_frequent: 'alert',
  quota_insufficient: 'alert',
  operation_not_allowed: 'alert',
  feature_not_enabled: 'alert',
  access_restricted: 'alert',
  system_maintenance: 'alert',
  invitation_code_invalid: 'alert',
  validation_failed: 'alert',
  bad_request: 'alert',
  payload_not_sealed: 'alert',
  seal_invalid: 'alert',
  unknown_merchant: 'alert',
  not_found: 'alert',
  payload_too_large: 'alert',
  unsupported_media_type: 'alert',
  account_locked: 'alert',
  password_weak: 'alert',
  password_expired: 'alert',
  payment_password_invalid: 'alert',
  trial_not_allowed: 'dialog',
  insufficient_balance: 'alert',
  contract_rate_conflict: 'dialog',
  contract_not_found: 'alert',
  contract_state_invalid: 'alert',
  contract_type_disabled: 'alert',
  chat_post_not_allowed: 'alert',
  chat_message_invalid: 'alert',
  request_conflict: 'alert',
  payment_password_not_set: 'alert',
  payment_password_exists: 'alert',
  payment_password_locked: 'alert',
  amount_out_of_range: 'alert',
  daily_limit_reached: 'alert',
  vip_withdrawal_amount_limit: 'alert',
  vip_withdrawal_daily_limit: 'alert',
  turnover_not_met: 'alert',
  payee_name_mismatch: 'alert',
  payout_account_limit: 'alert',
  payout_account_duplicate: 'alert',
  confirmation_closed: 'alert',
  upload_too_many: 'alert',
  upload_too_large: 'alert',
  upload_type_invalid: 'alert',
  deposit_channel_unavailable: 'alert',
  deposit_amount_invalid: 'alert',
  deposit_amount_out_of_range: 'alert',
  deposit_open_orders_limit: 'alert',
  deposit_order_not_found: 'alert',
  promotion_not_found: 'alert',
  promotion_not_started: 'alert',
  promotion_closed: 'alert',
  promotion_not_eligible: 'alert',
  promotion_already_entered: 'alert',
  promotion_action_invalid: 'alert',
  contact_number_required: 'alert',
  contact_number_used: 'alert',
  mission_not_found: 'alert',
  mission_not_completed: 'alert',
  mission_already_claimed: 'alert',
  referral_code_invalid: 'alert',
  rebate_nothing_to_claim: 'alert',
  points_insufficient: 'alert',
  reward_unavailable: 'alert',
  reward_limit_reached: 'alert',
  amount_requirement_not_met: 'alert',
  agent_application_exists: 'alert',
  lottery_game_unavailable: 'alert',
  lottery_period_unknown: 'alert',
  lottery_betting_closed: 'alert',
  lottery_selection_invalid: 'alert',
  lottery_amount_out_of_range: 'alert',
  internal_error: 'alert',
  unknown_error: 'alert',
  network_error: 'alert',
  gateway_timeout: 'alert',
  popup_closed_by_user: 'alert',
  field_too_long: 'alert',
  field_invalid: 'alert',
  field_locked: 'alert',
  birthday_invalid: 'alert',
  age_under_18: 'alert',
  mobile_in_use: 'alert',
  email_in_use: 'alert',
  already_bound: 'alert',
  ga_already_bound: 'alert',
  ga_not_bound: 'alert',
  ga_not_started: 'alert',
};

/** On a call that may not alert, only a re-login and the two-factor step get through. */
function expectedOnQuietCall(code: ErrorCode): ClientBehaviourKind {
  const kind = expectedOnAlertingCall[code];
  return kind === 'forceRelogin' || kind === 'twoFactorRequired' ? kind : 'silent';
}

function serverError(endpoint: EndpointKey, code: string, options: { status?: number; kind?: ApiErrorKind; value?: unknown } = {}) {
  return new ApiError({ code, message: 'm', endpoint, kind: options.kind ?? 'server', status: options.status ?? 200, value: options.value });
}

const spec = (key: EndpointKey): Endpoint => endpoints[key];
const quietKeys = endpointKeys.filter((key) => !spec(key).alert || spec(key).polling === true);
const alertingKeys = endpointKeys.filter((key) => !quietKeys.includes(key));

describe('behaviourTable', () => {
  it('covers every contract code, as written out here', () => {
    expect(Object.keys(behaviourTable).sort()).toEqual([...errorCodes].sort());
    expect(behaviourTable).toEqual(expectedOnAlertingCall);
  });
});

describe('errorBehaviour: every code on every endpoint', () => {
  it('alerting calls follow the table (status as the platform sends it)', () => {
    const seen: string[] = [];
    for (const key of alertingKeys) {
      for (const code of errorCodes) {
        const status = errorTable[code].status ?? 0;
        const behaviour = errorBehaviour(key, serverError(key, code, { status }));
        const expected = status === 504 ? 'alert' : expectedOnAlertingCall[code];
        if (behaviour.kind !== expected) seen.push(`${key}/${code}: ${behaviour.kind} (expected ${expected})`);
      }
    }
    expect(seen).toEqual([]);
  });

  it('alert: false and polling calls never alert: silent except re-login and two-factor', () => {
    const seen: string[] = [];
    for (const key of quietKeys) {
      for (const code of errorCodes) {
        for (const status of [200, errorTable[code].status ?? 0, 500, 504]) {
          const behaviour = errorBehaviour(key, serverError(key, code, { status }));
          if (behaviour.kind !== expectedOnQuietCall(code)) seen.push(`${key}/${code}/${status}: ${behaviour.kind}`);
        }
      }
    }
    expect(seen).toEqual([]);
  });

  it('the quiet calls include every polling call of the conventions and logout', () => {
    expect(quietKeys.sort()).toEqual(
      [
        'affiliateCheck', 'availablePromotions', 'avatar', 'chatMessages', 'chatRead', 'chatUnreadCount', 'depositOrder', 'gameAnnouncements', 'jackpot', 'languageUpdate', 'logout',
        'merchantAvailablePromotions', 'merchantWallet', 'paymentConfirmationList', 'paymentMethods', 'promotionClaimList', 'raffleStatus',
        'rebateSettings', 'unreadMessageCount',
      ].sort(),
    );
  });

  it('any HTTP 401 forces a re-login, on any call, whatever the code', () => {
    for (const key of endpointKeys) {
      for (const code of ['wrong_credentials', 'whatever', 'vendor_under_maintenance']) {
        expect(errorBehaviour(key, serverError(key, code, { status: 401, kind: 'http' })).kind).toBe('forceRelogin');
      }
    }
  });

  it('client-side kinds: time-out alerts as gateway_timeout, network alerts, abort is silent', () => {
    expect(errorBehaviour('location', serverError('location', 'gateway_timeout', { status: 0, kind: 'timeout' }))).toEqual({ kind: 'alert', code: 'gateway_timeout', messageKey: 'errors:gatewayTimeout' });
    expect(errorBehaviour('location', serverError('location', 'internal_error', { status: 504, kind: 'http' }))).toEqual({ kind: 'alert', code: 'gateway_timeout', messageKey: 'errors:gatewayTimeout' });
    expect(errorBehaviour('location', serverError('location', 'network_error', { status: 0, kind: 'network' })).kind).toBe('alert');
    expect(errorBehaviour('location', serverError('location', 'network_error', { status: 0, kind: 'aborted' })).kind).toBe('silent');
    expect(errorBehaviour('jackpot', serverError('jackpot', 'gateway_timeout', { status: 0, kind: 'timeout' })).kind).toBe('silent');
  });

  it('unknown codes alert with the unknown_error message key and keep their code', () => {
    expect(errorBehaviour('location', serverError('location', 'brand.new.code'))).toEqual({ kind: 'alert', code: 'brand.new.code', messageKey: 'errors:unknownError' });
  });

  it('message keys come from the contract table', () => {
    for (const code of errorCodes) {
      if (code === 'gateway_timeout') continue;
      expect(errorBehaviour('location', serverError('location', code)).messageKey).toBe(errorTable[code].messageKey);
    }
  });
});

describe('payloads of special behaviours', () => {
  it('vendorMaintenance carries the alternative games from value', () => {
    const games = [{ vassalage: 'PG', gameId: 1, gameName: 'Lucky' }, { vassalage: 'PP', gameId: 'x9' }];
    const behaviour = errorBehaviour('launchGame', serverError('launchGame', 'vendor_under_maintenance', { status: 503, value: { games } }));
    expect(behaviour).toEqual({ kind: 'vendorMaintenance', code: 'vendor_under_maintenance', messageKey: 'errors:vendorUnderMaintenance', alternativeGames: games });
  });

  it('alternative games: a bare list, or games / list / alternativeGames; malformed entries dropped', () => {
    const game = { vassalage: 'PG' };
    expect(alternativeGamesOf([game, { nope: 1 }, null])).toEqual([game]);
    expect(alternativeGamesOf({ list: [game] })).toEqual([game]);
    expect(alternativeGamesOf({ alternativeGames: [game] })).toEqual([game]);
    expect(alternativeGamesOf(undefined)).toEqual([]);
    expect(alternativeGamesOf('x')).toEqual([]);
  });

  it('twoFactorRequired carries the verification ticket, or null when the value is malformed', () => {
    const ticket = { verifyToken: 'vt-1', methods: ['sms', 'ga'], maskedPhone: '***1234' };
    expect(errorBehaviour('login', serverError('login', 'login_verify_required', { status: 403, value: ticket }))).toEqual({
      kind: 'twoFactorRequired',
      code: 'login_verify_required',
      messageKey: 'errors:loginVerifyRequired',
      ticket,
    });
    const bad = errorBehaviour('login', serverError('login', 'login_verify_required', { value: { methods: [] } }));
    expect(bad).toMatchObject({ kind: 'twoFactorRequired', ticket: null });
  });
});
