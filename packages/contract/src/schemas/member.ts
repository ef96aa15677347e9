/** Member calls: member info, icon, avatar, wallet balance and merchant wallet. */
import { z } from 'zod';
import { MAX_MONEY } from './common';

export const clubLabelSchema = z.object({ labelName: z.string(), rankLevel: z.number().int() });

export const memberInfoResponseSchema = z.object({
  account: z.string(),
  id: z.union([z.string(), z.number()]),
  nickname: z.string().nullable().optional(),
  /** Account (agent) type: 4 trial; 1, 2, 41, 42 agents. */
  type: z.number().int(),
  /** May transfer to the upline. */
  toUpline: z.boolean(),
  clubLabel: clubLabelSchema.nullable().optional(),
  memberLabel: z.array(z.string()),
  sumBalance: z.number().optional(),
});
export type MemberInfo = z.infer<typeof memberInfoResponseSchema>;

export const memberInfoIconResponseSchema = z.object({ imgUrl: z.string().nullable() });

export const avatarTypeSchema = z.enum(['CUSTOM', 'STATIC']);
export const avatarResponseSchema = z.object({ avatar: z.string(), avatarType: avatarTypeSchema });
export type Avatar = z.infer<typeof avatarResponseSchema>;

/** Balance in major units (two decimals): the main wallet plus every vendor wallet; `wallets` lists them. */
export const walletBalanceResponseSchema = z.object({
  sumBalance: z.number(),
  wallets: z.array(z.object({ wallet: z.string(), balance: z.number() })).optional(),
});
export const merchantWalletResponseSchema = z.object({ isSingle: z.boolean() });

export const walletTransferRequestSchema = z.object({
  from: z.string().min(1),
  to: z.string().min(1),
  /** Amount in major units, two decimals at most. */
  amount: z
    .number()
    .positive()
    .max(MAX_MONEY)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals'),
});
/** Balances after a transfer (major units). */
export const walletTransferResponseSchema = z.object({ from: z.number(), to: z.number(), sumBalance: z.number() });
