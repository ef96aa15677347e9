import { describe, expect, it } from 'vitest';
import { errorCodeForStatus, errorCodeToCamel, errorCodes, errorInfo, errorTable, isErrorCode } from './errors';

describe('error codes', () => {
  it('are unique and all in the table with a camelCase message key', () => {
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    for (const code of errorCodes) {
      const info = errorTable[code];
      expect(info.code).toBe(code);
      expect(info.messageKey).toMatch(/^errors:[a-z][A-Za-z0-9]*$/);
    }
    expect(Object.keys(errorTable)).toHaveLength(errorCodes.length);
  });

  it('converts codes to camelCase keys', () => {
    expect(errorCodeToCamel('token_ip_different')).toBe('tokenIpDifferent');
    expect(errorCodeToCamel('user.or.token.invalid')).toBe('userOrTokenInvalid');
    expect(errorCodeToCamel('CUSTOMER_NOT_LOGIN')).toBe('customerNotLogin');
    expect(errorCodeToCamel('merchant.acct.setup.err')).toBe('merchantAcctSetupErr');
    expect(errorTable.TOO_MANY_REQUESTS.messageKey).toBe('errors:tooManyRequests');
    expect(errorTable.wrong_credentials.messageKey).toBe('errors:wrongCredentials');
  });

  it('message keys are unique', () => {
    const keys = errorCodes.map((c) => errorTable[c].messageKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('follows the conventions behaviour table', () => {
    for (const code of ['token_ip_different', 'user.or.token.invalid', 'login.not.session', 'CUSTOMER_NOT_LOGIN'] as const) {
      expect(errorTable[code].behaviour).toBe('forceRelogin');
    }
    for (const code of ['merchant.acct.setup.err', 'login_verify_required', 'TOO_MANY_REQUEST', 'TOO_MANY_REQUESTS', 'bind_customer_required'] as const) {
      expect(errorTable[code].behaviour).toBe('silent');
    }
    expect(errorTable.vendor_under_maintenance.behaviour).toBe('vendorMaintenance');
    expect(errorTable.launch_game_balance_not_enough.behaviour).toBe('balanceTooLow');
    expect(errorTable.domain_not_available.behaviour).toBe('domainUnavailable');
    expect(errorTable.sms_send_failed.behaviour).toBe('dialog');
    expect(errorTable.trial_not_allowed.behaviour).toBe('dialog');
  });

  it('sends HTTP 401 exactly for the force-re-login codes', () => {
    for (const code of errorCodes) {
      expect(errorTable[code].status === 401, code).toBe(errorTable[code].behaviour === 'forceRelogin');
    }
  });

  it('gives every platform code a 4xx/5xx status, and null only to client-side codes', () => {
    for (const code of errorCodes) {
      const { status } = errorTable[code];
      if (status === null) expect(['network_error', 'popup_closed_by_user']).toContain(code);
      else expect(status >= 400 && status < 600, code).toBe(true);
    }
    expect(errorTable.payload_too_large.status).toBe(413);
    expect(errorTable.unsupported_media_type.status).toBe(415);
    expect(errorTable.TOO_MANY_REQUESTS.status).toBe(429);
  });

  it('isErrorCode narrows only known codes', () => {
    expect(isErrorCode('domain_not_available')).toBe(true);
    expect(isErrorCode('DOMAIN_NOT_AVAILABLE')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
    expect(errorInfo('something.new').code).toBe('unknown_error');
    expect(errorInfo('not_an_agent').status).toBe(403);
  });

  it('maps bare HTTP statuses', () => {
    expect(errorCodeForStatus(401)).toBe('CUSTOMER_NOT_LOGIN');
    expect(errorCodeForStatus(504)).toBe('gateway_timeout');
    expect(errorCodeForStatus(500)).toBe('internal_error');
    expect(errorCodeForStatus(0)).toBe('network_error');
    expect(errorCodeForStatus(418)).toBe('bad_request');
  });
});
