/** The agent centre's team data (issue 17), each mapped to services/agentTeam.ts; agents only (not_an_agent). */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import {
  agentAnnouncements,
  downlineList,
  downlineTransactions,
  invitationInfo,
  myIncome,
  registerDownline,
  teamBetting,
  teamOverview,
  teamProfitLoss,
} from '../services/agentTeam';

export function registerAgentRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'agentAnnouncements', {}, ({ input, auth, merchant, language }) =>
    agentAnnouncements(ctx.db, { merchant, member: auth.member, language, query: input }),
  );
  defineRoute(app, ctx, settings, 'teamOverview', {}, ({ input, auth, merchant }) =>
    teamOverview(ctx.db, { merchant, member: auth.member, query: input }),
  );
  defineRoute(app, ctx, settings, 'registerDownline', {}, ({ input, auth, merchant, language }) =>
    registerDownline(ctx.db, { merchant, member: auth.member, language, request: input, nowMs: ctx.now() }),
  );
  defineRoute(app, ctx, settings, 'invitationInfo', {}, ({ auth }) => invitationInfo(ctx.db, { member: auth.member }));
  defineRoute(app, ctx, settings, 'downlineList', {}, ({ input, auth, merchant }) =>
    downlineList(ctx.db, { merchant, member: auth.member, query: input }),
  );
  defineRoute(app, ctx, settings, 'teamBetting', {}, ({ input, auth, merchant, language }) =>
    teamBetting(ctx.db, { merchant, member: auth.member, language, query: input }),
  );
  defineRoute(app, ctx, settings, 'teamProfitLoss', {}, ({ input, auth, merchant }) =>
    teamProfitLoss(ctx.db, { merchant, member: auth.member, query: input }),
  );
  defineRoute(app, ctx, settings, 'myIncome', {}, ({ input, auth, merchant }) =>
    myIncome(ctx.db, { merchant, member: auth.member, query: input }),
  );
  defineRoute(app, ctx, settings, 'downlineTransactions', {}, ({ input, auth, merchant }) =>
    downlineTransactions(ctx.db, { merchant, member: auth.member, query: input }),
  );
}
