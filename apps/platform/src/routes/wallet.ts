/** Wallet calls, each mapped to services/wallet.ts: balance (main plus transfer wallets), merchant wallet mode, transfers between main and vendor wallets. */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { isSingleWallet, memberTransfer, walletSummary } from '../services/wallet';

export function registerWalletRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'walletBalance', {}, ({ auth, merchant }) => walletSummary(ctx.db, merchant.id, auth.member.id));
  defineRoute(app, ctx, settings, 'merchantWallet', {}, async ({ merchant }) => ({ isSingle: isSingleWallet(merchant.settings) }));
  defineRoute(app, ctx, settings, 'walletTransfer', {}, ({ input, auth, merchant }) =>
    memberTransfer(ctx.db, { merchant, member: auth.member, from: input.from, to: input.to, amount: input.amount, at: new Date(ctx.now()) }),
  );
}
