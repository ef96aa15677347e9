import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useFavouriteAdd } from './useFavouriteAdd';
import { useFavouriteList } from './useFavouriteList';
import { useFavouriteRemove } from './useFavouriteRemove';

const tiger = { gameId: 1, vassalage: 'PG', gameName: 'Fortune Tiger' };
const neko = { gameId: 2, vassalage: 'PG', gameName: 'Lucky Neko' };

/** A fake platform with a favourites table; `failNext` makes the next change fail. */
function platform(initial = [tiger]) {
  let list = [...initial];
  const state = { failNext: false, release: () => {}, hold: false };
  return {
    state,
    get list() {
      return list;
    },
    handler: async (request: { url: string; body?: string }) => {
      if (request.url.includes('getFavoriteGamesList')) return ok({ list });
      const body = JSON.parse(request.body ?? '{}') as { gameId: number; vassalage: string };
      if (state.hold) await new Promise<void>((r) => (state.release = r));
      if (state.failNext) {
        state.failNext = false;
        return failure('system_error', 'nope');
      }
      const add = request.url.includes('addFavoriteGameV2');
      list = add ? [...list, { ...neko, ...body }] : list.filter((g) => g.gameId !== body.gameId);
      return ok({ gameId: body.gameId, favourite: add });
    },
  };
}

describe('useFavouriteList', () => {
  it('fetches nothing without a token; with one, GETs the list with Authorization', async () => {
    const fake = platform();
    const anonymous = setupData(fake.handler);
    anonymous.render(() => useFavouriteList());
    await new Promise((r) => setTimeout(r, 50));
    expect(anonymous.fetch.calls).toHaveLength(0);

    const { render, fetch } = setupData(fake.handler, { session: { token: 'tok' } });
    const { result } = render(() => useFavouriteList());
    await waitFor(() => expect(result.current.data?.list).toEqual([tiger]));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/relay/MCSFE_getFavoriteGamesList?language=JA`);
    expectHeaders(fetch.only(), { token: 'tok' });
  });
});

describe('useFavouriteAdd / useFavouriteRemove', () => {
  it('shows an added game at once, POSTs it, then revalidates the list', async () => {
    const fake = platform();
    fake.state.hold = true;
    const { render, fetch } = setupData(fake.handler, { session: { token: 'tok' } });
    const { result } = render(() => ({ list: useFavouriteList(), add: useFavouriteAdd() }));
    await waitFor(() => expect(result.current.list.data?.list).toHaveLength(1));
    let done: Promise<unknown> | undefined;
    act(() => {
      done = result.current.add.trigger(neko);
    });
    // Optimistic: in the list before the platform answered.
    await waitFor(() => expect(result.current.list.data?.list.map((g) => g.gameId)).toEqual([1, 2]));
    const post = fetch.calls.find((c) => c.url.includes('addFavoriteGameV2'))!;
    expect(post.method).toBe('POST');
    expect(JSON.parse(post.body!)).toEqual({ gameId: 2, vassalage: 'PG' });
    expectHeaders(post, { token: 'tok', contentType: 'json' });
    fake.state.release();
    await act(async () => {
      await done;
    });
    await waitFor(() => expect(fetch.calls.filter((c) => c.url.includes('getFavoriteGamesList'))).toHaveLength(2));
    expect(result.current.list.data?.list.map((g) => g.gameId)).toEqual([1, 2]);
  });

  it('drops a removed game at once and rolls back when the platform refuses', async () => {
    const fake = platform([tiger, neko]);
    const { render } = setupData(fake.handler, { session: { token: 'tok' } });
    const { result } = render(() => ({ list: useFavouriteList(), remove: useFavouriteRemove() }));
    await waitFor(() => expect(result.current.list.data?.list).toHaveLength(2));
    fake.state.failNext = true;
    fake.state.hold = true;
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.remove.trigger(tiger).catch((e: unknown) => e);
    });
    await waitFor(() => expect(result.current.list.data?.list.map((g) => g.gameId)).toEqual([2]));
    fake.state.release();
    let error: unknown;
    await act(async () => {
      error = await outcome;
    });
    expect(error).toMatchObject({ code: 'system_error' });
    await waitFor(() => expect(result.current.list.data?.list.map((g) => g.gameId)).toEqual([1, 2]));
  });
});
