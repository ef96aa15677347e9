import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useCountries } from './useCountries';

const countries = [
  { countryCode: 'JP', countryDialingCode: '81' },
  { countryCode: 'VN', countryDialingCode: '84' },
];

describe('useCountries', () => {
  it('GETs the country list with the language header', async () => {
    const { render, fetch } = setupData(() => ok(countries), { language: { hisLang: 'EN' } });
    const { result } = render(() => useCountries());
    await waitFor(() => expect(result.current.data).toEqual(countries));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/system/country`);
    expectHeaders(fetch.only(), { language: 'EN' });
  });

  it('is deduplicated forever: concurrent mounts, later mounts and focus reuse the first answer', async () => {
    const { render, fetch } = setupData(() => ok(countries));
    const first = render(() => [useCountries(), useCountries()] as const);
    await waitFor(() => expect(first.result.current[0].data).toEqual(countries));
    expect(first.result.current[1].data).toEqual(countries);
    const later = render(() => useCountries());
    expect(later.result.current.data).toEqual(countries);
    first.unmount();
    window.dispatchEvent(new Event('focus'));
    await new Promise((r) => setTimeout(r, 50));
    expect(later.result.current.data).toEqual(countries);
    expect(fetch.calls).toHaveLength(1);
  });
});
