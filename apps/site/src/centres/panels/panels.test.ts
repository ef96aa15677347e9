/** The member centre's mappings: wire answers to the kit's rows, the kit's forms to requests, failures to messages. */
import { ApiError } from '@croupier/data';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { toLedgerEntry } from './AccountRecordContainer';
import { toBetRecord } from './BettingRecordContainer';
import { toBonusRecord } from './BonusDetailsContainer';
import { loadErrorText, redeemFailureOf, submitErrorOf } from './centreErrors';
import { toProfitRows, toProfitSummary } from './ProfitContainer';
import {
  avatarChoicesOf,
  contactFieldOf,
  profileChanges,
  profileFieldOf,
  toRecentLogin,
  toSecurityProfile,
} from './securityProfile';
import { todayIn } from './useRecordPage';
import { toVendorWallets } from './WalletContainer';

// The brand is made by the site's build (a virtual module); the mappings only read its currency symbol.
vi.mock('../../brand', () => ({ brand: { currencySymbol: 'P' } }));

const i18n = i18next.createInstance();
await i18n.init({
  lng: 'en',
  ns: ['site', 'auth', 'errors'],
  resources: {
    en: {
      auth: { validation: { dateRangeTooLong: 'At most three months', verificationCode: 'Enter the code' } },
      errors: { fieldLocked: 'Set once', validationFailed: 'Check the fields', networkError: 'No connection' },
    },
  },
  interpolation: { escapeValue: false },
});
const t = i18n.t;

const apiError = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({
    code: 'validation_failed',
    message: 'dev text',
    endpoint: 'memberProfileUpdate',
    kind: 'server',
    status: 422,
    ...init,
  });

describe('dates', () => {
  it('reads today in the merchant zone, in yyyy-MM-dd', () => {
    const now = new Date('2026-03-01T20:30:00Z');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-03-02');
    expect(todayIn('America/New_York', now)).toBe('2026-03-01');
    expect(todayIn('Not/AZone', now)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('records', () => {
  it('names a round by its vendor, and keeps its status', () => {
    const row = toBetRecord(
      {
        id: 7,
        time: 1,
        settledAt: null,
        gameId: 3,
        gameName: 'Fortune',
        vendor: 'PG',
        category: 'RNG',
        roundId: 'r1',
        stake: 10,
        validBet: 10,
        payout: 0,
        winLoss: 0,
        status: 'pending',
      },
      { PG: 'Pocket Games' },
    );
    expect(row).toEqual({
      id: '7',
      time: 1,
      game: 'Fortune',
      vendor: 'Pocket Games',
      roundId: 'r1',
      stake: 10,
      validBet: 10,
      payout: 0,
      winLoss: 0,
      status: 'pending',
    });
  });

  it('names the vendor wallet of a movement, not the main one', () => {
    const base = {
      id: 1,
      time: 1,
      type: 'bet',
      kind: 'bet',
      amount: -5,
      balanceAfter: 95,
      reference: 'round:1',
    } as const;
    expect(toLedgerEntry({ ...base, wallet: 'main' }, { PG: 'Pocket Games' })).not.toHaveProperty('remark');
    expect(toLedgerEntry({ ...base, wallet: 'PG' }, { PG: 'Pocket Games' })).toMatchObject({
      remark: 'Pocket Games',
      reference: 'round:1',
    });
  });

  it('shows a bonus with its note as its name and its platform status', () => {
    expect(
      toBonusRecord({
        id: 2,
        time: 5,
        source: 'promotion',
        amount: 100,
        turnover: 100,
        status: 'credited',
        reference: 'x',
        remark: 'Welcome',
      }),
    ).toEqual({
      id: '2',
      time: 5,
      source: 'promotion',
      name: 'Welcome',
      amount: 100,
      turnover: 100,
      status: 'credited',
    });
  });

  it('reads the profit report into the summary and the category rows', () => {
    const figures = { rounds: 2, stake: 20, validBet: 20, payout: 30, profit: 10 };
    const report = {
      categories: [
        { category: 'RNG' as const, ...figures },
        { category: 'LIVE' as const, rounds: 0, stake: 0, validBet: 0, payout: 0, profit: 0 },
      ],
      totals: figures,
      deposits: 100,
      withdrawals: 50,
      bonuses: 12.34,
      daily: [],
      timeZone: 'Asia/Tokyo',
    };
    expect(toProfitSummary(report)).toEqual({
      stake: 20,
      validBet: 20,
      payout: 30,
      profitLoss: 10,
      deposits: 100,
      withdrawals: 50,
      bonus: 12.34,
    });
    expect(toProfitRows(report)).toEqual([
      { category: 'RNG', betCount: 2, stake: 20, validBet: 20, payout: 30, profitLoss: 10 },
    ]);
  });
});

describe('security centre', () => {
  const countryName = (code: string) => ({ JP: 'Japan', TH: 'Thailand' })[code] ?? code;
  const wire = {
    account: 'demo01',
    nickname: 'Lucky',
    payeeName: 'Taro',
    payeeNameLocked: true,
    mobileNum: '08******78',
    countryDialingCode: '81',
    email: null,
    birthday: null,
    birthdayLocked: false,
    telegram: null,
    zalo: null,
    address: null,
    nationality: 'JP',
    occupation: null,
    sourceOfIncome: 'salary',
    avatar: '/avatars/3.svg',
    avatarType: 'STATIC' as const,
    avatars: ['/avatars/1.svg', '/avatars/2.svg'],
  };
  const shown = toSecurityProfile(wire);
  const values = {
    nickname: 'Lucky',
    realName: 'Taro',
    birthday: '',
    telegram: '',
    zalo: '',
    address: '',
    nationality: 'JP',
    occupation: '',
    sourceOfIncome: 'salary',
  };

  it('keeps nationality and source of income as codes (the kit names them) and the real name from the payee name', () => {
    expect(shown).toMatchObject({
      account: 'demo01',
      realName: 'Taro',
      nationality: 'JP',
      sourceOfIncome: 'salary',
      mobile: '08******78',
      avatar: '/avatars/3.svg',
    });
  });

  it('offers the platform avatars (STATIC) to choose from', () => {
    expect(avatarChoicesOf(wire)).toEqual([
      { id: '/avatars/1.svg', src: '/avatars/1.svg' },
      { id: '/avatars/2.svg', src: '/avatars/2.svg' },
    ]);
    expect(avatarChoicesOf({ ...wire, avatars: [] })).toEqual([]);
  });

  it('sends only what changed, codes as they are, an emptied field as null', () => {
    expect(profileChanges(shown, values)).toEqual({});
    expect(
      profileChanges(shown, { ...values, nickname: ' Star ', nationality: 'TH', sourceOfIncome: 'savings' }),
    ).toEqual({
      nickname: 'Star',
      nationality: 'TH',
      sourceOfIncome: 'savings',
    });
    expect(profileChanges(shown, { ...values, nickname: '', sourceOfIncome: '' })).toEqual({
      nickname: null,
      sourceOfIncome: null,
    });
  });

  it('puts a refused code of the bound contact at its own field, apart from the new one', () => {
    expect(contactFieldOf('mobile')('currentCode')).toBe('currentCode');
    expect(contactFieldOf('mobile')('code')).toBe('code');
    expect(contactFieldOf('email')('email')).toBe('email');
    expect(contactFieldOf('mobile')('mobileNum')).toBe('mobile');
  });

  it("names the panel's field of a platform issue", () => {
    expect(profileFieldOf('payeeName')).toBe('realName');
    expect(profileFieldOf('nickname')).toBe('nickname');
    expect(profileFieldOf('avatar')).toBeUndefined();
  });

  it('shows a login with its country and device, none for an unknown country', () => {
    const entry = {
      at: 9,
      ip: '1.2.3.4',
      country: 'ZZ',
      method: 'password' as const,
      browser: 'Chrome 131',
      os: 'Windows',
      deviceType: 'desktop' as const,
    };
    expect(toRecentLogin(entry, 0, countryName)).toEqual({
      id: '9-0',
      time: 9,
      ip: '1.2.3.4',
      device: 'Chrome 131 · Windows',
    });
    expect(toRecentLogin({ ...entry, country: 'JP', browser: null, os: null }, 1, countryName)).toEqual({
      id: '9-1',
      time: 9,
      ip: '1.2.3.4',
      country: 'Japan',
    });
  });
});

describe('failures', () => {
  it('puts the platform issues by the fields they name, in the member language', () => {
    const error = apiError({
      code: 'field_locked',
      value: {
        issues: [
          { path: ['payeeName'], message: 'errors:fieldLocked' },
          { path: ['zalo'], message: 'custom' },
          { path: ['telegram'], message: 'errors:noSuchText' },
        ],
      },
    });
    expect(submitErrorOf(t, error, profileFieldOf)).toEqual({
      code: 'field_locked',
      fieldErrors: { realName: 'Set once', zalo: 'invalid', telegram: 'invalid' },
    });
  });

  it("names a refused receiver field of an item's redemption for the dialog, which words it itself", () => {
    const error = apiError({
      endpoint: 'redeemPointReward',
      value: {
        issues: [
          { path: ['address'], message: 'validation:required' },
          { path: ['mobileNum'], message: 'Invalid string' },
          { path: ['paymentPassword'], message: 'errors:fieldLocked' },
        ],
      },
    });
    expect(redeemFailureOf(t, error)).toEqual({
      code: 'validation_failed',
      fieldErrors: { address: 'invalid', mobileNum: 'invalid', paymentPassword: 'Set once' },
    });
    expect(redeemFailureOf(t, apiError({ code: 'points_insufficient', endpoint: 'redeemPointReward' }))).toEqual({
      code: 'points_insufficient',
      fieldErrors: {},
    });
    expect(redeemFailureOf(t, new Error('boom'))).toEqual({ code: 'unknown_error' });
  });

  it('names the code of a failure without an answer, and of anything else', () => {
    expect(submitErrorOf(t, apiError({ code: 'unknown_error', kind: 'network', status: 0 }))).toEqual({
      code: 'network_error',
      fieldErrors: {},
    });
    expect(submitErrorOf(t, new Error('boom'))).toEqual({ code: 'unknown_error' });
  });

  it('explains a refused period by its issue, other load failures by the error table', () => {
    const tooLong = apiError({
      kind: 'invalidRequest',
      status: 0,
      issues: [{ path: ['to'], message: 'validation:dateRangeTooLong' }],
    });
    expect(loadErrorText(t, tooLong)).toBe('At most three months');
    expect(loadErrorText(t, apiError({ code: 'unknown_error', kind: 'network', status: 0 }))).toBe('No connection');
  });
});

describe('wallet', () => {
  it('lists every lobby vendor once with its balance, and wallets the lobby does not list', () => {
    const groups = [
      {
        category: 'RNG',
        vendors: [
          { vassalage: 'PG', name: 'Pocket Games' },
          { vassalage: 'JL', name: 'Jili' },
        ],
      },
      { category: 'FISH', vendors: [{ vassalage: 'JL', name: 'Jili' }] },
    ] as never;
    const balance = {
      sumBalance: 130,
      wallets: [
        { wallet: 'main', balance: 100 },
        { wallet: 'PG', balance: 20 },
        { wallet: 'OLD', balance: 10 },
      ],
    };
    expect(toVendorWallets(balance, groups)).toEqual([
      { id: 'PG', name: 'Pocket Games', balance: 20 },
      { id: 'JL', name: 'Jili', balance: 0 },
      { id: 'OLD', name: 'OLD', balance: 10 },
    ]);
  });
});
