import { describe, expect, it } from 'vitest';
import {
  payoutAccountAddRequestSchema,
  paymentPasswordSetRequestSchema,
  processC2CTransactionRequestSchema,
  transferToUplineRequestSchema,
  withdrawalCreateRequestSchema,
} from './cashier-withdraw';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('withdrawal request', () => {
  const base = {
    requestId: '3f2b1c9e-0d4a-4b7e-9a51-7c2d8e6f1a20',
    accountId: 1,
    amount: 100,
    paymentPassword: '123456',
  };

  it('takes an amount with at most two decimals, positive', () => {
    expect(ok(withdrawalCreateRequestSchema, base)).toBe(true);
    expect(ok(withdrawalCreateRequestSchema, { ...base, amount: 100.25 })).toBe(true);
    for (const amount of [0, -1, 100.255, 0.001, Number.NaN, '100', 1e13])
      expect(ok(withdrawalCreateRequestSchema, { ...base, amount }), String(amount)).toBe(false);
  });

  it('takes a request id of 8-64 safe characters and a six-digit payment password', () => {
    for (const requestId of ['short', 'x'.repeat(65), 'has space 123', 'dot.dot.dot'])
      expect(ok(withdrawalCreateRequestSchema, { ...base, requestId }), requestId).toBe(false);
    for (const paymentPassword of ['12345', '1234567', 'abcdef', '12 456'])
      expect(ok(withdrawalCreateRequestSchema, { ...base, paymentPassword }), paymentPassword).toBe(false);
    expect(ok(withdrawalCreateRequestSchema, { ...base, paymentPassword: undefined })).toBe(true);
    expect(ok(transferToUplineRequestSchema, { requestId: base.requestId, amount: 5 })).toBe(true);
  });
});

describe('payment password', () => {
  it('must be confirmed', () => {
    expect(
      ok(paymentPasswordSetRequestSchema, {
        loginPassword: 'Demo1234',
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
    ).toBe(true);
    const mismatch = paymentPasswordSetRequestSchema.safeParse({
      loginPassword: 'Demo1234',
      paymentPassword: '135790',
      confirmPaymentPassword: '135791',
    });
    expect(mismatch.error?.issues[0]).toMatchObject({
      path: ['confirmPaymentPassword'],
      message: 'validation:inconsistentTwice',
    });
  });
});

describe('payout account', () => {
  it('bank cards: 10-19 digits, spaces and hyphens dropped', () => {
    const parsed = payoutAccountAddRequestSchema.parse({
      type: 'bank',
      holderName: 'Taro Yamada',
      bankName: 'MUFG',
      cardNumber: '6222 0212-3456 7890',
    });
    expect(parsed).toMatchObject({ cardNumber: '6222021234567890' });
    for (const cardNumber of ['123456789', '1'.repeat(20), '1234abcd5678'])
      expect(
        ok(payoutAccountAddRequestSchema, { type: 'bank', holderName: 'Taro Yamada', bankName: 'MUFG', cardNumber }),
        cardNumber,
      ).toBe(false);
  });

  it('USDT addresses by network: TRC20 T + 33 base58, ERC20 0x + 40 hex', () => {
    const trc = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const erc = '0x52908400098527886E0F7030069857D2E4169EE7';
    expect(ok(payoutAccountAddRequestSchema, { type: 'usdt', network: 'TRC20', address: trc })).toBe(true);
    expect(ok(payoutAccountAddRequestSchema, { type: 'usdt', network: 'ERC20', address: erc })).toBe(true);
    expect(ok(payoutAccountAddRequestSchema, { type: 'usdt', network: 'ERC20', address: trc })).toBe(false);
    expect(ok(payoutAccountAddRequestSchema, { type: 'usdt', network: 'TRC20', address: erc })).toBe(false);
    // 0 and O are not base58.
    expect(ok(payoutAccountAddRequestSchema, { type: 'usdt', network: 'TRC20', address: `T${'O'.repeat(33)}` })).toBe(
      false,
    );
    expect(ok(payoutAccountAddRequestSchema, { type: 'usdt', network: 'ERC20', address: `0x${'g'.repeat(40)}` })).toBe(
      false,
    );
  });

  it('holder names are letters of any script', () => {
    expect(
      ok(payoutAccountAddRequestSchema, {
        type: 'ewallet',
        holderName: '山田 太郎',
        provider: 'PayPay',
        accountId: 'taro-yamada',
      }),
    ).toBe(true);
    expect(
      ok(payoutAccountAddRequestSchema, {
        type: 'ewallet',
        holderName: 'Taro 123',
        provider: 'PayPay',
        accountId: 'taro',
      }),
    ).toBe(false);
  });
});

describe('receipt confirmation fields', () => {
  it('partial, and only partial, carries the received amount; remarks up to 140 characters', () => {
    expect(ok(processC2CTransactionRequestSchema, { withdrawalId: 1, outcome: 'full' })).toBe(true);
    expect(ok(processC2CTransactionRequestSchema, { withdrawalId: 1, outcome: 'partial', receivedAmount: 10 })).toBe(
      true,
    );
    expect(ok(processC2CTransactionRequestSchema, { withdrawalId: 1, outcome: 'partial' })).toBe(false);
    expect(ok(processC2CTransactionRequestSchema, { withdrawalId: 1, outcome: 'full', receivedAmount: 10 })).toBe(
      false,
    );
    expect(ok(processC2CTransactionRequestSchema, { withdrawalId: 1, outcome: 'none', remark: 'x'.repeat(140) })).toBe(
      true,
    );
    expect(ok(processC2CTransactionRequestSchema, { withdrawalId: 1, outcome: 'none', remark: 'x'.repeat(141) })).toBe(
      false,
    );
  });
});
