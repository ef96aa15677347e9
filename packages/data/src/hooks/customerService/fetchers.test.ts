import { describe, expect, it } from 'vitest';
import { createClient } from '../../client/createClient';
import { fakeFetch, ok } from '../../test/fakeFetch';
import { fetchCustomerServiceUrl } from './fetchers';

function clientWith(pathList: { type: number; path: string }[]) {
  return createClient({ baseUrl: 'https://api.test', merchantCode: 'm', getLanguage: () => 'JA', getToken: () => null, fetch: fakeFetch(() => ok({ version: { pathList } })) });
}

describe('fetchCustomerServiceUrl', () => {
  it('returns the first plain http(s) entry', async () => {
    await expect(fetchCustomerServiceUrl(clientWith([{ type: 1, path: 'javascript:alert(1)' }, { type: 1, path: ' https://chat.example.com/room ' }]))).resolves.toBe(
      'https://chat.example.com/room',
    );
  });

  it('rejects when no entry is usable (an undecodable type 3 entry is skipped)', async () => {
    await expect(fetchCustomerServiceUrl(clientWith([{ type: 3, path: 'not-a-link' }]))).rejects.toThrow('no customer service link');
  });
});
