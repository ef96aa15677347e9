/**
 * The agent centre's calls (issue 17): team data mapped to services/agentTeam.ts, contracts to services/agentContracts.ts;
 * agents only (not_an_agent), except the public contract policy (consolidatedSettings).
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import {
  agentAffiliate,
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
import { consolidatedSettings, contractRequest, listContracts } from '../services/agentContracts';
import { nowDate } from '../context';

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
  defineRoute(app, ctx, settings, 'agentAffiliate', { features: ['AFFMAN3'] }, ({ auth, merchant }) =>
    agentAffiliate(ctx.db, { merchant, member: auth.member, nowMs: ctx.now() }),
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

  // Contracts (services/agentContracts.ts): the policy, the four processing calls as lists, and the requests.
  defineRoute(app, ctx, settings, 'consolidatedSettings', {}, ({ merchant }) => Promise.resolve(consolidatedSettings(merchant)));
  const lists = [
    ['dividendContract', 'dividend'],
    ['dailySalaryContract', 'daily'],
    ['hourlySalaryContract', 'hourly'],
    ['realTimeSalaryContract', 'realtime'],
  ] as const;
  for (const [key, type] of lists)
    defineRoute(app, ctx, settings, key, {}, ({ input, auth, merchant }) =>
      listContracts(ctx.db, { merchant, member: auth.member, type, query: input, now: nowDate(ctx) }),
    );
  defineRoute(app, ctx, settings, 'contractRequest', {}, ({ input, auth, merchant }) =>
    contractRequest(ctx.db, { merchant, member: auth.member, request: input, now: nowDate(ctx) }),
  );
}
