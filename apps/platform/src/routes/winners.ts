/** The winner board: the contract entry mapped to services/winners.ts. */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { winnerBoard } from '../services/winners';

export { maskAccount } from '../services/winners';

export function registerWinnerRoutes(app: FastifyInstance, ctx: PlatformContext, settings: RouteSettings): void {
  defineRoute(app, ctx, settings, 'winnerBoard', {}, ({ input, merchant, language }) =>
    winnerBoard(ctx.db, merchant, input, language),
  );
}
