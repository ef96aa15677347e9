import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { setupData } from '../../test/renderWithData';
import { useNotices } from './useNotices';

const notices = [{ id: 1, type: 'PU', title: 'Welcome', content: '<p>Hi</p>', date: 1_700_000_000_000 }];

describe('useNotices', () => {
  it('asks for the conventions query with the given types, in the current language', async () => {
    const { render, fetch } = setupData(() => ok(notices), { language: { hisLang: 'EN' } });
    const { result } = render(() => useNotices('PU'));
    await waitFor(() => expect(result.current.data).toEqual(notices));
    const url = new URL(fetch.only().url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ types: 'PU', platform: 'W', execution: 'B' });
    expect(fetch.only().headers.Language).toBe('EN');
  });

  it('fetches nothing for null', async () => {
    const { render, fetch } = setupData(() => ok(notices));
    render(() => useNotices(null));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.calls).toHaveLength(0);
  });
});
