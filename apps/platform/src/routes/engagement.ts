/** The jackpot (VIS_getJackpot) and join us (the affiliate programme and the agent application). */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { affiliateProgramme } from '../services/affiliateProgramme';
import { applyForAgent } from '../services/agentApplications';
import { jackpotState } from '../services/jackpot';

export function registerEngagementRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'jackpot', {}, ({ merchant }) => jackpotState(ctx.db, merchant));
  defineRoute(app, ctx, settings, 'agentApplication', { features: ['AFFMAN3'] }, ({ input, merchant, auth }) =>
    applyForAgent(ctx.db, merchant, auth.member, input, ctx.now()),
  );
  defineRoute(app, ctx, settings, 'affiliateProgramme', { features: ['AFFMAN3'] }, async ({ merchant }) => affiliateProgramme(merchant));
}
