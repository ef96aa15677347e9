import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useRegisterSettings } from './useRegisterSettings';

describe('useRegisterSettings', () => {
  it('GETs /wps/system/setting/register without a token and returns the parsed value', async () => {
    const value = { username: { enabled: true, required: true, acceptedPattern: null, patternId: 1, minLength: 6, maxLength: 16 } };
    const { render, fetch } = setupData(() => ok(value), { session: { token: 'tok' } });
    const { result } = render(() => useRegisterSettings());
    await waitFor(() => expect(result.current.data).toEqual(value));
    const request = fetch.only();
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${BASE_URL}/wps/system/setting/register`);
    expect(request.body).toBeUndefined();
    expectHeaders(request);
  });
});
