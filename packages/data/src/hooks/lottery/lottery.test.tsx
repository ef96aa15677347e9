import type { LotteryDraw, LotteryGame } from '@croupier/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, type RecordedRequest } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useWalletBalance } from '../wallet/useWalletBalance';
import type { LotteryBetSlip } from './fetchers';
import {
  useLotteryDraw,
  useLotteryDrawHistory,
  useLotteryLobby,
  useLotteryMenus,
  useLotteryOrders,
  useOpenedNumeros,
  usePopularLotteryNumbers,
  useRecentLottery,
  useVnMenu,
  useVnOpenedNumeros,
} from './useLotteryQueries';
import { NEAR_DRAW_MAX_TRIES, useNearNumeros } from './useNearNumeros';
import { usePlaceLotteryBet } from './usePlaceLotteryBet';

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
const path = (url: string) => `${new URL(url).origin}${new URL(url).pathname}`;
const iso = (ms: number) => new Date(ms).toISOString();

const game: LotteryGame = {
  gameId: 1,
  gameCode: 'ELOTT_1M',
  name: 'E-Lottery 1 minute',
  vendor: 'ELOTT',
  accountTypeName: 'ELOTT',
  kind: 'fast',
  family: 'ELOTT',
  format: 'digits5',
  region: null,
  intervalSeconds: 60,
  closeSeconds: 10,
  defaultPlayType: 'ELOTT_DS',
  playTypes: [{ code: 'ELOTT_DS', shape: 'ds', minAmount: 1, maxAmount: 50_000 }],
  isHot: true,
};

/** A period of ELOTT_1M drawn at `drawAtMs` (open for 50 s, closing 10 s before its draw). */
function period(periodNo: string, drawAtMs: number, drawn = false): LotteryDraw {
  return {
    gameCode: 'ELOTT_1M',
    periodNo,
    status: drawn ? 'drawn' : 'open',
    opensAt: iso(drawAtMs - 60_000),
    closesAt: iso(drawAtMs - 10_000),
    drawAt: iso(drawAtMs),
    seedHash: 'ab'.repeat(32),
    seed: drawn ? 'cd'.repeat(32) : null,
    numbers: drawn ? ['1', '2', '3', '4', '5'] : null,
    drawnAt: drawn ? iso(drawAtMs + 300) : null,
  };
}

describe('lottery queries', () => {
  it('useLotteryLobby: GET the games of a kind; the names follow the language header', async () => {
    const { render, fetch } = setupData(() => ok({ games: [game] }));
    const { result } = render(() => useLotteryLobby('fast'));
    await waitFor(() => expect(result.current.data?.games).toEqual([game]));
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/lgw/games`);
    expect(query(fetch.only().url)).toEqual({ kind: 'fast' });
    expectHeaders(fetch.only());
  });

  it('useLotteryMenus and useVnMenu: GET without parameters', async () => {
    const { render, fetch } = setupData((request) =>
      request.url.includes('/vn/') ? ok({ regions: [{ region: 'north', games: [game] }] }) : ok({ menus: [{ group: 'ELOTT', kind: 'fast', games: [game] }] }),
    );
    // SWR re-renders for what a render reads: read both answers in the render.
    const { result } = render(() => ({ menus: useLotteryMenus().data, vn: useVnMenu().data }));
    await waitFor(() => expect(result.current.menus?.menus).toHaveLength(1));
    await waitFor(() => expect(result.current.vn?.regions[0]?.region).toBe('north'));
    expect(fetch.calls.map((call) => call.url).sort()).toEqual([`${BASE_URL}/lgw/games/game_menus`, `${BASE_URL}/lgw/vn/games/game_menu`]);
  });

  it('useRecentLottery: only with a token, which it sends', async () => {
    const anonymous = setupData(() => ok({ games: [] }));
    anonymous.render(() => useRecentLottery());
    const { render, fetch } = setupData(() => ok({ games: [game] }), { session: { token: 't1' } });
    const { result } = render(() => useRecentLottery());
    await waitFor(() => expect(result.current.data?.games).toEqual([game]));
    expect(anonymous.fetch.calls).toHaveLength(0);
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/lgw/games/game_menus/recent`);
    expectHeaders(fetch.only(), { token: 't1' });
  });

  it('useOpenedNumeros: GET the latest draws, of a kind when given', async () => {
    const drawn = period('20261126-0601', Date.parse('2026-11-26T10:01:00Z'), true);
    const { render, fetch } = setupData(() => ok({ draws: [drawn] }));
    const { result } = render(() => useOpenedNumeros('vn'));
    await waitFor(() => expect(result.current.data?.draws).toEqual([drawn]));
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/lgw/games/opened/numero`);
    expect(query(fetch.only().url)).toEqual({ kind: 'vn' });
  });

  it('usePopularLotteryNumbers: prize mode and count, with the device and the language filled in', async () => {
    const { render, fetch } = setupData(() => ok({ draws: 100, numbers: [{ number: '27', hits: 14 }] }), { language: { hisLang: 'EN' } });
    const { result } = render(() => usePopularLotteryNumbers({ prizeMode: 'ZY', count: 100 }));
    await waitFor(() => expect(result.current.data?.numbers).toEqual([{ number: '27', hits: 14 }]));
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/lgw/games/popular`);
    expect(query(fetch.only().url)).toEqual({ count: '100', prizeMode: 'ZY', device: 'web', language: 'EN' });
  });

  it('useLotteryDraw: the latest draw without a period, one period with it, nothing without a game', async () => {
    const drawn = period('20261126-0601', Date.parse('2026-11-26T10:01:00Z'), true);
    const { render, fetch } = setupData(() => ok({ draw: drawn, messages: ['ELOTT_1M:20261126-0601:0'] }));
    const { result } = render(() => ({
      none: useLotteryDraw(null).data,
      latest: useLotteryDraw('ELOTT_1M').data,
      one: useLotteryDraw('ELOTT_1M', '20261126-0601').data,
    }));
    await waitFor(() => expect(result.current.latest?.draw).toEqual(drawn));
    await waitFor(() => expect(result.current.one?.draw).toEqual(drawn));
    expect(result.current.none).toBeUndefined();
    expect(fetch.calls.map((call) => query(call.url))).toEqual([{ gameCode: 'ELOTT_1M' }, { gameCode: 'ELOTT_1M', periodNo: '20261126-0601' }]);
    expect(fetch.calls.every((call) => path(call.url) === `${BASE_URL}/lgw/draw`)).toBe(true);
  });

  it('useLotteryDrawHistory: the game code is the path suffix, the paging the query', async () => {
    const page = { list: [period('20261126', Date.parse('2026-11-26T11:15:00Z'), true)], totalCount: 31, pageNo: 2, pageSize: 10 };
    const { render, fetch } = setupData(() => ok(page));
    const { result } = render(() => useLotteryDrawHistory('VN HN', 2, 10));
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/lgw/draw/code/VN%20HN`);
    expect(query(fetch.only().url)).toEqual({ pageNo: '2', pageSize: '10' });
  });

  it('useVnOpenedNumeros: region and date when given, none otherwise', async () => {
    const board = { region: 'south', gameCode: 'VN_HCM', name: 'Hồ Chí Minh', periodNo: '20261125', drawnAt: '2026-11-25T09:30:00Z', prizes: [{ tier: 'special', numbers: ['123456'] }] };
    const { render, fetch } = setupData(() => ok({ boards: [board] }));
    const { result } = render(() => ({ all: useVnOpenedNumeros().data, south: useVnOpenedNumeros({ region: 'south', date: '2026-11-25' }).data }));
    await waitFor(() => expect(result.current.all?.boards).toHaveLength(1));
    await waitFor(() => expect(result.current.south?.boards).toHaveLength(1));
    expect(fetch.calls.map((call) => query(call.url))).toEqual([{}, { region: 'south', date: '2026-11-25' }]);
    expect(path(fetch.calls[0]!.url)).toBe(`${BASE_URL}/lgw/vn/numeros/opened/game`);
  });

  it('useLotteryOrders: the filter and paging with the token; nothing logged out', async () => {
    const page = { list: [], totalCount: 0, pageNo: 1, pageSize: 20 };
    const anonymous = setupData(() => ok(page));
    anonymous.render(() => useLotteryOrders({ pageNo: 1, pageSize: 20 }));
    const { render, fetch } = setupData(() => ok(page), { session: { token: 'tok' } });
    const { result } = render(() => useLotteryOrders({ gameCode: 'ELOTT_1M', status: 'won', pageNo: 1, pageSize: 20 }));
    await waitFor(() => expect(result.current.data).toEqual(page));
    expect(anonymous.fetch.calls).toHaveLength(0);
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/lgw/orders/history`);
    expect(fetch.only().method).toBe('GET');
    expect(query(fetch.only().url)).toEqual({ gameCode: 'ELOTT_1M', status: 'won', pageNo: '1', pageSize: '20' });
    expectHeaders(fetch.only(), { token: 'tok' });
  });
});

describe('useNearNumeros', () => {
  // Local time at the start; the server's clock runs 3 s ahead.
  const T0 = Date.parse('2026-11-26T10:00:10.000Z');
  const SERVER_LEAD = 3_000;
  // P1 takes bets until 10:00:50 and is drawn at 10:01:00 (server time); P2 follows.
  const P0 = period('20261126-0600', Date.parse('2026-11-26T10:00:00Z'), true);
  const P1 = period('20261126-0601', Date.parse('2026-11-26T10:01:00Z'));
  const P2 = period('20261126-0602', Date.parse('2026-11-26T10:02:00Z'));
  const P1drawn = period('20261126-0601', Date.parse('2026-11-26T10:01:00Z'), true);

  let answer: { current: LotteryDraw | null; next: LotteryDraw | null; last: LotteryDraw | null };
  const handler = () => ok({ serverTime: iso(Date.now() + SERVER_LEAD), ...answer });
  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  beforeEach(() => {
    // Fake clocks that still move with real time, so waitFor's polling keeps running.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(T0);
    answer = { current: P1, next: P2, last: P0 };
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('answers the periods with the server clock offset', async () => {
    const { render, fetch } = setupData(handler);
    const { result } = render(() => useNearNumeros('ELOTT_1M'));
    await waitFor(() => expect(result.current.data?.current?.periodNo).toBe(P1.periodNo));
    expect(Math.abs(result.current.data!.serverTimeOffsetMs - SERVER_LEAD)).toBeLessThan(250);
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/lgw/numeros/near`);
    expect(query(fetch.only().url)).toEqual({ gameCode: 'ELOTT_1M' });
  });

  it('refetches when betting closes, then after the draw until the period shows as drawn', async () => {
    const { render, fetch } = setupData(handler);
    const { result } = render(() => useNearNumeros('ELOTT_1M', { revalidateOnFocus: false }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    await waitFor(() => expect(result.current.data).toBeDefined());

    // Betting on P1 closes at 10:00:47 local: nothing before.
    await advance(36_000);
    expect(fetch.calls).toHaveLength(1);
    answer = { current: P2, next: null, last: P0 };
    await advance(2_000);
    await waitFor(() => expect(result.current.data?.current?.periodNo).toBe(P2.periodNo));
    expect(fetch.calls).toHaveLength(2);

    // P1 is drawn at 10:00:57 local; the first look is 1.5 s later, and the draw is not in yet.
    await advance(8_000);
    expect(fetch.calls).toHaveLength(2);
    await advance(2_700);
    await waitFor(() => expect(fetch.calls).toHaveLength(3));
    // Two seconds on it is.
    answer = { current: P2, next: null, last: P1drawn };
    await advance(2_000);
    await waitFor(() => expect(result.current.data?.last?.periodNo).toBe(P1.periodNo));
    expect(fetch.calls).toHaveLength(4);

    // Drawn: no more polling (P2 closes only at 10:01:47 local).
    await advance(20_000);
    expect(fetch.calls).toHaveLength(4);
  });

  it(`gives up after ${NEAR_DRAW_MAX_TRIES} looks at a draw that does not arrive`, async () => {
    answer = { current: P1, next: P2, last: P0 };
    // Closing at the draw: only the draw timer runs.
    const p1 = { ...P1, closesAt: P1.drawAt };
    answer.current = p1;
    const { render, fetch } = setupData(handler);
    const { result } = render(() => useNearNumeros('ELOTT_1M', { revalidateOnFocus: false }));
    await waitFor(() => expect(result.current.data).toBeDefined());
    await advance(47_000 + 1_600);
    await waitFor(() => expect(fetch.calls).toHaveLength(2));
    for (let look = 2; look <= NEAR_DRAW_MAX_TRIES; look++) {
      await advance(2_000);
      await waitFor(() => expect(fetch.calls).toHaveLength(look + 1));
    }
    await advance(60_000);
    expect(fetch.calls).toHaveLength(1 + NEAR_DRAW_MAX_TRIES);
  });

  it('waits while the tab is hidden and looks when it is shown again', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    const { render, fetch } = setupData(handler);
    const { result } = render(() => useNearNumeros('ELOTT_1M', { revalidateOnFocus: false }));
    await waitFor(() => expect(result.current.data).toBeDefined());
    visibility = 'hidden';
    await advance(60_000);
    expect(fetch.calls).toHaveLength(1);
    answer = { current: P2, next: null, last: P1drawn };
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(result.current.data?.last?.periodNo).toBe(P1.periodNo));
    // The close and the draw were both due: one look serves both, and the draw is in, so nothing follows.
    await advance(10_000);
    expect(fetch.calls).toHaveLength(2);
  });

  it('stops its timers when unmounted', async () => {
    const { render, fetch } = setupData(handler);
    const { result, unmount } = render(() => useNearNumeros('ELOTT_1M', { revalidateOnFocus: false }));
    await waitFor(() => expect(result.current.data).toBeDefined());
    unmount();
    await advance(120_000);
    expect(fetch.calls).toHaveLength(1);
  });
});

describe('usePlaceLotteryBet', () => {
  const slip: LotteryBetSlip = { gameCode: 'ELOTT_1M', periodNo: '20261126-0601', playType: 'ELOTT_DS', selections: ['B', 'O'], unitStake: 2, multiplier: 3 };
  const placed = { orderNo: 'L1', total: 12, balance: 88, bets: [] };
  const bodyOf = (request: RecordedRequest) => JSON.parse(request.body!) as Record<string, unknown>;

  it('POSTs the slip with the token and a request id; a retry of the same slip reuses the id, a success ends it', async () => {
    let answers = [failure('LOTTERY_BUSY', 'Try again', undefined, 503), ok(placed), ok(placed), ok(placed)];
    const { render, fetch } = setupData(
      () => {
        const [next, ...rest] = answers;
        answers = rest;
        return next!;
      },
      { session: { token: 'tok' } },
    );
    const { result } = render(() => usePlaceLotteryBet());
    await act(async () => {
      await expect(result.current.trigger(slip)).rejects.toBeDefined();
    });
    let value: unknown;
    await act(async () => {
      value = await result.current.trigger(slip);
    });
    expect(value).toEqual(placed);
    await act(async () => {
      await result.current.trigger(slip);
    });
    await act(async () => {
      await result.current.trigger({ ...slip, multiplier: 4 });
    });
    const posts = fetch.calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(4);
    expect(path(posts[0]!.url)).toBe(`${BASE_URL}/lgw/orders`);
    expectHeaders(posts[0]!, { token: 'tok', contentType: 'json' });
    const ids = posts.map((post) => bodyOf(post).requestId as string);
    expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(bodyOf(posts[0]!)).toEqual({ ...slip, requestId: ids[0] });
    // The retry after the failure: same id. After the success: a new one. A changed slip: another.
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[1]);
    expect(ids[3]).not.toBe(ids[2]);
  });

  it('a double click sends the same id twice (the platform places it once)', async () => {
    const { render, fetch } = setupData(() => ok(placed), { session: { token: 'tok' } });
    const { result } = render(() => usePlaceLotteryBet());
    await act(async () => {
      await Promise.all([result.current.trigger(slip), result.current.trigger(slip)]);
    });
    const ids = fetch.calls.map((post) => bodyOf(post).requestId);
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('a slip changed after a failure is a new bet: a new id, also when it changes back', async () => {
    const { render, fetch } = setupData(() => failure('LOTTERY_BUSY', 'Try again', undefined, 503), { session: { token: 'tok' } });
    const { result } = render(() => usePlaceLotteryBet());
    for (const attempt of [slip, { ...slip, selections: ['B'] }, slip]) {
      await act(async () => {
        await expect(result.current.trigger(attempt)).rejects.toBeDefined();
      });
    }
    const ids = fetch.calls.map((post) => bodyOf(post).requestId);
    expect(new Set(ids).size).toBe(3);
  });

  it('revalidates the balance, the bets and the recent games after a success', async () => {
    const { render, fetch } = setupData(
      (request) => {
        if (request.method === 'POST') return ok(placed);
        if (request.url.includes('/wallets/balance')) return ok({ sumBalance: 100 });
        if (request.url.includes('/recent')) return ok({ games: [game] });
        if (request.url.includes('/lgw/orders')) return ok({ list: [], totalCount: 0, pageNo: 1, pageSize: 20 });
        return ok({ games: [game] });
      },
      { session: { token: 'tok' } },
    );
    const { result } = render(() => ({
      balance: useWalletBalance().data,
      orders: useLotteryOrders({ pageNo: 1, pageSize: 20 }).data,
      recent: useRecentLottery().data,
      lobby: useLotteryLobby().data,
      bet: usePlaceLotteryBet(),
    }));
    await waitFor(() => {
      expect(result.current.balance).toBeDefined();
      expect(result.current.orders).toBeDefined();
      expect(result.current.recent).toBeDefined();
      expect(result.current.lobby).toBeDefined();
    });
    const count = (part: string) => fetch.calls.filter((call) => call.method === 'GET' && path(call.url).endsWith(part)).length;
    expect([count('/wallets/balance'), count('/lgw/orders/history'), count('/recent'), count('/lgw/games')]).toEqual([1, 1, 1, 1]);
    await act(async () => {
      await result.current.bet.trigger(slip);
    });
    await waitFor(() => expect([count('/wallets/balance'), count('/lgw/orders/history'), count('/recent')]).toEqual([2, 2, 2]));
    // The lobby is not the member's: untouched.
    expect(count('/lgw/games')).toBe(1);
  });
});

describe('renderHook wrapper', () => {
  it('the near numeros of no game fetch nothing', async () => {
    const { wrapper, fetch } = setupData(() => ok({}));
    renderHook(() => useNearNumeros(null), { wrapper });
    await new Promise((r) => setTimeout(r, 30));
    expect(fetch.calls).toHaveLength(0);
  });
});
