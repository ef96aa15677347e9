/**
 * Promotions (reward centre, REWCEN3), each call mapped to services/promotions.ts: categories, the lists (the member's
 * and a visitor's), the detail, joining or claiming, the sign-up request (multipart), the raffle's ticket and status,
 * the member's claims. Also the promotions' generated art (`/art/promotion/<kind>-<hue>.svg`).
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import type { JobQueue } from '../jobs/queue';
import {
  claimRaffleTicket,
  joinPromotion,
  listPromotions,
  promotionCategoryList,
  promotionClaimList,
  promotionDetail,
  raffleStatus,
  signUpRequest,
} from '../services/promotions';

const rewards = { features: ['REWCEN3'] } as const;

const MOTIFS: Record<string, string> = {
  depositBonus: '<g fill="#fff"><circle cx="0" cy="0" r="34" fill-opacity=".95"/><text x="0" y="13" text-anchor="middle" font-size="38" font-weight="900" fill="#b8860b" font-family="Georgia,serif">%</text></g>',
  signUp: '<g fill="#fff" fill-opacity=".95"><rect x="-30" y="-38" width="60" height="76" rx="8"/><path d="M-18-18h36M-18-4h36M-18 10h24" stroke="#555" stroke-width="5" stroke-linecap="round"/></g>',
  raffle: '<g><path d="M-46-22h92v14a10 10 0 0 0 0 16v14h-92V8a10 10 0 0 0 0-16z" fill="#fff" fill-opacity=".95"/><path d="M-14-22v44" stroke="#c21f39" stroke-width="3" stroke-dasharray="5 4"/><text x="16" y="8" text-anchor="middle" font-size="22" font-weight="900" fill="#c21f39">★</text></g>',
  contactBonus: '<g><path d="M-34-28h68a8 8 0 0 1 8 8v36a8 8 0 0 1-8 8h-40l-18 14v-14h-10a8 8 0 0 1-8-8v-36a8 8 0 0 1 8-8z" fill="#fff" fill-opacity=".95"/><circle cx="-16" cy="-2" r="5" fill="#1d5fd1"/><circle cx="0" cy="-2" r="5" fill="#1d5fd1"/><circle cx="16" cy="-2" r="5" fill="#1d5fd1"/></g>',
};

/** A banner for a promotion: the kind's motif on a gradient of the given hue (no binary images, as the games' art). */
export function promotionArtSvg(kind: string, hue: number): string {
  const motif = MOTIFS[kind] ?? MOTIFS.depositBonus!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 280" width="640" height="280" role="img" aria-hidden="true"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 72% 44%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 78% 20%)"/></linearGradient><radialGradient id="r" cx=".75" cy=".3" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><rect width="640" height="280" fill="url(#g)"/><rect width="640" height="280" fill="url(#r)"/><g fill="#fff" fill-opacity=".12"><circle cx="90" cy="230" r="70"/><circle cx="560" cy="40" r="50"/></g><g transform="translate(480 140) scale(2)">${motif}</g></svg>`;
}

export function registerPromotionRoutes(
  app: FastifyInstance,
  ctx: PlatformContext,
  settings: RouteSettings,
  jobs: Pick<JobQueue, 'enqueue'>,
): void {
  defineRoute(app, ctx, settings, 'promotionAnnouncementCategories', rewards, ({ merchant, language }) =>
    promotionCategoryList(ctx.db, merchant, language, ctx.now()),
  );
  defineRoute(app, ctx, settings, 'availablePromotions', rewards, ({ input, merchant, auth, language }) =>
    listPromotions(ctx.db, { merchant, member: auth.member, language, query: input, now: ctx.now() }),
  );
  defineRoute(app, ctx, settings, 'merchantAvailablePromotions', rewards, ({ input, merchant, auth, language }) =>
    listPromotions(ctx.db, { merchant, member: auth?.member ?? null, language, query: input, now: ctx.now() }),
  );
  defineRoute(app, ctx, settings, 'promotionDetail', rewards, ({ input, merchant, auth, language }) =>
    promotionDetail(ctx.db, { merchant, member: auth?.member ?? null, language, promotionId: input.promotionId, now: ctx.now() }),
  );
  defineRoute(app, ctx, settings, 'promotionJoin', rewards, ({ input, merchant, auth }) =>
    joinPromotion(ctx.db, { merchant, member: auth.member, promotionId: input.promotionId, requestId: input.requestId, now: ctx.now() }),
  );
  defineRoute(app, ctx, settings, 'raffleClaim', rewards, ({ input, merchant, auth }) =>
    claimRaffleTicket(ctx.db, { merchant, member: auth.member, promotionId: input.promotionId, requestId: input.requestId, now: ctx.now(), jobs }),
  );
  defineRoute(app, ctx, settings, 'raffleStatus', rewards, ({ input, merchant, auth }) =>
    raffleStatus(ctx.db, { merchant, member: auth.member, promotionId: input.promotionId, now: ctx.now() }),
  );
  defineRoute(app, ctx, settings, 'signUpRequestReward', rewards, ({ input, files, merchant, auth }) =>
    signUpRequest(ctx.db, { merchant, member: auth.member, promotionId: input.promotionId, comment: input.comment, files, now: ctx.now() }),
  );
  defineRoute(app, ctx, settings, 'promotionClaimList', rewards, ({ input, auth, language }) =>
    promotionClaimList(ctx.db, { member: auth.member, language, query: input, now: ctx.now() }),
  );

  app.get<{ Params: { file: string } }>('/art/promotion/:file', async (request, reply) => {
    const match = /^(depositBonus|signUp|raffle|contactBonus)-(\d{1,3})\.svg$/.exec(request.params.file);
    if (!match || Number(match[2]) > 359)
      return reply.code(404).send({ success: false, code: 'not_found', message: 'no such promotion art' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(promotionArtSvg(match[1] ?? '', Number(match[2])));
  });
}
