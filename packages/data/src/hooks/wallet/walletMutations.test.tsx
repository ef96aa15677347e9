import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useMerchantWallet } from './useMerchantWallet';
import { useWalletBalance } from './useWalletBalance';
import { useWalletTransfer } from './useWalletTransfer';

describe('useMerchantWallet', () => {
  it('GETs the wallet mode once', async () => {
    const { render, fetch } = setupData(() => ok({ isSingle: true }));
    const { result } = render(() => useMerchantWallet());
    await waitFor(() => expect(result.current.data).toEqual({ isSingle: true }));
    render(() => useMerchantWallet());
    await new Promise((r) => setTimeout(r, 30));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/relay/GCS_merchantWallet`);
    expectHeaders(fetch.only());
  });
});

describe('useWalletTransfer', () => {
  it('POSTs the transfer with the token and revalidates the balance', async () => {
    let balance = 100;
    const { render, fetch } = setupData(
      (request) => {
        if (request.url.endsWith('/wps/v2/wallets/transfer')) {
          balance = 100;
          return ok({ from: 60, to: 40, sumBalance: balance });
        }
        return ok({ sumBalance: (balance += 1) });
      },
      { session: { token: 'tok' } },
    );
    const { result } = render(() => ({ balance: useWalletBalance(), transfer: useWalletTransfer() }));
    await waitFor(() => expect(result.current.balance.data).toBeDefined());
    const before = fetch.calls.length;
    let value: unknown;
    await act(async () => {
      value = await result.current.transfer.trigger({ from: 'MAIN', to: 'PG', amount: 40 });
    });
    expect(value).toEqual({ from: 60, to: 40, sumBalance: 100 });
    const post = fetch.calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(post.body!)).toEqual({ from: 'MAIN', to: 'PG', amount: 40 });
    expectHeaders(post, { token: 'tok', contentType: 'json' });
    await waitFor(() => expect(fetch.calls.length).toBeGreaterThan(before + 1));
  });
});
