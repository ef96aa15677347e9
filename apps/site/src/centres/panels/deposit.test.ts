import type { DepositOrder } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { instructionsOf, toPanelOrder } from './depositModel';

const base: DepositOrder = {
  orderNo: 'D26112500000000000001',
  channel: 'UN',
  channelKind: 'bank',
  channelName: 'Bank transfer',
  amount: 500,
  fee: 5,
  feeBearer: 'member',
  creditAmount: 495,
  status: 'pending',
  payUrl: 'http://127.0.0.1:8080/sandbox/pay/D26112500000000000001?t=x',
  instructions: {
    bankName: 'Croupier Bank',
    accountName: 'CROUPIER LTD',
    accountNumber: '1234567',
    reference: 'D26112500000000000001',
  },
  createdAt: 1,
  expiresAt: 2,
  settledAt: null,
  receipts: 0,
};

describe('the deposit order as the panel reads it', () => {
  it('maps bank, crypto and QR instructions by the channel kind', () => {
    expect(instructionsOf(base)).toEqual({
      kind: 'bank',
      bankName: 'Croupier Bank',
      accountName: 'CROUPIER LTD',
      accountNumber: '1234567',
      reference: 'D26112500000000000001',
    });
    expect(
      instructionsOf({
        ...base,
        channelKind: 'crypto',
        channelName: 'USDT',
        instructions: { network: 'TRC20', address: 'TXyz' },
      }),
    ).toEqual({ kind: 'crypto', asset: 'USDT', network: 'TRC20', address: 'TXyz' });
    expect(instructionsOf({ ...base, channelKind: 'qr', instructions: { qrCode: 'pay:123' } })).toEqual({
      kind: 'qr',
      payload: 'pay:123',
    });
    expect(instructionsOf({ ...base, channelKind: 'qr', instructions: {} })).toBeUndefined();
  });

  it('shows what the member pays and, when a fee is taken out, what is credited', () => {
    expect(toPanelOrder(base)).toMatchObject({
      orderNo: base.orderNo,
      amount: 500,
      fee: 5,
      total: 500,
      creditedAmount: 495,
      status: 'pending',
      payUrl: base.payUrl,
    });
    expect(toPanelOrder({ ...base, fee: 0, creditAmount: 500 })).not.toHaveProperty('creditedAmount');
  });
});
