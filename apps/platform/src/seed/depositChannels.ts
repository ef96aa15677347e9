/**
 * Each brand's deposit channels (keys from the conventions' channel list), provisioned with its merchant by the seed and
 * by `syncMerchants`: a merchant that has no channel yet (a new brand, or a database from before deposits) gets its
 * brand's set; one that has any keeps them as they are (an operator's edits and switched-off channels stay).
 */
import type { DepositChannelKind, DepositFeeBearer } from '@croupier/contract';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db';
import { depositChannels } from '../db/schema';
import type { Tx } from '../services/wallet';

export interface DepositChannelSeed {
  key: string;
  kind: DepositChannelKind;
  name: string;
  /** Major units. */
  min: number;
  max: number;
  feeFixed?: number;
  /** Percent (1.5 is 1.5 %). */
  feePercent?: number;
  feeBearer: DepositFeeBearer;
  instructions: Record<string, string>;
}

/** The default brand's channels (and those of a brand without a set of its own). */
const DEFAULT_CHANNELS: readonly DepositChannelSeed[] = [
  {
    key: 'UN',
    kind: 'bank',
    name: 'Bank transfer',
    min: 100,
    max: 500_000,
    feeBearer: 'merchant',
    instructions: {
      bankName: 'Croupier Trust Bank',
      branch: 'Shinjuku (101)',
      accountName: 'CROUPIER PAYMENTS LTD',
      accountNumber: '0012345678',
    },
  },
  {
    key: 'QPQR',
    kind: 'qr',
    name: 'Quick Pay QR',
    min: 10,
    max: 50_000,
    feePercent: 1.5,
    feeBearer: 'merchant',
    instructions: { app: 'Any banking app that scans QR payments' },
  },
  {
    key: 'Epay',
    kind: 'ewallet',
    name: 'E-wallet (Epay)',
    min: 10,
    max: 100_000,
    feePercent: 1,
    feeBearer: 'member',
    instructions: { walletName: 'Epay', accountName: 'CROUPIER PAYMENTS', accountNumber: 'EP-100200300' },
  },
  {
    key: 'USDT',
    kind: 'crypto',
    name: 'USDT (TRC20)',
    min: 50,
    max: 1_000_000,
    feeFixed: 1,
    feeBearer: 'member',
    instructions: { currency: 'USDT', network: 'TRC20', address: 'TCroupierSandbox7q1Vd3xKp9MzWcR4tLh' },
  },
];

const CHANNEL_SETS: Readonly<Record<string, readonly DepositChannelSeed[]>> = {
  default: DEFAULT_CHANNELS,
  jade: [
    {
      key: 'UN',
      kind: 'bank',
      name: 'Online banking',
      min: 200,
      max: 300_000,
      feeBearer: 'merchant',
      instructions: {
        bankName: 'Jade Harbour Bank',
        branch: 'Central (004)',
        accountName: 'JADE ARENA LIMITED',
        accountNumber: '8800112233',
      },
    },
    {
      key: 'WECHAT',
      kind: 'qr',
      name: 'WeChat Pay',
      min: 50,
      max: 20_000,
      feePercent: 1,
      feeBearer: 'merchant',
      instructions: { app: 'WeChat' },
    },
    {
      key: 'ALIPAY',
      kind: 'qr',
      name: 'Alipay',
      min: 50,
      max: 50_000,
      feePercent: 0.8,
      feeBearer: 'member',
      instructions: { app: 'Alipay' },
    },
    {
      key: 'USDT',
      kind: 'crypto',
      name: 'USDT (TRC20)',
      min: 100,
      max: 500_000,
      feeFixed: 2,
      feeBearer: 'member',
      instructions: { currency: 'USDT', network: 'TRC20', address: 'TJadeArenaSandbox4nB8wE2yQ6cFm1Xs9' },
    },
  ],
};

export const depositChannelSet = (brandId: string): readonly DepositChannelSeed[] =>
  Object.hasOwn(CHANNEL_SETS, brandId) ? (CHANNEL_SETS[brandId] ?? DEFAULT_CHANNELS) : DEFAULT_CHANNELS;

export function depositChannelRows(
  merchantId: number,
  brandId: string,
  now: Date,
): (typeof depositChannels.$inferInsert)[] {
  return depositChannelSet(brandId).map((channel, sort) => ({
    merchantId,
    key: channel.key,
    kind: channel.kind,
    name: channel.name,
    provider: 'sandbox',
    minAmount: Math.round(channel.min * 100),
    maxAmount: Math.round(channel.max * 100),
    feeFixed: Math.round((channel.feeFixed ?? 0) * 100),
    feeBps: Math.round((channel.feePercent ?? 0) * 100),
    feeBearer: channel.feeBearer,
    instructions: channel.instructions,
    enabled: true,
    sort,
    createdAt: now,
  }));
}

/** Gives a merchant without channels its brand's set; answers whether it wrote any (two instances racing: one does). */
export async function provisionDepositChannels(
  db: Database | Tx,
  merchantId: number,
  brandId: string,
  now: Date,
): Promise<boolean> {
  const [held] = await db
    .select({ n: count() })
    .from(depositChannels)
    .where(eq(depositChannels.merchantId, merchantId));
  if (Number(held?.n ?? 0) > 0) return false;
  const rows = await db
    .insert(depositChannels)
    .values(depositChannelRows(merchantId, brandId, now))
    .onConflictDoNothing({ target: [depositChannels.merchantId, depositChannels.key] })
    .returning({ id: depositChannels.id });
  return rows.length > 0;
}
