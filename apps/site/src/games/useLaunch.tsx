/**
 * Starting a game from any tile (SPEC §2 game launch, §6, §8): the popup list for VASSALAGE entries, the lottery pages,
 * the login popup for visitors (who may try supportPlay 0 games), the need-a-true-account warning for trial accounts,
 * and the launch itself, whose refusals open the maintenance dialog (with its alternatives) or the balance dialog (to
 * the deposit page). A launched game opens on /game (the iframe launcher); the lottery pages show it in place.
 *
 * The hook returns the tile actions and `dialogs`, which the page renders once.
 */
import type { Game } from '@croupier/contract';
import { launchUrlOf, useGameList, useLaunchGame, useSession, useTrialLaunch } from '@croupier/data';
import { GamePopupList, InsufficientBalanceDialog, LoadingOverlay, VendorMaintenanceDialog, gameDisplayName, isVassalageEntry } from '@croupier/ui';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCentreNavigation } from '../centres/useCentreNavigation';
import { openAuth, showDialog } from '../state/siteStore';
import { decideLaunch, framePath, type FrameRoute, type LaunchMode } from './launchRules';
import { launchFailureOf } from './launchFailure';
import { useFavourites } from './useFavourites';
import { useVendorNames } from './useVendorNames';

/** A popup list is short: one request holds it. */
const POPUP_PAGE_SIZE = 100;

export interface UseGameLauncherOptions {
  /** Play the launch URL here instead of opening /game. */
  onLaunched?: (url: string, game: Game) => void;
  /** The frame page a launch opens (default /game). */
  frameRoute?: FrameRoute;
}

export interface GameLauncher {
  /** Spread into GameGrid, HotGamesRow, GamePopupList, GameTile. */
  tileProps: {
    onLaunch: (game: Game) => void;
    onTry: (game: Game) => void;
    isVisitor: boolean;
    isFavourite: (game: Game) => boolean;
    onFavouriteChange: ((game: Game, isFavourite: boolean) => void) | undefined;
    vendorNames: Readonly<Record<string, string>>;
  };
  /** Shows a refused launch (maintenance, balance, trial account, other failures) for launches made elsewhere (PVP rooms). */
  showFailure: (error: unknown, game?: Game) => void;
  /** Opens the frame page on a launch URL. */
  openGame: (url: string, game: Game) => void;
  isLaunching: boolean;
  /** The popup list, the launch dialogs and the launch overlay: render once. */
  dialogs: ReactNode;
}

type Refusal = { kind: 'maintenance'; game?: Game; alternatives: Game[] } | { kind: 'balance'; game?: Game; balance?: number; minimum?: number };

function PopupList({ entry, onClose, launcher }: { entry: Game; onClose: () => void; launcher: Omit<GameLauncher['tileProps'], 'vendorNames'> & { vendorName: string } }) {
  // The entry's own vendor and group (live tables, fishing games), without the lobby entries themselves.
  const list = useGameList({ vassalage: entry.vassalage, ...(entry.gameType ? { gameType: entry.gameType } : {}) }, { pageSize: POPUP_PAGE_SIZE });
  const games = useMemo(() => list.games.filter((game) => !isVassalageEntry(game)), [list.games]);
  return (
    <GamePopupList
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      vendorName={launcher.vendorName}
      games={games}
      isLoading={list.isLoadingFirst}
      isFavourite={launcher.isFavourite}
      onFavouriteChange={launcher.onFavouriteChange}
      isVisitor={launcher.isVisitor}
      onLaunch={(game) => {
        onClose();
        launcher.onLaunch(game);
      }}
      onTry={(game) => {
        onClose();
        launcher.onTry(game);
      }}
    />
  );
}

export function useGameLauncher(options: UseGameLauncherOptions = {}): GameLauncher {
  const { onLaunched, frameRoute = '/game' } = options;
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const { setMcPage } = useCentreNavigation();
  const { isLoggedIn, isTrial } = useSession();
  const favourites = useFavourites();
  const { names } = useVendorNames();
  const memberLaunch = useLaunchGame();
  const trialLaunch = useTrialLaunch();
  const [popup, setPopup] = useState<Game | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const openGame = useCallback(
    (url: string, game: Game) => {
      if (onLaunched) onLaunched(url, game);
      else void navigate(framePath(url, gameDisplayName(game), frameRoute));
    },
    [frameRoute, navigate, onLaunched],
  );

  const showFailure = useCallback(
    (error: unknown, game?: Game) => {
      const failure = launchFailureOf(error);
      switch (failure.kind) {
        case 'maintenance':
          setRefusal({ kind: 'maintenance', alternatives: failure.alternatives, ...(game ? { game } : {}) });
          return;
        case 'balance':
          setRefusal({ ...failure, ...(game ? { game } : {}) });
          return;
        case 'needRealAccount':
          showDialog({ kind: 'needRealAccount' });
          return;
        case 'handled':
          return;
        case 'message':
          showDialog({ kind: 'message', icon: 'warning', titleKey: 'site:errorDialog.title', bodyKey: failure.messageKey });
      }
    },
    [],
  );

  const memberTrigger = memberLaunch.trigger;
  const trialTrigger = trialLaunch.trigger;
  const start = useCallback(
    (game: Game, mode: LaunchMode) => {
      const decision = decideLaunch(game, { isLoggedIn, isTrial }, mode);
      const gameId = game.gameId ?? game.roomId;
      switch (decision.kind) {
        case 'popup':
          setPopup(game);
          return;
        case 'route':
          void navigate(decision.to);
          return;
        case 'login':
          openAuth({ kind: 'login' });
          return;
        case 'needRealAccount':
          showDialog({ kind: 'needRealAccount' });
          return;
        case 'trial':
        case 'launch': {
          if (gameId === undefined) return;
          const input = { gameId, vassalage: game.vassalage, ...(game.nodeId === undefined ? {} : { nodeId: game.nodeId }) };
          const call = decision.kind === 'trial' ? trialTrigger(input) : memberTrigger(input);
          void call.then(
            (result) => {
              const url = launchUrlOf(result);
              if (url) openGame(url, game);
            },
            (error: unknown) => showFailure(error, game),
          );
        }
      }
    },
    [isLoggedIn, isTrial, memberTrigger, navigate, openGame, showFailure, trialTrigger],
  );

  const onLaunch = useCallback((game: Game) => start(game, 'play'), [start]);
  const onTry = useCallback((game: Game) => start(game, 'try'), [start]);
  const isLaunching = memberLaunch.isMutating || trialLaunch.isMutating;

  const tileProps = useMemo(
    () => ({ onLaunch, onTry, isVisitor: !isLoggedIn, isFavourite: favourites.isFavourite, onFavouriteChange: favourites.onFavouriteChange, vendorNames: names }),
    [favourites.isFavourite, favourites.onFavouriteChange, isLoggedIn, names, onLaunch, onTry],
  );

  const closeRefusal = (open: boolean) => (open ? undefined : setRefusal(null));
  const dialogs = (
    <>
      {popup ? (
        <PopupList
          entry={popup}
          onClose={() => setPopup(null)}
          launcher={{ ...tileProps, vendorName: names[popup.vassalage] ?? popup.vassalage }}
        />
      ) : null}
      {refusal?.kind === 'maintenance' ? (
        <VendorMaintenanceDialog
          open
          onOpenChange={closeRefusal}
          {...(refusal.game ? { game: refusal.game } : {})}
          alternatives={refusal.alternatives}
          vendorNames={names}
          onGameSelect={(game) => {
            setRefusal(null);
            onLaunch(game);
          }}
        />
      ) : null}
      {refusal?.kind === 'balance' ? (
        <InsufficientBalanceDialog
          open
          onOpenChange={closeRefusal}
          {...(refusal.game ? { game: refusal.game } : {})}
          {...(refusal.balance === undefined ? {} : { balance: refusal.balance })}
          {...(refusal.minimum === undefined ? {} : { requiredAmount: refusal.minimum })}
          onDeposit={() => setMcPage('depositv2')}
        />
      ) : null}
      <LoadingOverlay isLoading={isLaunching} message={t('games.launching')} />
    </>
  );

  return { tileProps, showFailure, openGame, isLaunching, dialogs };
}
