import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { gamesKeys } from './keys';
import { headerGamePageSize, useGameList, useHeaderGameList } from './useGameList';

const game = (n: number) => ({ gameId: n, vassalage: 'PG', gameName: `Game ${n}` });

function pages(totalPages: number) {
  return (request: { url: string }) => {
    const url = new URL(request.url);
    const pageNo = Number(url.searchParams.get('pageNo'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    return ok({ games: Array.from({ length: pageSize }, (_, i) => game((pageNo - 1) * pageSize + i + 1)), pageNum: pageNo, totalPages, totalCount: totalPages * pageSize });
  };
}

describe('useGameList', () => {
  it('asks for page 1 of 24 with clientType 3, html5-desktop, the merchant and the language', async () => {
    const { render, fetch } = setupData(pages(3));
    const { result } = render(() => useGameList({ vassalage: 'PG' }));
    await waitFor(() => expect(result.current.games).toHaveLength(24));
    const url = new URL(fetch.only().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/wps/relay/GCSGAME_gameList`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      clientType: '3',
      platform: 'html5-desktop',
      merchant: 'm-001',
      language: 'JA',
      pageNo: '1',
      pageSize: '24',
      vassalage: 'PG',
    });
    expectHeaders(fetch.only());
    expect(result.current.hasMore).toBe(true);
  });

  it('loads further pages with loadMore and stops at totalPages', async () => {
    const { render, fetch } = setupData(pages(2));
    const { result } = render(() => useGameList({ vassalage: 'PG' }, { pageSize: 10 }));
    await waitFor(() => expect(result.current.games).toHaveLength(10));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.games).toHaveLength(20));
    expect(result.current.games[19]).toMatchObject({ gameId: 20 });
    expect(result.current.hasMore).toBe(false);
    act(() => result.current.loadMore());
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.calls.map((c) => new URL(c.url).searchParams.get('pageNo'))).toEqual(['1', '2']);
  });

  it('starts from a first page it was given (a page rendered on the server): its games, not loading', () => {
    const { wrapper } = setupData(pages(3));
    const first = { games: [game(1), game(2)], pageNum: 1, totalPages: 3, totalCount: 72 };
    const fallback = { [unstable_serialize(() => gamesKeys.listPage({ vassalage: 'PG' }, 'JA', 1, 24))]: [first] };
    const { result } = renderHook(() => useGameList({ vassalage: 'PG' }), {
      wrapper: ({ children }: { children: ReactNode }) => wrapper({ children: <SWRConfig value={{ fallback }}>{children}</SWRConfig> }),
    });
    expect(result.current.games).toHaveLength(2);
    expect(result.current.isLoadingFirst).toBe(false);
    expect(result.current.isLoadingMore).toBe(false);
    expect(result.current.hasMore).toBe(true);
  });

  it('fetches nothing while disabled', async () => {
    const { render, fetch } = setupData(pages(1));
    render(() => useGameList({}, { enabled: false }));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('useHeaderGameList', () => {
  it('asks for 21 games on page 1 and 18 on later pages (SPEC §9)', async () => {
    expect([headerGamePageSize(1), headerGamePageSize(2), headerGamePageSize(5)]).toEqual([21, 18, 18]);
    const { render, fetch } = setupData(pages(4));
    const { result, rerender } = render(() => useHeaderGameList({ vassalage: 'PP' }, 1));
    await waitFor(() => expect(result.current.data?.games).toHaveLength(21));
    expect(result.current.pageSize).toBe(21);
    expect(new URL(fetch.calls[0]!.url).searchParams.get('pageSize')).toBe('21');
    expect(fetch.calls).toHaveLength(1);
    rerender();
    const second = render(() => useHeaderGameList({ vassalage: 'PP' }, 2));
    await waitFor(() => expect(second.result.current.data?.games).toHaveLength(18));
    expect(new URL(fetch.calls[1]!.url).searchParams.get('pageNo')).toBe('2');
    expect(new URL(fetch.calls[1]!.url).searchParams.get('pageSize')).toBe('18');
  });
});
