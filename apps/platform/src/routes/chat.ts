/** The chat room: unread count, launch, group permission, messages, send, read cursor (services/chat.ts). */
import type { FastifyInstance } from 'fastify';
import { nowDate, type PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { chatUnreadCount, groupPermissions, launchChat, listChatMessages, markChatRead, sendChatMessage } from '../services/chat';

export function registerChatRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'chatUnreadCount', {}, ({ auth }) => chatUnreadCount(ctx.db, auth.member));
  defineRoute(app, ctx, settings, 'chatGroupPermission', {}, ({ auth }) => groupPermissions(ctx.db, auth.member));
  defineRoute(app, ctx, settings, 'chatLaunch', {}, ({ auth, input }) => launchChat(ctx.db, auth.member, input, nowDate(ctx)));
  defineRoute(app, ctx, settings, 'chatMessages', {}, ({ auth, input }) => listChatMessages(ctx.db, auth.member, input));
  defineRoute(app, ctx, settings, 'chatSend', {}, ({ auth, input }) => sendChatMessage(ctx.db, auth.member, input, ctx.now()));
  defineRoute(app, ctx, settings, 'chatRead', {}, ({ auth, input }) => markChatRead(ctx.db, auth.member, input, nowDate(ctx)));
}
