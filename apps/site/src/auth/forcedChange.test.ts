import { describe, expect, it } from 'vitest';
import { getSiteState, resetSiteState, setSiteState } from '../state/siteStore';
import { afterLoginState, afterPasswordChangeState, forcedChangeReason, opensAgentCentre } from './forcedChange';

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

  it('opens the forced change alone on a first login; the welcome follows the change, never on top of it', () => {
    resetSiteState();
    setSiteState(afterLoginState({ firstTimeLogin: true }, { type: 'username', password: 'a123456' }, false));
    expect(getSiteState().auth).toMatchObject({ kind: 'changePassword', reason: 'weakDefault' });
    expect(getSiteState().dialog).toBeNull();
    const auth = getSiteState().auth;
    if (auth?.kind !== 'changePassword') throw new Error('no forced change');
    setSiteState(afterPasswordChangeState(auth));
    expect(getSiteState()).toMatchObject({ auth: null, dialog: { kind: 'firstLogin' }, afterLogin: true });
  });

  it('shows the welcome at once when no change is forced, and nothing after a voluntary change', () => {
    resetSiteState();
    setSiteState(afterLoginState({ firstTimeLogin: true }, { type: 'username', password: 'Other123' }, true));
    expect(getSiteState()).toMatchObject({ auth: null, dialog: { kind: 'firstLogin' }, afterLogin: true });
    expect(afterPasswordChangeState({ kind: 'changePassword' })).toEqual({ auth: null, dialog: null, afterLogin: false });
  });

  it('an agent login opens the agent centre instead of the after-login notices, unless a forced change comes first (SPEC §6)', () => {
    const agent = { type: 'username', password: 'Agent1234', agent: true } as const;
    const next = afterLoginState({ firstTimeLogin: false }, agent, true);
    expect(next).toEqual({ auth: null, dialog: null, afterLogin: false });
    expect(opensAgentCentre(next, agent)).toBe(true);
    expect(opensAgentCentre(afterLoginState({}, { type: 'sms', agent: true }, true), { type: 'sms', agent: true })).toBe(true);
    const member = { type: 'username', password: 'Member1234' } as const;
    const asMember = afterLoginState({}, member, true);
    expect(asMember.afterLogin).toBe(true);
    expect(opensAgentCentre(asMember, member)).toBe(false);
    const weak = { type: 'username', password: 'a123456', agent: true } as const;
    const forced = afterLoginState({}, weak, true);
    expect(forced.auth).toMatchObject({ kind: 'changePassword', reason: 'weakDefault' });
    expect(opensAgentCentre(forced, weak)).toBe(false);
  });
});
