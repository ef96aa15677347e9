/** The lottery calls (`/lgw`, issue 16), each mapped to services/lottery.ts. */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import {
  drawHistory,
  lotteryDraw,
  lotteryLobby,
  lotteryMenus,
  lotteryOrders,
  nearNumeros,
  openedNumero,
  placeLotteryBet,
  popularNumbers,
  recentLottery,
  vnMenu,
  vnOpenedNumeros,
} from '../services/lottery';

export function registerLotteryRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'lotteryLobby', {}, ({ input, language }) => lotteryLobby(ctx.db, { kind: input.kind, language }));
  defineRoute(app, ctx, settings, 'lotteryMenus', {}, ({ language }) => lotteryMenus(ctx.db, language));
  defineRoute(app, ctx, settings, 'recentLottery', {}, ({ auth, language }) => recentLottery(ctx.db, { member: auth.member, language }));
  defineRoute(app, ctx, settings, 'openedNumero', {}, ({ input }) => openedNumero(ctx.db, { kind: input.kind, nowMs: ctx.now() }));
  defineRoute(app, ctx, settings, 'popularLotteryNumbers', {}, ({ input }) => popularNumbers(ctx.db, { prizeMode: input.prizeMode, count: input.count }));
  defineRoute(app, ctx, settings, 'lotteryDraw', {}, ({ input }) => lotteryDraw(ctx.db, { gameCode: input.gameCode, periodNo: input.periodNo, nowMs: ctx.now() }));
  defineRoute(app, ctx, settings, 'lotteryDrawByCode', { pathParam: 'gameCode' }, ({ input, params }) =>
    drawHistory(ctx.db, { gameCode: params.gameCode ?? '', pageNo: input.pageNo, pageSize: input.pageSize, nowMs: ctx.now() }),
  );
  defineRoute(app, ctx, settings, 'nearNumeros', {}, ({ input }) => nearNumeros(ctx.db, { gameCode: input.gameCode, nowMs: ctx.now() }));
  defineRoute(app, ctx, settings, 'vnOpenedNumeros', {}, ({ input, language }) => vnOpenedNumeros(ctx.db, { region: input.region, date: input.date, language }));
  defineRoute(app, ctx, settings, 'vnLotteryMenu', {}, ({ language }) => vnMenu(ctx.db, language));
  defineRoute(app, ctx, settings, 'lotteryBet', { openOnly: true }, ({ input, auth, merchant, language }) =>
    placeLotteryBet(ctx.db, { merchant, member: auth.member, request: input, nowMs: ctx.now(), language }),
  );
  defineRoute(app, ctx, settings, 'lotteryOrders', {}, ({ input, auth, language }) =>
    lotteryOrders(ctx.db, { member: auth.member, gameCode: input.gameCode, status: input.status, pageNo: input.pageNo, pageSize: input.pageSize, language }),
  );
}
