import { describe, expect, it } from 'vitest';
import {
  accountNumberToSend,
  bankDigits,
  checkAccountNumber,
  isSameName,
  isWithdrawFailure,
  normaliseName,
  withdrawalBadges,
} from './withdrawRules';
import { withdrawalStatuses } from './WithdrawPanel.types';

describe('withdrawal rules', () => {
  it('compares names the way a bank does: width, spacing and case ignored, letters not', () => {
    expect(normaliseName('  ＹＡＭＡＤＡ　 Taro ')).toBe('yamada taro');
    expect(isSameName('ヤマダ　タロウ', 'ヤマダ タロウ')).toBe(true);
    expect(isSameName('TARO YAMADA', 'taro  yamada')).toBe(true);
    expect(isSameName('ヤマダ タロウ', 'スズキ ハナコ')).toBe(false);
    expect(isSameName('Taro Yamada', 'Yamada Taro')).toBe(false);
  });

  it('checks a bank account number as digits, dropping the spaces and hyphens people type', () => {
    expect(bankDigits('1234-5678 90')).toBe('1234567890');
    expect(checkAccountNumber('bank', '')).toBe('required');
    expect(checkAccountNumber('bank', '12345')).toBe('bankFormat');
    expect(checkAccountNumber('bank', '1234-5678')).toBeUndefined();
    expect(checkAccountNumber('bank', '１２３４５６７')).toBeUndefined();
    expect(checkAccountNumber('bank', '12345a78')).toBe('bankFormat');
    expect(accountNumberToSend('bank', ' 1234-5678 ')).toBe('12345678');
  });

  it('checks a wallet ID for length and spaces', () => {
    expect(checkAccountNumber('ewallet', '090-1234-5512')).toBeUndefined();
    expect(checkAccountNumber('ewallet', 'abc')).toBe('walletFormat');
    expect(checkAccountNumber('ewallet', 'has space')).toBe('walletFormat');
    expect(accountNumberToSend('ewallet', ' user@example ')).toBe('user@example');
  });

  it('checks a crypto address against its network', () => {
    const tron = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const evm = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect(checkAccountNumber('crypto', tron, 'USDT-TRC20')).toBeUndefined();
    expect(checkAccountNumber('crypto', evm, 'USDT-TRC20')).toBe('addressFormat');
    expect(checkAccountNumber('crypto', evm, 'USDT-ERC20')).toBeUndefined();
    expect(checkAccountNumber('crypto', evm, 'BEP20')).toBeUndefined();
    expect(checkAccountNumber('crypto', tron, 'ERC20')).toBe('addressFormat');
    // Another network: a plausible length, letters and digits only.
    expect(checkAccountNumber('crypto', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'BTC')).toBeUndefined();
    expect(checkAccountNumber('crypto', 'short', 'BTC')).toBe('addressFormat');
  });

  it('recognises the failures it can place, and nothing else', () => {
    expect(isWithdrawFailure({ reason: 'paymentPasswordInvalid', attemptsLeft: 2 })).toBe(true);
    expect(isWithdrawFailure({ reason: 'somethingElse' })).toBe(false);
    expect(isWithdrawFailure(new Error('paymentPasswordInvalid'))).toBe(false);
    expect(isWithdrawFailure(null)).toBe(false);
  });

  it('gives every withdrawal status a badge', () => {
    for (const status of withdrawalStatuses) expect(withdrawalBadges[status]).toBeTruthy();
  });
});
