/** Notices: the contract entry mapped to services/notices.ts. */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { listNotices } from '../services/notices';

export function registerNoticeRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'notices', {}, ({ input, merchant, language }) =>
    listNotices(ctx.db, merchant, input, language),
  );
}
