/** Points (PTSYS3) and the points mall, and the member transaction detail of points (MEMTRANS3). */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import {
  convertPoints,
  pointBalance,
  pointConfig,
  pointDetails,
  redeemReward,
  redeemedList,
  rewardList,
  rewardTypes,
  transactionDetail,
} from '../services/points';

export function registerPointRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  const points = { features: ['PTSYS3'] } as const;
  defineRoute(app, ctx, settings, 'pointBalance', points, ({ auth }) => pointBalance(ctx.db, auth.member));
  defineRoute(app, ctx, settings, 'pointConfig', points, async ({ merchant }) => pointConfig(merchant));
  defineRoute(app, ctx, settings, 'pointRewardConversionTypes', points, ({ merchant }) => rewardTypes(ctx.db, merchant));
  defineRoute(app, ctx, settings, 'pointRewards', points, ({ input, merchant, language }) => rewardList(ctx.db, merchant, input, language));
  defineRoute(app, ctx, settings, 'redeemPointReward', points, ({ input, merchant, auth, language }) =>
    redeemReward(ctx.db, merchant, auth.member, input, language, ctx.now()),
  );
  defineRoute(app, ctx, settings, 'redeemedPointList', points, ({ input, auth, language }) => redeemedList(ctx.db, auth.member, input, language));
  defineRoute(app, ctx, settings, 'convertPoints', points, ({ input, merchant, auth }) => convertPoints(ctx.db, merchant, auth.member, input, ctx.now()));
  defineRoute(app, ctx, settings, 'pointDetails', points, ({ auth }) => pointDetails(ctx.db, auth.member));
  defineRoute(app, ctx, settings, 'memberTransactionDetail', { features: ['MEMTRANS3'] }, ({ input, auth }) =>
    transactionDetail(ctx.db, auth.member, input),
  );
}
