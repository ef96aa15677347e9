import { describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => [] as string[]);
for (const name of ['core', 'aes', 'hmac-sha256', 'enc-base64', 'tripledes', 'mode-ecb', 'pad-pkcs7']) {
  // Factories run only when the module is actually imported, so `loaded` records lazy loading.
  vi.doMock(`crypto-js/${name}`, async (importOriginal) => {
    loaded.push(name);
    return importOriginal();
  });
}

describe('@croupier/data entry', () => {
  it('exports the public API by name', async () => {
    const api = await import('./index');
    for (const name of [
      'createClient', 'ApiError', 'isApiError', 'errorBehaviour', 'behaviourTable', 'createHybridSealer', 'decodeServiceLink',
      'createSessionStore', 'createLanguageStore', 'useSession', 'useLanguage', 'DataProvider', 'useClient',
      'useSystemStatus', 'useGeoLocation', 'useWhitelabelMenu', 'useCountries', 'useRegisterSettings', 'useCaptcha',
      'useMemberInfo', 'useMemberAvatar', 'useHelpCentre', 'useTemplates', 'useDomainRoutes', 'useLogin',
      'useLoginVerification', 'useLogout', 'useFreePlayLogin', 'useLoginSmsCode', 'useRegisterSmsCode', 'useRegister',
      'useRegisterByMobile', 'useAffiliateCheck', 'useChangePassword', 'useForgotPasswordByEmail', 'useSetPasswordByPhone',
      'useUpdateLanguage', 'useFeedback', 'useSliderChallenge', 'useSliderCheck',
    ]) {
      expect(api, name).toHaveProperty(name);
    }
    expect(api).not.toHaveProperty('openSealed');
    expect(api).not.toHaveProperty('default');
  });

  it('loads no crypto-js until something is sealed or decoded', async () => {
    const api = await import('./index');
    const sealer = api.createHybridSealer('-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----');
    expect(loaded).toEqual([]);
    await sealer.seal('{}').catch(() => undefined);
    await api.decodeServiceLink('AMSSoqUcylyyHc95ZYKZUQiqSs0qx4BSabcdefgh');
    expect(loaded.sort()).toEqual(['aes', 'core', 'enc-base64', 'hmac-sha256', 'mode-ecb', 'pad-pkcs7', 'tripledes']);
  });
});
