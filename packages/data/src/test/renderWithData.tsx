/** Test helper: a DataProvider over a fake fetch, memory stores and an isolated SWR cache (not exported by the package). */
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { expect } from 'vitest';
import type { ApiError } from '../client/ApiError';
import { createClient, type ClientOptions } from '../client/createClient';
import type { ClientBehaviour } from '../client/errorPolicy';
import { DataProvider } from '../provider/DataProvider';
import { createLanguageStore } from '../session/languageStore';
import { createSessionStore } from '../session/sessionStore';
import { createMemoryStorage } from '../session/storage';
import { fakeFetch, recordingSealer, type FakeHandler, type RecordedRequest } from './fakeFetch';

export const BASE_URL = 'https://api.test';
export const MERCHANT = 'm-001';

export interface SetupOptions {
  session?: Record<string, string>;
  language?: Record<string, string>;
  client?: Partial<ClientOptions>;
}

export function setupData(handler?: FakeHandler, options: SetupOptions = {}) {
  const fetch = fakeFetch(handler);
  const sessionStorage = createMemoryStorage(options.session);
  const session = createSessionStore({ storage: sessionStorage });
  const language = createLanguageStore({ storage: createMemoryStorage(options.language), defaultLanguage: 'JA', offered: ['JA', 'EN', 'CN'] });
  const sealer = recordingSealer();
  const errors: { behaviour: ClientBehaviour; error: ApiError }[] = [];
  // One cache per setup: separate renders of one test share it, tests never do.
  const cache = new Map();
  const client = createClient({
    baseUrl: BASE_URL,
    merchantCode: MERCHANT,
    getLanguage: () => language.getLanguage(),
    getToken: () => session.getToken(),
    fetch,
    sealer,
    onError: (behaviour, error) => errors.push({ behaviour, error }),
    ...options.client,
  });
  function wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <DataProvider client={client} session={session} language={language}>
          {children}
        </DataProvider>
      </SWRConfig>
    );
  }
  return {
    fetch,
    session,
    sessionStorage,
    language,
    sealer,
    errors,
    client,
    wrapper,
    render: <R,>(hook: () => R) => renderHook(hook, { wrapper }),
  };
}

/** Asserts the exact header set of a request: the conventions' headers plus what the call adds. */
export function expectHeaders(
  request: RecordedRequest,
  expected: { language?: string; token?: string; contentType?: 'json' | 'form'; encryption?: string; extra?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {
    ...expected.extra,
    Accept: 'application/json',
    Merchant: MERCHANT,
    Device: 'web',
    Language: expected.language ?? 'JA',
    'X-Gateway-Version': '3',
  };
  if (expected.token) headers.Authorization = expected.token;
  if (expected.contentType === 'json') headers['Content-Type'] = 'application/json';
  if (expected.contentType === 'form') headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  if (expected.encryption) headers.Encryption = expected.encryption;
  expect(request.headers).toEqual(headers);
}
