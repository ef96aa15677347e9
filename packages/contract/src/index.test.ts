import { describe, expect, it } from 'vitest';
import * as contract from './index';

describe('@croupier/contract entry point', () => {
  it('exports every part by name and nothing by default', () => {
    for (const name of [
      'endpoints', 'endpointList', 'endpointKeys', 'resolvePath', 'pathOverridesSchema', 'envelope', 'isSuccess', 'isFailure',
      'errorCodes', 'errorTable', 'isErrorCode', 'patterns', 'validateField', 'usernameRule', 'passwordRule', 'mobileRule',
      'featureCodes', 'isFeatureEnabled', 'fillTemplate', 'formatMoney', 'SESSION_STORAGE_KEYS', 'systemStatusResponseSchema',
      'loginRequestSchema', 'registerRequestSchema', 'memberInfoResponseSchema', 'avatarResponseSchema',
    ]) {
      expect(contract, name).toHaveProperty(name);
    }
    expect(contract).not.toHaveProperty('default');
  });
});
