import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useTemplates } from './useTemplates';

describe('useTemplates', () => {
  it('GETs templates of a type in the current language', async () => {
    const templates = [{ key: 'terms', type: 'footer', content: 'T' }];
    const { render, fetch } = setupData(() => ok(templates), { language: { hisLang: 'EN' } });
    const { result } = render(() => useTemplates('footer'));
    await waitFor(() => expect(result.current.data).toEqual(templates));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/system/templates?type=footer&language=EN`);
    expectHeaders(fetch.only(), { language: 'EN' });
  });

  it('a value off the contract is an invalidResponse error, not a crash', async () => {
    const { render, errors } = setupData(() => ok([{ key: 1 }]));
    const { result } = render(() => useTemplates());
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ kind: 'invalidResponse', endpoint: 'templates' });
    expect(errors).toHaveLength(1);
  });
});
