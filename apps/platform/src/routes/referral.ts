/** Invite friends (member centre page referral), mapped to services/referral.ts: the code, link and rule; the referees. */
import type { FastifyInstance } from 'fastify';
import { nowDate, type PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { referralInfo, referralList } from '../services/referral';

export function registerReferralRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'referralInfo', { features: ['REWCEN3'] }, ({ auth, merchant }) =>
    referralInfo(ctx.db, { merchant, member: auth.member, at: nowDate(ctx) }),
  );
  defineRoute(app, ctx, settings, 'referralList', { features: ['REWCEN3'] }, ({ input, auth }) =>
    referralList(ctx.db, { member: auth.member, query: input }),
  );
}
