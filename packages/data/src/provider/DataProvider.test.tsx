import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSWRConfig } from 'swr';
import { createClient } from '../client/createClient';
import { useLanguage } from '../session/useLanguage';
import { useSession } from '../session/useSession';
import { setupData } from '../test/renderWithData';
import { DataProvider } from './DataProvider';
import { useClient } from './context';

describe('DataProvider', () => {
  it('puts the client in context', () => {
    const { render, client } = setupData();
    const { result } = render(() => useClient());
    expect(result.current).toBe(client);
  });

  it('useClient outside a provider throws a clear error', () => {
    expect(() => renderHook(() => useClient())).toThrow('useClient must be used inside <DataProvider>');
  });

  it('turns SWR error retry off by default (errors already reach onError once)', () => {
    const { render } = setupData();
    const { result } = render(() => useSWRConfig());
    expect(result.current.shouldRetryOnError).toBe(false);
  });

  it('useSession and useLanguage re-render on store changes', () => {
    const { render, session } = setupData();
    const { result } = render(() => ({ session: useSession(), language: useLanguage() }));
    expect(result.current.session.isLoggedIn).toBe(false);
    act(() => session.setToken('t'));
    expect(result.current.session.isLoggedIn).toBe(true);
    expect(result.current.language.language).toBe('JA');
    act(() => {
      expect(result.current.language.setLanguage('EN')).toBe(true);
    });
    expect(result.current.language).toMatchObject({ language: 'EN', history: ['EN', 'JA'] });
  });

  it('creates default stores when none are given', () => {
    const client = createClient({ baseUrl: '', merchantCode: 'm', getLanguage: () => 'JA', getToken: () => null });
    const { result } = renderHook(() => useSession(), { wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider> });
    expect(result.current.isLoggedIn).toBe(false);
  });
});
