/**
 * The lottery pages (/lottery, /vnlottery, /seaLottery; header only): the page's lottery games, and the one picked by
 * the `gameCode` query (SPEC §2, with `playType` on /lottery) playing in place in the game frame. Picking a game puts
 * it in the query; starting it follows the launch rules (a visitor is asked to log in, a trial account may play only
 * supportPlay 0 games). Closing the game refreshes the header balance.
 */
import type { Game } from '@croupier/contract';
import { useGameList, useSession, type GameListQuery } from '@croupier/data';
import { GameFrame, Heading, Stack, gameDisplayName, vars } from '@croupier/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { SectionPage } from '../sections/SectionPage';
import { useBalanceRefreshOnLeave } from './FramePage';
import { TileList } from './TileList';
import { useGameLauncher } from './useLaunch';

const FrameBox = styled.div`
  display: grid;
  height: min(760px, calc(100dvh - ${vars.layout.header.height} - ${vars.space['8']}));
  min-height: 480px;
  & > [data-component='GameFrame'] {
    height: 100%;
  }
  border-radius: ${vars.radius.lg};
  overflow: hidden;
`;

export interface LotteryGroup {
  /** Heading key (already a full i18n key). */
  label: string;
  query: GameListQuery;
}

function LotteryList({ group, launcher, onGames }: { group: LotteryGroup; launcher: ReturnType<typeof useGameLauncher>; onGames: (games: readonly Game[]) => void }) {
  const { t } = useTranslation('site');
  const list = useGameList(group.query);
  useEffect(() => onGames(list.games), [list.games, onGames]);
  const id = `lottery-${group.label.replace(/\W+/g, '-')}`;
  return (
    <Stack as="section" gap="3" aria-labelledby={id}>
      <Heading level={2} size="lg" id={id}>
        {t(group.label)}
      </Heading>
      <TileList games={list.games} launcher={launcher} isLoading={list.isLoadingFirst} />
    </Stack>
  );
}

export function LotteryHall({ groups }: { groups: readonly LotteryGroup[] }) {
  const [params, setParams] = useSearchParams();
  const { isLoggedIn } = useSession();
  const [playing, setPlaying] = useState<{ url: string; game: Game } | null>(null);
  const [known, setKnown] = useState<Record<string, readonly Game[]>>({});
  const refreshBalance = useBalanceRefreshOnLeave();
  const onLaunched = useCallback((url: string, game: Game) => setPlaying({ url, game }), []);
  const launcher = useGameLauncher({ onLaunched, isLotteryPage: true });
  const gameCode = params.get('gameCode');
  const selected = useMemo(
    () => Object.values(known).flat().find((game) => game.code === gameCode || String(game.gameId) === gameCode) ?? null,
    [gameCode, known],
  );

  // Tiles put the game in the query (so a reload or a shared link opens it); the query starts it, once per game and login.
  const pick = launcher.tileProps.onLaunch;
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!selected) return;
    const mark = `${selected.code ?? String(selected.gameId)}:${String(isLoggedIn)}`;
    if (started.current === mark) return;
    started.current = mark;
    pick(selected);
  }, [isLoggedIn, pick, selected]);

  const choose = useCallback(
    (game: Game) => {
      started.current = null;
      setPlaying(null);
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('gameCode', game.code ?? String(game.gameId));
        if (game.defaultPlayType) next.set('playType', game.defaultPlayType);
        else next.delete('playType');
        return next;
      });
    },
    [setParams],
  );
  const close = () => {
    refreshBalance();
    setPlaying(null);
    started.current = null;
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('gameCode');
      next.delete('playType');
      return next;
    });
  };

  const tileLauncher = useMemo(() => ({ ...launcher, tileProps: { ...launcher.tileProps, onLaunch: choose } }), [choose, launcher]);
  const onGamesOf = useCallback((label: string) => (games: readonly Game[]) => setKnown((current) => (current[label] === games ? current : { ...current, [label]: games })), []);
  const handlers = useMemo(() => Object.fromEntries(groups.map((g) => [g.label, onGamesOf(g.label)])), [groups, onGamesOf]);

  return (
    <SectionPage>
      {playing && selected ? (
        <FrameBox>
          <GameFrame src={playing.url} title={gameDisplayName(playing.game)} onClose={close} />
        </FrameBox>
      ) : null}
      {groups.map((group) => (
        <LotteryList key={group.label} group={group} launcher={tileLauncher} onGames={handlers[group.label]!} />
      ))}
      {launcher.dialogs}
    </SectionPage>
  );
}
