import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { usePaymentMethods } from './usePaymentMethods';

const methods = { list: [{ key: 'UN', kind: 'bank', name: 'Bank transfer' }] };

describe('usePaymentMethods', () => {
  it('GETs the public payment methods without a token, even with a session', async () => {
    const { render, fetch } = setupData(() => ok(methods), { session: { token: 't1' } });
    const { result } = render(() => usePaymentMethods());
    await waitFor(() => expect(result.current.data).toEqual(methods));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/relay/MCSFE_getPaymentMethods`);
    expectHeaders(fetch.only());
  });

  it('asks nothing until it is wanted', async () => {
    const { wrapper, fetch } = setupData(() => ok(methods));
    const { result, rerender } = renderHook(({ isWanted }: { isWanted: boolean }) => usePaymentMethods(isWanted), { initialProps: { isWanted: false }, wrapper });
    await new Promise((r) => setTimeout(r, 30));
    expect(fetch.calls).toHaveLength(0);
    rerender({ isWanted: true });
    await waitFor(() => expect(result.current.data).toEqual(methods));
  });
});
