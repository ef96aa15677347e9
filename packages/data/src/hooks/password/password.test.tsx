import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { useChangePassword } from './useChangePassword';
import { useForgotPasswordByEmail } from './useForgotPasswordByEmail';
import { usePasswordResetSmsCode } from './usePasswordResetSmsCode';
import { useSetPasswordByPhone } from './useSetPasswordByPhone';

describe('password hooks', () => {
  it('useChangePassword: POST, token, sealed', async () => {
    const { render, fetch, sealer } = setupData(() => ok(null), { session: { token: 'tok' } });
    const { result } = render(() => useChangePassword());
    await act(async () => {
      await result.current.trigger({ oldPassword: 'old', newPassword: 'new1', confirmNewPassword: 'new1' });
    });
    expect(fetch.only().method).toBe('POST');
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/member/password`);
    expectHeaders(fetch.only(), { token: 'tok', contentType: 'json', encryption: 'wrapped-key-1' });
    expect(fetch.only().body).toBe('{"value":"sealed:1"}');
    expect(sealer.plaintexts).toEqual(['{"oldPassword":"old","newPassword":"new1","confirmNewPassword":"new1"}']);
  });

  it('useChangePassword: a mismatched confirmation is rejected before sending', async () => {
    const { render, fetch } = setupData(() => ok(null), { session: { token: 'tok' } });
    const { result } = render(() => useChangePassword());
    let caught: unknown;
    await act(async () => {
      await result.current.trigger({ oldPassword: 'old', newPassword: 'new1', confirmNewPassword: 'new2' }).catch((e: unknown) => (caught = e));
    });
    expect(caught).toMatchObject({ code: 'validation_failed', kind: 'invalidRequest', issues: [{ path: ['confirmNewPassword'], message: 'validation:inconsistentTwice' }] });
    expect(fetch.calls).toHaveLength(0);
  });

  it('useForgotPasswordByEmail: POST form-urlencoded, no token', async () => {
    const { render, fetch } = setupData(() => ok(null), { session: { token: 'tok' } });
    const { result } = render(() => useForgotPasswordByEmail());
    await act(async () => {
      await result.current.trigger({ username: 'alice', email: 'alice@example.com' });
    });
    expect(fetch.only().method).toBe('POST');
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/member/password/email`);
    expectHeaders(fetch.only(), { contentType: 'form' });
    expect(fetch.only().body).toBe('username=alice&email=alice%40example.com');
  });

  it('usePasswordResetSmsCode: POST JSON', async () => {
    const { render, fetch } = setupData(() => ok({ expiredMinutes: 2 }));
    const { result } = render(() => usePasswordResetSmsCode());
    let value: unknown;
    await act(async () => {
      value = await result.current.trigger({ mobileNum: '0901234567', countryDialingCode: '81' });
    });
    expect(value).toEqual({ expiredMinutes: 2 });
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/member/password/sms`);
    expectHeaders(fetch.only(), { contentType: 'json' });
  });

  it('useSetPasswordByPhone: POST sealed, no token', async () => {
    const { render, fetch, sealer } = setupData(() => ok(null));
    const { result } = render(() => useSetPasswordByPhone());
    await act(async () => {
      await result.current.trigger({ newPassword: 'n3w', mobileNum: '0901234567', verificationCode: ' 9876 ' });
    });
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/member/password/verification`);
    expectHeaders(fetch.only(), { contentType: 'json', encryption: 'wrapped-key-1' });
    expect(sealer.plaintexts).toEqual(['{"newPassword":"n3w","mobileNum":"0901234567","verificationCode":"9876"}']);
  });
});
