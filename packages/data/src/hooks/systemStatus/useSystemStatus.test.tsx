import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok } from '../../test/fakeFetch';
import { BASE_URL, expectHeaders, setupData } from '../../test/renderWithData';
import { systemStatusKeys } from './keys';
import { useSystemStatus } from './useSystemStatus';

const status = {
  systemStatus: 1,
  whitelabel: [{ modId: 'FREEPLAY3', enabled: true }],
  registerValidation: {},
  resources: {},
  customerService: { url: 'https://cs.test' },
  analytics: { gtagId: null },
  imageCDNs: ['https://img.test'],
  launchGameCDNs: [],
  location: { ip: '1.2.3.4', country: 'JP' },
  maintenance: true,
  regionRestriction: false,
  rsaPublicKey: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----',
};

describe('useSystemStatus', () => {
  it('calls the permission call with the current host as url, no token', async () => {
    const { render, fetch } = setupData(() => ok(status), { session: { token: 'tok' } });
    const { result } = render(() => useSystemStatus());
    await waitFor(() => expect(result.current.data).toEqual(status));
    const request = fetch.only();
    expect(request.method).toBe('GET');
    expect(request.url).toBe(`${BASE_URL}/wps/system/status?url=${encodeURIComponent(location.host)}`);
    expectHeaders(request);
  });

  it('takes an explicit host and keys by it', async () => {
    const { render, fetch } = setupData(() => ok(status));
    const { result } = render(() => useSystemStatus('brand.example.com'));
    await waitFor(() => expect(result.current.data?.systemStatus).toBe(1));
    expect(fetch.only().url).toBe(`${BASE_URL}/wps/system/status?url=brand.example.com`);
    expect(systemStatusKeys.byHost('brand.example.com')).toEqual(['systemStatus', 'brand.example.com']);
  });

  it('does not refetch on focus', async () => {
    const { render, fetch } = setupData(() => ok(status));
    const { result } = render(() => useSystemStatus('a.test'));
    await waitFor(() => expect(result.current.data).toBeDefined());
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch.calls).toHaveLength(1);
  });

  it('exposes a failure as an ApiError and reports it to onError', async () => {
    const { render, errors } = setupData(() => failure('system_maintenance', 'down', undefined, 503));
    const { result } = render(() => useSystemStatus('a.test'));
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ name: 'ApiError', code: 'system_maintenance', status: 503, endpoint: 'systemStatus' });
    expect(errors.map((e) => e.behaviour.kind)).toEqual(['alert']);
  });
});
