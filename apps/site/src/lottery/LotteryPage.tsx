/**
 * The lottery pages (/lottery, /elott, /vnlottery, /seaLottery; issue 16): the hall of the route's lottery games with
 * their last results, and the game picked by the `gameCode` query (SPEC §2; `playType` picks its play type): the draw's
 * header with the countdown, the play types and number picker, the bet slip, the results with their fairness proof,
 * the member's bets, hot numbers, and for Vietnam the regions' boards. Everything comes from the /lgw calls.
 */
import { familyOf, playTypeOf, selectionOdds, type LotteryDraw, type LotteryGame, type LotteryPrizeMode, type VnRegion } from '@croupier/contract';
import {
  useLotteryDrawHistory,
  useLotteryLobby,
  useLotteryOrders,
  useNearNumeros,
  useOpenedNumeros,
  useRecentLottery,
  usePlaceLotteryBet,
  usePopularLotteryNumbers,
  useSession,
  useVnOpenedNumeros,
  useWalletBalance,
  verifyLotteryDraw,
} from '@croupier/data';
import {
  BetSlip,
  Button,
  DrawHeader,
  Heading,
  LotteryBalls,
  LotteryBetList,
  NumberPicker,
  PlayTypeTabs,
  PopularNumbers,
  ResultsHistory,
  selectionLabel,
  takesTwoDigits,
  Stack,
  Text,
  VnRegionBoard,
  media,
  vars,
} from '@croupier/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorText } from '../app/errorText';
import { brand } from '../brand';
import { useLotteryTranslations } from '../centres/centreTranslations';
import { SectionPage } from '../sections/SectionPage';
import { openAuth } from '../state/siteStore';

const PRIZE_MODES: Record<string, LotteryPrizeMode> = { LOTT: 'Lott', ELOTT: 'Elott', TCG_LOTTO_VN: 'ZY', TCG_SEA: 'SEA' };
const ORDERS_PAGE_SIZE = 10;
const HISTORY_PAGE_SIZE = 10;

const Hall = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space['4']};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

const Card = styled.li`
  display: grid;
  gap: ${vars.space['3']};
  align-content: start;
  padding: ${vars.space['4']};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  border: 1px solid ${vars.color.border.subtle};
  min-height: 11rem;
  & > a {
    justify-self: start;
  }
`;

const CardLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding-inline: ${vars.space['5']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.solid};
  color: ${vars.color.accent.onSolid};
  &:hover {
    background: ${vars.color.accent.solidHover};
  }
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
`;

const Recent = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
`;

const RecentLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.25rem;
  padding-inline: ${vars.space['3']};
  border-radius: ${vars.radius.full};
  border: 1px solid ${vars.color.border.default};
  color: ${vars.color.text.primary};
  text-decoration: none;
  &:hover {
    background: ${vars.color.surface.hover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
`;

const Play = styled.div`
  display: grid;
  gap: ${vars.space['6']};
  ${media.desktopUp} {
    grid-template-columns: minmax(0, 1fr) 22rem;
    align-items: start;
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${vars.space['4']};
  ${media.desktopUp} {
    position: sticky;
    top: calc(${vars.layout.header.height} + ${vars.space['4']});
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${vars.space['8']};
`;

function scheduleText(t: TFunction, game: LotteryGame): string {
  if (game.intervalSeconds >= 86_400) return t('page.daily');
  if (game.intervalSeconds % 60 === 0) return t('page.everyMinutes', { count: game.intervalSeconds / 60 });
  return t('page.everySeconds', { count: game.intervalSeconds });
}

export interface LotteryPageProps {
  /** The lottery vendors (accountTypeName) the route shows. */
  vendors: readonly string[];
  /** Where a game plays (default this page): /elott's games play on /lottery (SPEC §2 lottery routing). */
  playOn?: string;
  /** Show the Vietnam regions' boards. */
  hasRegionBoard?: boolean;
}

export function LotteryPage(props: LotteryPageProps) {
  useLotteryTranslations();
  const [params] = useSearchParams();
  const lobby = useLotteryLobby();
  const games = useMemo(() => (lobby.data?.games ?? []).filter((g) => props.vendors.includes(g.accountTypeName) || props.vendors.includes(g.vendor)), [lobby.data, props.vendors]);
  const gameCode = params.get('gameCode');
  const game = gameCode ? (lobby.data?.games ?? []).find((g) => g.gameCode === gameCode) : undefined;
  return (
    <SectionPage hasLead={!game}>
      {game ? (
        <LotteryGameView key={game.gameCode} game={game} hasRegionBoard={props.hasRegionBoard ?? false} />
      ) : (
        <LotteryHall games={games} isLoading={lobby.isLoading} playOn={props.playOn} hasRegionBoard={props.hasRegionBoard ?? false} />
      )}
    </SectionPage>
  );
}

function LotteryHall({ games, isLoading, playOn, hasRegionBoard }: { games: readonly LotteryGame[]; isLoading: boolean; playOn?: string | undefined; hasRegionBoard: boolean }) {
  const { t } = useTranslation('lottery');
  const opened = useOpenedNumeros();
  const [region, setRegion] = useState<VnRegion>('north');
  const boards = useVnOpenedNumeros(hasRegionBoard ? {} : undefined);
  const lastOf = (code: string) => opened.data?.draws.find((d) => d.gameCode === code);
  const linkOf = (game: LotteryGame) => `${playOn ?? ''}?${new URLSearchParams({ gameCode: game.gameCode, playType: game.defaultPlayType }).toString()}`;
  // The member's recently played games of this page, to go straight back to one.
  const recent = useRecentLottery();
  const recentHere = (recent.data?.games ?? []).filter((g) => games.some((x) => x.gameCode === g.gameCode)).slice(0, 5);
  return (
    <Stack gap="8">
      {recentHere.length > 0 ? (
        <Recent aria-label={t('page.recent')} data-part="RecentLottery">
          <Text size="sm" tone="secondary">
            {t('page.recent')}
          </Text>
          {recentHere.map((g) => (
            <RecentLink key={g.gameCode} to={linkOf(g)}>
              {g.name}
            </RecentLink>
          ))}
        </Recent>
      ) : null}
      <Hall aria-busy={isLoading} data-component="LotteryHall">
        {games.map((game) => {
          const last = lastOf(game.gameCode);
          return (
            <Card key={game.gameCode} data-game={game.gameCode}>
              <Heading level={2} size="md">
                {game.name}
              </Heading>
              <Text tone="secondary" size="sm">
                {scheduleText(t, game)}
              </Text>
              {last?.numbers ? (
                <Stack gap="1">
                  <Text size="sm">{t('play.lastDraw', { period: last.periodNo })}</Text>
                  <LotteryBalls numbers={game.kind === 'fast' ? last.numbers : last.numbers.slice(0, 1)} format={game.format} size="sm" />
                </Stack>
              ) : (
                <Text size="sm" tone="secondary">
                  {t('play.noLastDraw')}
                </Text>
              )}
              <CardLink to={linkOf(game)} aria-label={t('page.playGame', { name: game.name })}>
                {t('page.play')}
              </CardLink>
            </Card>
          );
        })}
      </Hall>
      {hasRegionBoard ? (
        <VnRegionBoard boards={boards.data?.boards ?? []} region={region} onRegionChange={setRegion} isLoading={boards.isLoading} title={t('page.boards')} />
      ) : null}
    </Stack>
  );
}

function LotteryGameView({ game, hasRegionBoard }: { game: LotteryGame; hasRegionBoard: boolean }) {
  const { t } = useTranslation(['lottery', 'site']);
  const [params, setParams] = useSearchParams();
  const { isLoggedIn } = useSession();
  const family = familyOf(game.family);
  const near = useNearNumeros(game.gameCode);
  const balance = useWalletBalance();
  const bet = usePlaceLotteryBet();
  const requested = params.get('playType');
  const playCode = family?.playTypes.some((p) => p.code === requested) ? (requested as string) : game.defaultPlayType;
  const play = family ? playTypeOf(family, playCode) : undefined;
  const [selected, setSelected] = useState<string[]>([]);
  const [unitStake, setUnitStake] = useState(1);
  const [multiplier, setMultiplier] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const [historyPage, setHistoryPage] = useState(1);
  const [ordersPage, setOrdersPage] = useState(1);
  const [region, setRegion] = useState<VnRegion>((game.region as VnRegion | null) ?? 'north');
  const history = useLotteryDrawHistory(game.gameCode, historyPage, HISTORY_PAGE_SIZE);
  const orders = useLotteryOrders(isLoggedIn ? { gameCode: game.gameCode, pageNo: ordersPage, pageSize: ORDERS_PAGE_SIZE } : null);
  const popular = usePopularLotteryNumbers(PRIZE_MODES[game.vendor] ? { prizeMode: PRIZE_MODES[game.vendor]!, count: game.kind === 'vn' ? 100 : 20 } : null);
  const boards = useVnOpenedNumeros(hasRegionBoard ? {} : undefined);
  const nearData = near.data;
  const lastPeriod = nearData?.last?.periodNo;

  // A new result: the history's first page and the member's bets (their settlement follows the draw) are read again.
  const { mutate: refreshHistory } = history;
  const { mutate: refreshOrders } = orders;
  useEffect(() => {
    if (!lastPeriod) return;
    void refreshHistory();
    const timer = setTimeout(() => void refreshOrders(), 1_500);
    return () => clearTimeout(timer);
  }, [lastPeriod, refreshHistory, refreshOrders]);

  const choosePlayType = useCallback(
    (code: string) => {
      setSelected([]);
      setError(null);
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('playType', code);
        return next;
      });
    },
    [setParams],
  );

  if (!family || !play) return null;
  const wallet = balance.data;
  const mainBalance = wallet ? (wallet.wallets?.find((w) => w.wallet === 'main')?.balance ?? wallet.sumBalance ?? null) : null;
  const current = nearData?.current ?? null;
  const isClosed = !current || current.status !== 'open';
  const slip = selected.map((selection) => ({ selection, label: selectionLabel(t, family, play, selection), odds: selectionOdds(family, play, selection) }));

  const submit = async () => {
    setError(null);
    setPlaced(null);
    if (!isLoggedIn) {
      openAuth({ kind: 'login' });
      return;
    }
    if (!current) return;
    try {
      const result = await bet.trigger({ gameCode: game.gameCode, periodNo: current.periodNo, playType: play.code, selections: selected, unitStake, multiplier });
      setSelected([]);
      setPlaced(t('lottery:page.placed', { orderNo: result.orderNo, period: current.periodNo }));
      void near.mutate();
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };

  const query = new URLSearchParams(params);
  query.delete('gameCode');
  query.delete('playType');
  const back = query.size ? `?${query.toString()}` : '?';

  return (
    <Sections data-component="LotteryGame" data-game={game.gameCode}>
      <Link to={back}>{t('lottery:page.back')}</Link>
      <Play>
        <Stack gap="5">
          <DrawHeader
            gameName={game.name}
            draw={current}
            last={nearData?.last ?? null}
            format={game.format}
            serverTimeOffsetMs={nearData?.serverTimeOffsetMs ?? 0}
            onClose={() => void near.mutate()}
            headingLevel={2}
          />
          <PlayTypeTabs playTypes={game.playTypes} value={play.code} onChange={choosePlayType}>
            <NumberPicker family={family} playType={play} selected={selected} onChange={setSelected} />
          </PlayTypeTabs>
        </Stack>
        <Aside>
          <BetSlip
            selections={slip}
            unitStake={unitStake}
            multiplier={multiplier}
            onUnitStakeChange={setUnitStake}
            onMultiplierChange={setMultiplier}
            onRemove={(selection) => setSelected((list) => list.filter((s) => s !== selection))}
            onClear={() => setSelected([])}
            onSubmit={() => void submit()}
            minAmount={play.minAmount / 100}
            maxAmount={play.maxAmount / 100}
            balance={isLoggedIn ? mainBalance : null}
            isSubmitting={bet.isMutating}
            isClosed={isClosed}
            error={error}
            currencySymbol={brand.currencySymbol}
          />
          {placed ? (
            <Text role="status" data-part="BetPlaced">
              {placed}
            </Text>
          ) : null}
          {popular.data && popular.data.numbers.length > 0 ? (
            <PopularNumbers
              numbers={popular.data.numbers}
              draws={popular.data.draws}
              selected={selected}
              headingLevel={3}
              {...(takesTwoDigits(play)
                ? { onPick: (n: string) => setSelected((list) => (list.includes(n) ? list.filter((s) => s !== n) : [...list, n])) }
                : {})}
            />
          ) : null}
        </Aside>
      </Play>
      {hasRegionBoard ? (
        <VnRegionBoard
          boards={boards.data?.boards ?? []}
          region={region}
          onRegionChange={setRegion}
          isLoading={boards.isLoading}
          {...(play.code === 'VN_LO' && selected.length === 1 ? { highlight: selected[0] } : {})}
        />
      ) : null}
      <ResultsHistory
        draws={history.data?.list ?? []}
        format={game.format}
        gameName={game.name}
        pageNo={historyPage}
        pageSize={HISTORY_PAGE_SIZE}
        totalCount={history.data?.totalCount ?? 0}
        onPageChange={setHistoryPage}
        isLoading={history.isLoading}
        onVerify={(draw: LotteryDraw) => verifyLotteryDraw(draw, game.format)}
      />
      {isLoggedIn ? (
        <LotteryBetList
          bets={orders.data?.list ?? []}
          pageNo={ordersPage}
          pageSize={ORDERS_PAGE_SIZE}
          totalCount={orders.data?.totalCount ?? 0}
          onPageChange={setOrdersPage}
          isLoading={orders.isLoading}
          currencySymbol={brand.currencySymbol}
        />
      ) : (
        <Button variant="secondary" onClick={() => openAuth({ kind: 'login' })}>
          {t('lottery:page.loginForBets')}
        </Button>
      )}
    </Sections>
  );
}
