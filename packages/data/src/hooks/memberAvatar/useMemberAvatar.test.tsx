import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useMemberAvatar } from './useMemberAvatar';

describe('useMemberAvatar', () => {
  it('GETs the avatar relay with the token', async () => {
    const avatar = { avatar: 'https://img.test/a.png', avatarType: 'CUSTOM' };
    const { render, fetch } = setupData(() => ok(avatar), { session: { token: 'tok' } });
    const { result } = render(() => useMemberAvatar());
    await waitFor(() => expect(result.current.data).toEqual(avatar));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/relay/MCSFE_getPlayerAvatar`);
    expectHeaders(fetch.only(), { token: 'tok' });
  });

  it('is a polling call: its errors reach onError as silent, never as an alert', async () => {
    const { render, errors } = setupData(() => failure('internal_error', 'boom', undefined, 500), { session: { token: 'tok' } });
    const { result } = render(() => useMemberAvatar());
    await waitFor(() => expect(result.current.error?.code).toBe('internal_error'));
    expect(errors.map((e) => e.behaviour.kind)).toEqual(['silent']);
  });

  it('fetches nothing without a token', async () => {
    const { render, fetch } = setupData(() => ok({}));
    render(() => useMemberAvatar());
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.calls).toHaveLength(0);
  });
});
