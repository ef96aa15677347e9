/** Cashback (manual rebate, MANPLAYREB3; member centre page manualRebate), mapped to services/rebate.ts. */
import type { FastifyInstance } from 'fastify';
import { nowDate, type PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { claimRebate, rebateOverview } from '../services/rebate';

export function registerRebateRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'rebateSettings', { features: ['MANPLAYREB3'] }, ({ auth, merchant }) =>
    rebateOverview(ctx.db, { merchant, member: auth.member }),
  );
  defineRoute(app, ctx, settings, 'rebateClaim', { features: ['MANPLAYREB3'] }, ({ auth, merchant }) =>
    claimRebate(ctx.db, { merchant, member: auth.member, at: nowDate(ctx) }),
  );
}
