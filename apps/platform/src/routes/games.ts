/** Game calls: each contract entry mapped to the lobby service (services/games.ts owns the SQL and the rules). */
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../context';
import { defineRoute, type RouteSettings } from '../http/route';
import { listGameAnnouncements } from '../services/gameAnnouncements';
import { LobbyService } from '../services/games';

const langOf = (input: { language?: string | undefined } | undefined, header: string) =>
  (input?.language ?? header).toUpperCase();

export function registerGameRoutes(
  app: FastifyInstance,
  ctx: PlatformContext,
  settings: RouteSettings,
  secret: string,
): void {
  const lobby = new LobbyService(ctx, secret);
  defineRoute(app, ctx, settings, 'gameVendors', {}, ({ merchant }) => lobby.vendors(merchant));
  defineRoute(app, ctx, settings, 'gameMenus', {}, ({ input, merchant, language }) =>
    lobby.menus(merchant, langOf(input, language), input.cards ?? 6),
  );
  defineRoute(app, ctx, settings, 'gameList', {}, ({ input, language }) =>
    lobby.gameList({ ...input, language: langOf(input, language) }),
  );
  defineRoute(app, ctx, settings, 'hotGames', {}, ({ input, language }) =>
    lobby.hot(input.vassalage, langOf(input, language)),
  );
  defineRoute(app, ctx, settings, 'popularGames', {}, ({ input, merchant, language }) =>
    lobby.popular(merchant, {
      count: input.count ?? 12,
      vendor: input.vassalage,
      gameType: input.gameType,
      language: langOf(input, language),
    }),
  );
  defineRoute(app, ctx, settings, 'gameAnnouncements', {}, ({ input, merchant, language }) =>
    listGameAnnouncements(ctx.db, { merchant, query: input, language, nowMs: ctx.now() }),
  );
  defineRoute(app, ctx, settings, 'vassGameType', {}, ({ input }) => lobby.vendorGameTypes(input.vassalage));
  defineRoute(app, ctx, settings, 'pvpRoomList', {}, ({ input, language }) =>
    lobby.pvpRooms({ vendor: input.vassalage, gameId: input.gameId, language: langOf(input, language) }),
  );
  defineRoute(app, ctx, settings, 'pvpLaunch', {}, ({ input, auth, merchant, language }) =>
    lobby.pvpLaunch(merchant, auth.member, input.roomId, langOf(input, language)),
  );
  defineRoute(app, ctx, settings, 'favouriteList', {}, ({ input, auth, language }) =>
    lobby.favourites(auth.member, langOf(input, language)),
  );
  defineRoute(app, ctx, settings, 'favouriteAdd', {}, ({ input, auth }) =>
    lobby.addFavourite(auth.member, input.gameId, input.vassalage),
  );
  defineRoute(app, ctx, settings, 'favouriteRemove', {}, ({ input, auth }) =>
    lobby.removeFavourite(auth.member, input.gameId, input.vassalage),
  );
  defineRoute(app, ctx, settings, 'recentGames', {}, ({ input, auth, language }) =>
    lobby.recent(auth.member, input.count ?? 20, langOf(input, language)),
  );
  defineRoute(app, ctx, settings, 'launchGame', {}, ({ input, auth, merchant, language }) =>
    lobby.launchGame(merchant, auth.member, input.gameId, input.vassalage, langOf(input, language)),
  );
  defineRoute(app, ctx, settings, 'trialLaunch', {}, ({ input, merchant, language }) =>
    lobby.trialLaunch(merchant, input.gameId, input.vassalage, langOf(input, language)),
  );
}
