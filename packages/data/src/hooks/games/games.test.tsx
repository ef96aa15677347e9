import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { launchUrlOf } from './fetchers';
import { useGameAnnouncements } from './useGameAnnouncements';
import { useGameMenus } from './useGameMenus';
import { useGameVendors } from './useGameVendors';
import { useHotGames } from './useHotGames';
import { useLaunchGame } from './useLaunchGame';
import { usePvpRooms } from './usePvpRooms';
import { useRecentGames } from './useRecentGames';
import { useTrialLaunch } from './useTrialLaunch';
import { useVassGameType } from './useVassGameType';

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);
const path = (url: string) => `${new URL(url).origin}${new URL(url).pathname}`;
const vendor = { vassalage: 'PG', name: 'PG Soft', category: 'RNG', status: 'normal', gameCount: 120 };

describe('game queries', () => {
  it('useGameVendors: GET vendors by category with language and clientType 3', async () => {
    const { render, fetch } = setupData(() => ok([{ category: 'RNG', vendors: [vendor] }]));
    const { result } = render(() => useGameVendors());
    await waitFor(() => expect(result.current.data?.[0]?.vendors[0]?.name).toBe('PG Soft'));
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/wps/relay/GCSGAME_gameVendor`);
    expect(query(fetch.only().url)).toEqual({ language: 'JA', clientType: '3' });
  });

  it('useGameMenus: GET menus with the cards per lane', async () => {
    const { render, fetch } = setupData(() => ok([]));
    const { result } = render(() => useGameMenus({ cards: 6 }));
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(query(fetch.only().url)).toEqual({ language: 'JA', cards: '6' });
  });

  it('useHotGames: merchant code, platforms flash and html5-desktop, language', async () => {
    const { render, fetch } = setupData(() => ok({ list: [] }));
    const { result } = render(() => useHotGames({ vassalage: 'PP' }));
    await waitFor(() => expect(result.current.data).toEqual({ list: [] }));
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/wps/relay/GCSGAME_hotGamesV2`);
    expect(query(fetch.only().url)).toEqual({ merchantCode: 'm-001', platform: 'flash,html5-desktop', language: 'JA', vassalage: 'PP' });
  });

  it('useHotGames: nothing while not wanted, then fetched when the hot filter is turned on', async () => {
    const { wrapper, fetch } = setupData(() => ok({ list: [] }));
    const { result, rerender } = renderHook(({ hotOnly }: { hotOnly: boolean }) => useHotGames(hotOnly ? {} : null), { initialProps: { hotOnly: false }, wrapper });
    await new Promise((r) => setTimeout(r, 30));
    expect(fetch.calls).toHaveLength(0);
    rerender({ hotOnly: true });
    await waitFor(() => expect(result.current.data).toEqual({ list: [] }));
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/wps/relay/GCSGAME_hotGamesV2`);
  });

  it('useGameAnnouncements: GET the lobby’s announcements (and a vendor’s), nothing while not wanted', async () => {
    const list = [{ id: '7', kind: 'newGame', category: 'RNG', vassalage: 'PP', title: 'New', text: 'New game', priority: 10, startTime: 1, endTime: 2, gameId: 7, promotionId: null }];
    const { wrapper, fetch } = setupData(() => ok({ list }));
    const { result, rerender } = renderHook(({ query }: { query: { category: string; vassalage?: string } | null }) => useGameAnnouncements(query), {
      initialProps: { query: null as { category: string; vassalage?: string } | null },
      wrapper,
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(fetch.calls).toHaveLength(0);
    rerender({ query: { category: 'RNG', vassalage: 'PP' } });
    await waitFor(() => expect(result.current.data?.list).toEqual(list));
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/wps/relay/GCSGAME_getGameAnnouncements`);
    expect(query(fetch.only().url)).toEqual({ category: 'RNG', vassalage: 'PP' });
    // No token: a public call, in the member's language.
    expectHeaders(fetch.only(), { language: 'JA' });
  });

  it('useRecentGames: only with a token', async () => {
    const anonymous = setupData(() => ok({ list: [] }));
    anonymous.render(() => useRecentGames());
    const { render, fetch } = setupData(() => ok({ list: [] }), { session: { token: 't1' } });
    const { result } = render(() => useRecentGames({ count: 12 }));
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(anonymous.fetch.calls).toHaveLength(0);
    expectHeaders(fetch.only(), { token: 't1' });
    expect(query(fetch.only().url)).toEqual({ language: 'JA', count: '12' });
  });

  it('useVassGameType: nothing until a vassalage is given', async () => {
    const { render, fetch } = setupData(() => ok([{ gameType: 'RNG', name: 'Slots', count: 3 }]));
    const { result, rerender } = render(() => useVassGameType(null));
    await new Promise((r) => setTimeout(r, 30));
    expect(fetch.calls).toHaveLength(0);
    const second = render(() => useVassGameType('PG'));
    await waitFor(() => expect(second.result.current.data).toHaveLength(1));
    rerender();
    expect(result.current.data).toBeUndefined();
    expect(query(fetch.only().url)).toEqual({ vassalage: 'PG', language: 'JA' });
  });

  it('usePvpRooms: GET rooms for a vendor', async () => {
    const room = { roomId: 'r1', gameId: 7, vassalage: 'KY', gameName: 'Niu Niu', roomName: 'Room 1', minBet: 1, maxBet: 100, players: 3, capacity: 6 };
    const { render, fetch } = setupData(() => ok({ list: [room] }));
    const { result } = render(() => usePvpRooms({ vassalage: 'KY' }));
    await waitFor(() => expect(result.current.data?.list).toEqual([room]));
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/wps/relay/GLS2_roomList`);
  });

  it('usePvpRooms: nothing while the vendor is unknown, then the rooms of the vendor that arrives (as /pvp does)', async () => {
    const room = { roomId: 'r1', gameId: 7, vassalage: 'KY', gameName: 'Niu Niu', roomName: 'Room 1', minBet: 1, maxBet: 100, players: 3, capacity: 6 };
    const pvp = { vassalage: 'KY', name: 'KY Poker', category: 'PVP', status: 'normal', gameCount: 4 };
    const { render, fetch } = setupData((request) => (request.url.includes('gameVendor') ? ok([{ category: 'PVP', vendors: [pvp] }]) : ok({ list: [room] })));
    const { result } = render(() => {
      const vendors = useGameVendors();
      const vendor = vendors.data?.find((group) => group.category === 'PVP')?.vendors[0]?.vassalage;
      return usePvpRooms(vendor ? { vassalage: vendor } : null);
    });
    await waitFor(() => expect(result.current.data?.list).toEqual([room]));
    expect(fetch.calls.map((call) => path(call.url))).toEqual([`${BASE_URL}/wps/relay/GCSGAME_gameVendor`, `${BASE_URL}/wps/relay/GLS2_roomList`]);
    expect(query(fetch.calls[1]!.url)).toMatchObject({ vassalage: 'KY' });
  });
});

describe('launch', () => {
  it('useLaunchGame: the fixed parts, account, token, merchant and language; answers game_url', async () => {
    const { render, fetch } = setupData(() => ok({ game_url: 'https://games.test/play?t=1' }), { session: { token: 'tok', account: 'alice' } });
    const { result } = render(() => useLaunchGame());
    let url = '';
    await act(async () => {
      url = launchUrlOf(await result.current.trigger({ gameId: 5, nodeId: 1005, vassalage: 'PG' }));
    });
    expect(url).toBe('https://games.test/play?t=1');
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/wps/game/launchGame`);
    expect(query(fetch.only().url)).toEqual({
      accountType: '1',
      confirmTrans: '0',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      gameId: '5',
      nodeId: '1005',
      vassalage: 'PG',
      username: 'alice',
      token: 'tok',
      merchantCode: 'm-001',
      language: 'JA',
    });
    expectHeaders(fetch.only(), { token: 'tok' });
  });

  it('useLaunchGame: a vendor under maintenance rejects with the alternative games', async () => {
    const alternativeGames = [{ gameId: 9, vassalage: 'PP', gameName: 'Sweet Bonanza' }];
    const { render } = setupData(() => failure('vendor_under_maintenance', 'maintenance', { vassalage: 'PG', alternativeGames }), { session: { token: 'tok', account: 'alice' } });
    const { result } = render(() => useLaunchGame());
    let error: unknown;
    await act(async () => {
      error = await result.current.trigger({ gameId: 5, vassalage: 'PG' }).catch((e: unknown) => e);
    });
    expect(error).toMatchObject({ code: 'vendor_under_maintenance', value: { alternativeGames } });
  });

  it('useTrialLaunch: no token, merchant code and language; answers game_url2 when there is no game_url', async () => {
    const { render, fetch } = setupData(() => ok({ game_url2: 'https://games.test/demo' }));
    const { result } = render(() => useTrialLaunch());
    let url = '';
    await act(async () => {
      url = launchUrlOf(await result.current.trigger({ gameId: 5, vassalage: 'PG' }));
    });
    expect(url).toBe('https://games.test/demo');
    expect(path(fetch.only().url)).toBe(`${BASE_URL}/wps/relay/GCS_gameTrialLaunch`);
    expect(query(fetch.only().url)).toEqual({ platform: 'html5-desktop', gameId: '5', vassalage: 'PG', clientType: '3', merchantCode: 'm-001', language: 'JA' });
    expect(fetch.only().headers.Authorization).toBeUndefined();
  });
});
