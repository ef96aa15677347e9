/**
 * The cashier's withdrawal side: payment password (set, change), payout accounts (list, add, remove), withdrawals
 * (info, create, list), receipt confirmation (list, confirm with proof images), consolidated funds, transfer to upline.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { changePaymentPassword, setPaymentPassword } from '../services/paymentPassword';
import { addPayoutAccount, payoutAccountsAnswer, removePayoutAccount } from '../services/payoutAccounts';
import { transferToDownline, transferToUpline } from '../services/uplineTransfer';
import {
  assertCashierOpen,
  confirmReceipt,
  createWithdrawal,
  fundsConsolidated,
  listWithdrawals,
  paymentConfirmationList,
  withdrawalInfo,
} from '../services/withdrawals';

export function registerWithdrawalRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  const withdraw = { features: ['WITHDRAW'] } as const;
  defineRoute(app, ctx, settings, 'paymentPasswordSet', { features: ['PAYMENTPASS3'] }, ({ input, auth, merchant }) =>
    setPaymentPassword(ctx, merchant, auth, input),
  );
  defineRoute(
    app,
    ctx,
    settings,
    'paymentPasswordChange',
    { features: ['PAYMENTPASS3'] },
    ({ input, auth, merchant }) => changePaymentPassword(ctx, merchant, auth, input),
  );
  defineRoute(app, ctx, settings, 'payoutAccounts', withdraw, async ({ auth, merchant }) => {
    assertCashierOpen(merchant, auth.member);
    return payoutAccountsAnswer(ctx, auth.member);
  });
  defineRoute(app, ctx, settings, 'payoutAccountAdd', withdraw, async ({ input, auth, merchant }) => {
    assertCashierOpen(merchant, auth.member);
    return addPayoutAccount(ctx, merchant, auth.member, input);
  });
  defineRoute(app, ctx, settings, 'payoutAccountRemove', withdraw, async ({ input, auth, merchant }) => {
    assertCashierOpen(merchant, auth.member);
    return removePayoutAccount(ctx, auth.member, input.id);
  });
  defineRoute(app, ctx, settings, 'withdrawalInfo', withdraw, ({ auth, merchant }) =>
    withdrawalInfo(ctx, merchant, auth.member),
  );
  defineRoute(app, ctx, settings, 'withdrawalCreate', withdraw, ({ input, auth, merchant }) =>
    createWithdrawal(ctx, merchant, auth.member, input),
  );
  defineRoute(app, ctx, settings, 'withdrawalList', withdraw, ({ input, auth, merchant }) =>
    listWithdrawals(ctx, merchant, auth.member, input),
  );
  defineRoute(app, ctx, settings, 'paymentConfirmationList', withdraw, ({ auth, merchant }) =>
    paymentConfirmationList(ctx, merchant, auth.member),
  );
  defineRoute(app, ctx, settings, 'processC2CTransaction', withdraw, ({ input, files, auth, merchant }) =>
    confirmReceipt(ctx, merchant, auth.member, input, files),
  );
  defineRoute(app, ctx, settings, 'fundsConsolidated', {}, ({ auth, merchant }) =>
    fundsConsolidated(ctx, merchant, auth.member),
  );
  defineRoute(app, ctx, settings, 'transferToUpline', { features: ['AGETRANSFERUP3'] }, ({ input, auth, merchant }) =>
    transferToUpline(ctx, merchant, auth.member, input),
  );
  defineRoute(app, ctx, settings, 'transferToDownline', { features: ['AGETRANSFERDOWN3'] }, ({ input, auth, merchant }) =>
    transferToDownline(ctx, merchant, auth.member, input),
  );
}
