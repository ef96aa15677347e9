import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { setupData } from '../../test/renderWithData';
import { useWinnerBoard } from './useWinnerBoard';

const winners = {
  list: [
    { account: 'de****01', gameName: 'Fortune Tiger', vassalage: 'PG', category: 'RNG', amount: 123.45, time: 1_700_000_000_000 },
    { account: 'ag****01', gameName: 'Baccarat A', vassalage: 'EVO', category: 'LIVE', amount: 50, time: 1_699_999_000_000 },
  ],
};

describe('useWinnerBoard', () => {
  it('asks for the board (limitNum 100 by default) in the current language', async () => {
    const { render, fetch } = setupData(() => ok(winners), { language: { hisLang: 'EN' } });
    const { result } = render(() => useWinnerBoard());
    await waitFor(() => expect(result.current.data).toEqual(winners));
    const url = new URL(fetch.only().url);
    expect(url.pathname).toBe('/wps/relay/ODSFE2_getWinnerBoard');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limitNum: '100' });
    expect(fetch.only().headers.Language).toBe('EN');
  });

  it('passes the game category and limit', async () => {
    const { render, fetch } = setupData(() => ok({ list: winners.list.slice(1) }));
    const { result } = render(() => useWinnerBoard({ gameCategory: 'LIVE', limitNum: 10 }));
    await waitFor(() => expect(result.current.data?.list).toHaveLength(1));
    expect(Object.fromEntries(new URL(fetch.only().url).searchParams)).toEqual({ gameCategory: 'LIVE', limitNum: '10' });
  });

  it('refuses an answer with an unmasked account', async () => {
    const { render } = setupData(() => ok({ list: [{ ...winners.list[0], account: 'demo01' }] }));
    const { result } = render(() => useWinnerBoard());
    await waitFor(() => expect(result.current.error?.kind).toBe('invalidResponse'));
    expect(result.current.data).toBeUndefined();
  });

  it('fetches nothing for null', async () => {
    const { render, fetch } = setupData(() => ok(winners));
    render(() => useWinnerBoard(null));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.calls).toHaveLength(0);
  });
});
