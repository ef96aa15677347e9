/** Member calls: info (with the wallet balance), icon, avatar, plus the static avatar images. */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { avatarUrl, memberInfo } from '../services/member';

const AVATAR_COLOURS = ['#e0a526', '#2bb3c0', '#8d6be8', '#e0574f', '#3fae6a', '#d77bc0', '#5b8def', '#c98b4a'];

export function registerMemberRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'memberInfo', {}, ({ auth, merchant, language }) => memberInfo(ctx.db, merchant, auth.member, language));
  defineRoute(app, ctx, settings, 'memberInfoIcon', {}, async ({ auth }) => ({ imgUrl: avatarUrl(auth.member) }));
  defineRoute(app, ctx, settings, 'avatar', {}, async ({ auth }) => ({ avatar: avatarUrl(auth.member), avatarType: auth.member.avatarType }));
}

/** Eight generated avatars (`/avatars/1.svg` ... `/avatars/8.svg`): no binary images from outside. */
export function registerAvatarAssets(app: FastifyInstance): void {
  app.get<{ Params: { n: string } }>('/avatars/:n', async (request, reply) => {
    const match = /^([1-8])\.svg$/.exec(request.params.n);
    if (!match) return reply.code(404).send({ success: false, code: 'not_found', message: 'no such avatar' });
    const colour = AVATAR_COLOURS[Number(match[1]) - 1] ?? '#888';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${colour}"/><circle cx="32" cy="25" r="11" fill="#fff" fill-opacity=".9"/><path d="M12 56c3-12 11-18 20-18s17 6 20 18" fill="#fff" fill-opacity=".9"/></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
