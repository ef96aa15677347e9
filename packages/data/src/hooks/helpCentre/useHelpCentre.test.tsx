import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useLanguage } from '../../session/useLanguage';
import { useHelpCentre } from './useHelpCentre';

const help = [{ id: 1, title: 'Deposits', articles: [{ id: 'a', title: 'How', content: '<p>x</p>' }] }];

describe('useHelpCentre', () => {
  it('GETs the help centre in the current language and refetches on a language switch', async () => {
    const { render, fetch } = setupData(() => ok(help));
    const { result } = render(() => ({ help: useHelpCentre(), language: useLanguage() }));
    await waitFor(() => expect(result.current.help.data).toEqual(help));
    expect(fetch.calls[0]!.url).toBe(`${BASE_URL}/wps/system/helpCenter?language=JA`);
    expectHeaders(fetch.calls[0]!, { language: 'JA' });
    act(() => {
      result.current.language.setLanguage('CN');
    });
    await waitFor(() => expect(fetch.calls).toHaveLength(2));
    expect(fetch.calls[1]!.url).toBe(`${BASE_URL}/wps/system/helpCenter?language=CN`);
    expectHeaders(fetch.calls[1]!, { language: 'CN' });
  });
});
