import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { memberInfoKeys } from './keys';
import { useMemberInfo } from './useMemberInfo';

const info = { account: 'alice', id: 9001, nickname: null, type: 41, toUpline: true, memberLabel: ['vip'], sumBalance: 12.5 };

describe('useMemberInfo', () => {
  it('fetches nothing without a token', async () => {
    const { render, fetch } = setupData(() => ok(info));
    const { result } = render(() => useMemberInfo());
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.calls).toHaveLength(0);
    expect(result.current.data).toBeUndefined();
  });

  it('with a token: GET with Authorization, stores account, customerId, isAgent and memberLabel', async () => {
    const { render, fetch, session, sessionStorage } = setupData(() => ok(info), { session: { token: 'tok-1' } });
    const { result } = render(() => useMemberInfo());
    await waitFor(() => expect(result.current.data).toEqual(info));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/member/info`);
    expectHeaders(fetch.only(), { token: 'tok-1' });
    expect(session.getSnapshot()).toMatchObject({ account: 'alice', customerId: '9001', isAgent: 41, memberLabel: ['vip'], isAgentType: true });
    expect(sessionStorage.getItem('isAgent')).toBe('41');
  });

  it('keys by the token: a new token fetches again with that token', async () => {
    const { render, fetch, session } = setupData(() => ok(info), { session: { token: 'tok-1' } });
    const { result } = render(() => useMemberInfo());
    await waitFor(() => expect(result.current.data).toBeDefined());
    act(() => session.setToken('tok-2'));
    await waitFor(() => expect(fetch.calls).toHaveLength(2));
    expect(fetch.calls[1]!.headers.Authorization).toBe('tok-2');
    expect(memberInfoKeys.byToken('tok-2')).toEqual(['memberInfo', 'tok-2']);
  });
});
