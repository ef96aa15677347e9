import { describe, expect, it } from 'vitest';
import {
  AGENT_TYPES,
  CATEGORY_POINT_RATES,
  CHUNK_LOAD_RETRIES,
  CHUNK_LOAD_TIMEOUT_MS,
  DEFAULT_LANGUAGE,
  HEADER_AGENT_TYPES,
  HOT_GAME_PLATFORMS,
  LIVE_CATEGORIES,
  LOCAL_STORAGE_KEYS,
  NOTICE_QUERY,
  REQUEST_TIMEOUT_MS,
  SESSION_STORAGE_KEYS,
  SYSTEM_STATUS,
  TOO_MANY_REQUESTS_LOCKOUT_MS,
  UPLOAD_LIMITS,
  canOpenMemberCentre,
  fillTemplate,
  formatMoney,
  isAgentAccount,
  isTrialAccount,
  lotteryRouteFor,
  smsCountdownSeconds,
} from './constants';

describe('fillTemplate', () => {
  it('fills numbered placeholders in order of index', () => {
    expect(fillTemplate('{0} of {1}', 3, 10)).toBe('3 of 10');
    expect(fillTemplate('{1} before {0}', 'a', 'b')).toBe('b before a');
    expect(fillTemplate('Please agree to the {0}', 'terms')).toBe('Please agree to the terms');
  });
  it('repeats a placeholder and stringifies numbers and booleans', () => {
    expect(fillTemplate('{0}-{0}', 7)).toBe('7-7');
    expect(fillTemplate('{0}/{1}', 0, false)).toBe('0/false');
  });
  it('leaves placeholders without an argument, and other braces alone', () => {
    expect(fillTemplate('{0} of {1}', 'x')).toBe('x of {1}');
    expect(fillTemplate('{0} {name} {}', null)).toBe('{0} {name} {}');
    expect(fillTemplate('no placeholders')).toBe('no placeholders');
  });
  it('does not re-expand placeholders that come from arguments', () => {
    expect(fillTemplate('{0} {1}', '{1}', 'b')).toBe('{1} b');
  });
});

describe('formatMoney', () => {
  it('uses two decimals and comma thousands', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(5)).toBe('5.00');
    expect(formatMoney(999.9)).toBe('999.90');
    expect(formatMoney(1000)).toBe('1,000.00');
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(100000000)).toBe('100,000,000.00');
  });
  it('formats negative numbers', () => {
    expect(formatMoney(-1234.5)).toBe('-1,234.50');
    expect(formatMoney(-0.5)).toBe('-0.50');
  });
  it('rounds half away from zero on the second decimal', () => {
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney(-1.005)).toBe('-1.01');
    expect(formatMoney(2.675)).toBe('2.68');
    expect(formatMoney(1.004)).toBe('1.00');
    expect(formatMoney(0.125)).toBe('0.13');
    expect(formatMoney(-0.125)).toBe('-0.13');
    expect(formatMoney(999.995)).toBe('1,000.00');
    expect(formatMoney(-999999.995)).toBe('-1,000,000.00');
  });
  it('never prints a negative zero', () => {
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(-0)).toBe('0.00');
  });
  it('handles exponent forms and big values exactly', () => {
    expect(formatMoney(1e21)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney(1.5e-7)).toBe('0.00');
    expect(formatMoney(5e-3)).toBe('0.01');
  });
  it('accepts numeric strings exactly and rejects garbage', () => {
    expect(formatMoney('12345678901234567890.125')).toBe('12,345,678,901,234,567,890.13');
    expect(formatMoney('-1000')).toBe('-1,000.00');
    expect(formatMoney(' 42.1 ')).toBe('42.10');
    expect(formatMoney('abc')).toBe('0.00');
    expect(formatMoney('')).toBe('0.00');
    expect(formatMoney(Number.NaN)).toBe('0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('0.00');
    expect(formatMoney(null)).toBe('0.00');
  });
});

describe('business constants', () => {
  it('match SPEC §9', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    expect(CHUNK_LOAD_RETRIES).toBe(1);
    expect(DEFAULT_LANGUAGE).toBe('JA');
    expect(REQUEST_TIMEOUT_MS).toBe(20000);
    expect(TOO_MANY_REQUESTS_LOCKOUT_MS).toBe(300000);
    expect(CATEGORY_POINT_RATES).toEqual({ LIVE: 0.7, SPORTS: 1, FISH: 1.2, RNG: 1.2, PVP: 1 });
    expect(UPLOAD_LIMITS).toEqual({ maxFiles: 3, maxBytes: 5242880, mimeTypes: ['image/png', 'image/jpeg'], extensions: ['png', 'jpg'] });
    expect(HOT_GAME_PLATFORMS).toEqual(['flash', 'html5-desktop']);
    expect(SYSTEM_STATUS).toEqual({ normal: 0, maintenance: 1, regionRestricted: 2 });
    expect(NOTICE_QUERY).toEqual({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B' });
  });
  it('lists the session and local storage keys', () => {
    expect(Object.values(SESSION_STORAGE_KEYS)).toEqual([
      'token', 'isAgent', 'merchant', 'merchantCode', 'account', 'customerId', 'memberLabel', 'current_vassalage',
    ]);
    expect(LOCAL_STORAGE_KEYS.language).toBe('hisLang');
  });
  it('lists the 15 live categories, Baccarat first and Mahjong last', () => {
    expect(LIVE_CATEGORIES).toHaveLength(15);
    expect(LIVE_CATEGORIES[0]).toEqual({ code: 'BAC', name: 'Baccarat' });
    expect(LIVE_CATEGORIES.at(-1)).toEqual({ code: 'MJ', name: 'Mahjong' });
    expect(new Set(LIVE_CATEGORIES.map((c) => c.code)).size).toBe(15);
  });
});

describe('account types', () => {
  it('knows trial, agent and member-centre rights', () => {
    expect(AGENT_TYPES).toEqual([1, 2, 41, 42]);
    expect(HEADER_AGENT_TYPES).toEqual([1, 2, 4, 41, 42]);
    expect(isTrialAccount(4)).toBe(true);
    expect(isTrialAccount(1)).toBe(false);
    expect(isAgentAccount(41)).toBe(true);
    expect(isAgentAccount(4)).toBe(false);
    expect(isAgentAccount(0)).toBe(false);
    expect(canOpenMemberCentre(true, 0)).toBe(true);
    expect(canOpenMemberCentre(true, 4)).toBe(false);
    expect(canOpenMemberCentre(false, 0)).toBe(false);
  });
});

describe('smsCountdownSeconds', () => {
  it('follows SPEC §4', () => {
    expect(smsCountdownSeconds({ expiredMinutes: 5 })).toBe(300);
    expect(smsCountdownSeconds({ expiredMinutes: 5, thirdPartyPhoneAuth: true })).toBe(60);
    expect(smsCountdownSeconds({})).toBe(60);
    expect(smsCountdownSeconds({ expiredMinutes: 0 })).toBe(60);
    expect(smsCountdownSeconds({ expiredMinutes: null })).toBe(60);
  });
});

describe('lotteryRouteFor', () => {
  it('routes by accountTypeName', () => {
    expect(lotteryRouteFor('TCG_SEA')).toBe('/seaLottery');
    expect(lotteryRouteFor('TCG_LOTTO_VN')).toBe('/vnlottery');
    expect(lotteryRouteFor('LOTT')).toBe('/lottery');
    expect(lotteryRouteFor('ELOTT')).toBe('/lottery');
    expect(lotteryRouteFor('PG')).toBeNull();
    expect(lotteryRouteFor(undefined)).toBeNull();
  });
});
