import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useWalletBalance } from './useWalletBalance';

describe('useWalletBalance', () => {
  it('fetches nothing without a token', async () => {
    const { render, fetch } = setupData(() => ok({ sumBalance: 1 }));
    const { result } = render(() => useWalletBalance());
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.calls).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });

  it('with a token: GET with Authorization; mutate() fetches the new figure', async () => {
    let balance = 1250.5;
    const { render, fetch } = setupData(() => ok({ sumBalance: balance }), { session: { token: 'tok-1' } });
    const { result } = render(() => useWalletBalance());
    await waitFor(() => expect(result.current.data).toEqual({ sumBalance: 1250.5 }));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/v2/wallets/balance`);
    expectHeaders(fetch.only(), { token: 'tok-1' });
    balance = 99;
    await act(async () => {
      await result.current.mutate();
    });
    expect(result.current.data).toEqual({ sumBalance: 99 });
  });
});
