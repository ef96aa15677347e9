/** Missions (reward centre, missionLeaderboard), each mapped to services/missions.ts: list, badge summary, claim, leaderboard. */
import { MISSION_LEADERBOARD_DEFAULT } from '@croupier/contract';
import type { FastifyInstance } from 'fastify';
import { nowDate, type PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { claimMission, missionLeaderboard, missionList, missionSummary } from '../services/missions';

export function registerMissionRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  const options = { features: ['REWCEN3'] } as const;
  defineRoute(app, ctx, settings, 'missionList', options, ({ auth, merchant, language }) =>
    missionList(ctx.db, { merchant, member: auth.member, language, at: nowDate(ctx) }),
  );
  defineRoute(app, ctx, settings, 'missionSummary', options, ({ auth, merchant }) =>
    missionSummary(ctx.db, { merchant, member: auth.member, at: nowDate(ctx) }),
  );
  defineRoute(app, ctx, settings, 'missionClaim', options, ({ input, auth, merchant, language }) =>
    claimMission(ctx.db, { merchant, member: auth.member, missionId: input.missionId, language, at: nowDate(ctx) }),
  );
  defineRoute(app, ctx, settings, 'missionLeaderboard', options, ({ input, auth, merchant, language }) =>
    missionLeaderboard(ctx.db, {
      merchant,
      member: auth.member,
      language,
      missionId: input.missionId,
      limit: input.limit ?? MISSION_LEADERBOARD_DEFAULT,
      at: nowDate(ctx),
    }),
  );
}
