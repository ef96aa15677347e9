import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useWhitelabelMenu } from './useWhitelabelMenu';

describe('useWhitelabelMenu', () => {
  it('GETs /wps/system/whitelabel without a token and returns the parsed value', async () => {
    const value = [{ modId: 'REG3', enabled: true, children: [{ modId: 'USERNAMEREG3', enabled: false }] }];
    const { render, fetch } = setupData(() => ok(value), { session: { token: 'tok' } });
    const { result } = render(() => useWhitelabelMenu());
    await waitFor(() => expect(result.current.data).toEqual(value));
    const request = fetch.only();
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${BASE_URL}/wps/system/whitelabel`);
    expect(request.body).toBeUndefined();
    expectHeaders(request);
  });
});
