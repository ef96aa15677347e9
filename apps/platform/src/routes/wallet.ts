/** Wallet calls: balance (main plus transfer wallets), merchant wallet mode, transfers between main and vendor wallets. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { gameVendors } from '../db/schema';
import { ApiFailure } from '../http/failure';
import { defineRoute, type RouteSettings } from '../http/route';
import { MAIN_WALLET, WalletError, memberWallets, toMajor, toMinor, transfer, vendorWallet } from '../services/wallet';

export const isSingleWallet = (settings: { singleWallet?: boolean }) => settings.singleWallet !== false;

export function registerWalletRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'walletBalance', {}, async ({ auth, merchant }) => {
    const rows = await memberWallets(ctx.db, merchant.id, auth.member.id);
    const sum = rows.reduce((s, row) => s + Number(row.balance), 0);
    return { sumBalance: toMajor(sum), wallets: rows.map((row) => ({ wallet: row.kind === MAIN_WALLET ? MAIN_WALLET : row.kind.replace(/^vendor:/, ''), balance: toMajor(Number(row.balance)) })) };
  });

  defineRoute(app, ctx, settings, 'merchantWallet', {}, async ({ merchant }) => ({ isSingle: isSingleWallet(merchant.settings) }));

  defineRoute(app, ctx, settings, 'walletTransfer', {}, async ({ input, auth, merchant }) => {
    if (isSingleWallet(merchant.settings)) throw new ApiFailure('operation_not_allowed', 'this merchant has a single wallet: there is nothing to transfer');
    if (auth.member.type === 4) throw new ApiFailure('trial_not_allowed', 'please register or log into a real account');
    const kindOf = async (name: string): Promise<string> => {
      const code = name.trim().toUpperCase();
      if (code === 'MAIN') return MAIN_WALLET;
      const [vendor] = await ctx.db.select({ code: gameVendors.code }).from(gameVendors).where(and(eq(gameVendors.code, code)));
      if (!vendor) throw new ApiFailure('validation_failed', 'unknown wallet', { issues: [{ path: [name === input.from ? 'from' : 'to'], message: 'unknown wallet' }] });
      return vendorWallet(vendor.code);
    };
    const from = await kindOf(input.from);
    const to = await kindOf(input.to);
    if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) throw new ApiFailure('operation_not_allowed', 'transfers go between the main wallet and a vendor wallet');
    try {
      const result = await transfer(ctx.db, { merchantId: merchant.id, memberId: auth.member.id, from, to, amount: toMinor(input.amount), at: new Date(ctx.now()) });
      const rows = await memberWallets(ctx.db, merchant.id, auth.member.id);
      return { from: toMajor(result.from), to: toMajor(result.to), sumBalance: toMajor(rows.reduce((s, row) => s + Number(row.balance), 0)) };
    } catch (error) {
      if (error instanceof WalletError && error.code === 'insufficient_balance') throw new ApiFailure('insufficient_balance', 'insufficient balance');
      throw error;
    }
  });
}
