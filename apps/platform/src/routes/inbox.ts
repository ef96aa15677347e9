/** The member's inbox (messageV2): unread count, the list, mark read, delete. */
import type { FastifyInstance } from 'fastify';
import { nowDate, type PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { deleteMessages, listInbox, markRead, unreadCount } from '../services/inbox';

export function registerInboxRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'unreadMessageCount', {}, async ({ auth }) => ({
    count: await unreadCount(ctx.db, auth.member.id),
  }));
  defineRoute(app, ctx, settings, 'inbox', {}, ({ auth, input }) => listInbox(ctx.db, auth.member.id, input));
  defineRoute(app, ctx, settings, 'inboxRead', {}, ({ auth, input }) =>
    markRead(ctx.db, auth.member.id, input, nowDate(ctx)),
  );
  defineRoute(app, ctx, settings, 'inboxDelete', {}, ({ auth, input }) =>
    deleteMessages(ctx.db, auth.member.id, input, nowDate(ctx)),
  );
}
