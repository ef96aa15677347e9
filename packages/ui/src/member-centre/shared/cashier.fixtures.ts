/**
 * Sample data for the cashier stories and tests: channel and bank names come from the `cashier` namespace's
 * `sample.*` keys (they are user-visible text), the clock is frozen so countdowns and deadlines are stable.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel, DepositOrder, DepositRecord } from '../DepositPanel/DepositPanel.types';
import type { PayoutAccount, WithdrawalRecord } from '../WithdrawPanel/WithdrawPanel.types';

/** 25 Nov 2026, 14:02:00 in Tokyo: "now" in every cashier story. */
export const sampleNow = Date.parse('2026-11-25T14:02:00+09:00');
export const sampleTimeZone = 'Asia/Tokyo';
const minutes = (n: number) => sampleNow + n * 60_000;

/**
 * Storybook `beforeEach`: freezes `Date.now` at `sampleNow` (a countdown then shows one fixed value in every
 * screenshot) and gives the real clock back afterwards.
 */
export function freezeClock(at: number = sampleNow): () => void {
  const real = Date.now;
  Date.now = () => at;
  return () => {
    Date.now = real;
  };
}

export function useSampleChannels(): DepositChannel[] {
  const { t } = useTranslation('cashier');
  return useMemo(
    () => [
      {
        key: 'UN',
        kind: 'bank',
        name: t('sample.bankTransfer'),
        min: 100,
        max: 50000,
        quickAmounts: [1000, 3000, 5000, 10000, 30000],
        processingTime: [1, 5],
      },
      {
        key: 'USDT',
        kind: 'crypto',
        name: t('sample.usdt'),
        min: 1500,
        max: 1000000,
        fee: { percent: 1 },
        quickAmounts: [5000, 10000, 50000, 100000],
        processingTime: 10,
      },
      {
        key: 'WECHAT',
        kind: 'ewallet',
        name: t('sample.payPay'),
        min: 500,
        max: 100000,
        fee: { fixed: 50 },
        // The merchant bears this channel's fee: the wallet is credited the whole amount.
        feeBearer: 'merchant',
        quickAmounts: [1000, 5000, 10000],
        processingTime: 0,
      },
      {
        key: 'QPQR',
        kind: 'qr',
        name: t('sample.qrPay'),
        min: 100,
        max: 30000,
        fee: { fixed: 20, percent: 0.5 },
        quickAmounts: [500, 1000, 3000],
        processingTime: 0,
      },
      { key: 'PIX', kind: 'qr', name: t('sample.pix'), min: 100, max: 20000, isDisabled: true },
    ],
    [t],
  );
}

export function useSampleOrders() {
  const { t } = useTranslation('cashier');
  return useMemo(() => {
    const bank: DepositOrder = {
      orderNo: 'D2611251402A7',
      channel: 'UN',
      amount: 10000,
      fee: 0,
      total: 10000,
      status: 'pending',
      expiresAt: minutes(14) + 32_000,
      instructions: {
        kind: 'bank',
        bankName: t('sample.bankName'),
        accountName: t('sample.companyName'),
        accountNumber: '1234567',
        branch: t('sample.branch'),
        reference: '58213907',
      },
    };
    const crypto: DepositOrder = {
      orderNo: 'D2611251402C3',
      channel: 'USDT',
      amount: 15000,
      fee: 150,
      total: 15000,
      creditedAmount: 14850,
      status: 'pending',
      expiresAt: minutes(29) + 5_000,
      instructions: {
        kind: 'crypto',
        asset: 'USDT',
        network: 'TRC20',
        address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
        cryptoAmount: '101.08',
      },
    };
    const qr: DepositOrder = {
      orderNo: 'D2611251402Q9',
      channel: 'QPQR',
      amount: 3000,
      fee: 35,
      total: 3000,
      creditedAmount: 2965,
      status: 'pending',
      expiresAt: minutes(4) + 45_000,
      instructions: { kind: 'qr', payload: 'https://pay.example.com/qr/D2611251402Q9' },
      payUrl: 'https://pay.example.com/checkout/D2611251402Q9',
    };
    const hosted: DepositOrder = {
      orderNo: 'D2611251402W1',
      channel: 'WECHAT',
      amount: 5000,
      fee: 50,
      total: 5000,
      status: 'pending',
      expiresAt: minutes(9),
      payUrl: 'https://pay.example.com/checkout/D2611251402W1',
    };
    return { bank, crypto, qr, hosted };
  }, [t]);
}

export const sampleDepositHistory: DepositRecord[] = [
  { orderNo: 'D2611241930K2', time: minutes(-1112), channel: 'UN', amount: 30000, status: 'paid' },
  { orderNo: 'D2611221205P8', time: minutes(-4497), channel: 'USDT', amount: 50000, status: 'paid' },
  { orderNo: 'D2611210818E5', time: minutes(-5984), channel: 'QPQR', amount: 1000, status: 'expired' },
  { orderNo: 'D2611200744F1', time: minutes(-7458), channel: 'WECHAT', amount: 5000, status: 'failed' },
];

export function useSampleAccounts(): PayoutAccount[] {
  const { t } = useTranslation('cashier');
  return useMemo(
    () => [
      {
        id: 'acc-1',
        kind: 'bank',
        name: t('sample.bankMufg'),
        accountName: t('sample.realName'),
        maskedNumber: '**** 4821',
      },
      {
        id: 'acc-2',
        kind: 'ewallet',
        name: t('sample.walletName'),
        accountName: t('sample.realName'),
        maskedNumber: '090-****-5512',
      },
      {
        id: 'acc-3',
        kind: 'crypto',
        name: t('sample.networkTrc20'),
        accountName: t('sample.realName'),
        maskedNumber: 'TQn9…bLSE',
      },
    ],
    [t],
  );
}

export function useSampleBanks(): string[] {
  const { t } = useTranslation('cashier');
  return useMemo(
    () => [t('sample.bankMufg'), t('sample.bankName'), t('sample.bankSmbc'), t('sample.bankRakuten')],
    [t],
  );
}

export function useSampleWithdrawals(): WithdrawalRecord[] {
  const { t } = useTranslation('cashier');
  return useMemo(() => {
    const mufg = { kind: 'bank' as const, name: t('sample.bankMufg'), maskedNumber: '**** 4821' };
    const wallet = { kind: 'ewallet' as const, name: t('sample.walletName'), maskedNumber: '090-****-5512' };
    return [
      {
        id: 'w-1',
        orderNo: 'W2611251322B4',
        time: minutes(-40),
        amount: 20000,
        status: 'awaitingConfirmation',
        account: mufg,
        confirmBy: minutes(28),
      },
      {
        id: 'w-2',
        orderNo: 'W2611251355C1',
        time: minutes(-7),
        amount: 5000,
        status: 'pendingReview',
        account: wallet,
      },
      { id: 'w-3', orderNo: 'W2611250910A2', time: minutes(-292), amount: 12000, status: 'paying', account: mufg },
      { id: 'w-4', orderNo: 'W2611241702D8', time: minutes(-1260), amount: 8000, status: 'completed', account: mufg },
      {
        id: 'w-5',
        orderNo: 'W2611231140R3',
        time: minutes(-2962),
        amount: 30000,
        status: 'rejected',
        account: wallet,
        reason: t('sample.rejectReason'),
      },
      {
        id: 'w-6',
        orderNo: 'W2611220815F6',
        time: minutes(-4547),
        amount: 15000,
        status: 'forcedReceived',
        account: mufg,
      },
      {
        id: 'w-7',
        orderNo: 'W2611211936X9',
        time: minutes(-5546),
        amount: 10000,
        status: 'disputed',
        account: mufg,
        receivedAmount: 6000,
      },
    ];
  }, [t]);
}

/** A small PNG drawn on a canvas (a fake statement), so the stories need no binary files. */
export async function makeSamplePng(name: string, hue = 210): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = `hsl(${hue} 45% 88%)`;
  ctx.fillRect(0, 0, 160, 120);
  ctx.fillStyle = `hsl(${hue} 50% 40%)`;
  ctx.fillRect(16, 16, 128, 14);
  ctx.fillStyle = `hsl(${hue} 20% 60%)`;
  for (let row = 0; row < 4; row += 1) ctx.fillRect(16, 44 + row * 16, 80 + ((row * 23) % 48), 8);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png', lastModified: 0 });
}
