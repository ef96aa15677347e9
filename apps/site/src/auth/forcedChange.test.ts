import { describe, expect, it } from 'vitest';
import { forcedChangeReason } from './forcedChange';

describe('forced password change (SPEC §4)', () => {
  it('forces the weak default whatever the setting, never after an SMS, phone-authentication or free-play login', () => {
    expect(forcedChangeReason({}, { type: 'username', password: 'a123456' }, false)).toBe('weakDefault');
    expect(forcedChangeReason({ passwordExpired: true }, { type: 'sms', password: 'a123456' }, true)).toBeNull();
    expect(forcedChangeReason({ passwordExpired: true }, { type: 'phoneAuth' }, true)).toBeNull();
    expect(forcedChangeReason({ passwordExpired: true }, { type: 'freePlay' }, true)).toBeNull();
  });

  it('forces an expired password only with the setting on', () => {
    expect(forcedChangeReason({ passwordExpired: true }, { type: 'username', password: 'Other123' }, true)).toBe('expired');
    expect(forcedChangeReason({ passwordExpired: true }, { type: 'username', password: 'Other123' }, false)).toBeNull();
    expect(forcedChangeReason({ passwordExpired: false }, { type: 'username', password: 'Other123' }, true)).toBeNull();
  });
});
