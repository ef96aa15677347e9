/** VIP: the levels and benefits (/vip) and the member's player rank progress. */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { playerRankProgress, vipLevelList } from '../services/vip';

export function registerVipRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'vipLevels', {}, ({ merchant, language }) => vipLevelList(ctx.db, merchant, language));
  defineRoute(app, ctx, settings, 'playerRankProgress', {}, ({ merchant, auth, language }) =>
    playerRankProgress(ctx.db, merchant, auth.member, language, ctx.now()),
  );
}
