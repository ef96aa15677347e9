import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useDomainRoutes } from './useDomainRoutes';

describe('useDomainRoutes', () => {
  it('GETs /wps/system/domainRoute without a token and returns the parsed value', async () => {
    const value = [{ domain: 'a.example.com', type: 'web', available: true }];
    const { render, fetch } = setupData(() => ok(value), { session: { token: 'tok' } });
    const { result } = render(() => useDomainRoutes());
    await waitFor(() => expect(result.current.data).toEqual(value));
    const request = fetch.only();
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${BASE_URL}/wps/system/domainRoute`);
    expect(request.body).toBeUndefined();
    expectHeaders(request);
  });
});
