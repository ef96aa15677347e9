import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useGeoLocation } from './useGeoLocation';

describe('useGeoLocation', () => {
  it('GETs /wps/system/location without a token and returns the parsed value', async () => {
    const value = { ip: '1.2.3.4', country: 'JP' };
    const { render, fetch } = setupData(() => ok(value), { session: { token: 'tok' } });
    const { result } = render(() => useGeoLocation());
    await waitFor(() => expect(result.current.data).toEqual(value));
    const request = fetch.only();
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${BASE_URL}/wps/system/location`);
    expect(request.body).toBeUndefined();
    expectHeaders(request);
  });
});
