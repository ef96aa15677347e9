import { describe, expect, it } from 'vitest';
import { isTrialPlayable, isVendorListEntry, launchRule, type LaunchViewer } from './index';

const trialGame = { supportPlay: 0 };
const realGame = { supportPlay: 1 };
const unknownSupport = {};
const vendorLobby = { supportPlay: 0, isGame: 'VASSALAGE' };

describe('launch rules', () => {
  it('supportPlay 0, and only 0, is trial-playable', () => {
    expect(isTrialPlayable(trialGame)).toBe(true);
    expect(isTrialPlayable(realGame)).toBe(false);
    expect(isTrialPlayable(unknownSupport)).toBe(false);
    expect(isTrialPlayable({ supportPlay: 2 })).toBe(false);
  });

  it('an isGame VASSALAGE entry opens the vendor list for everyone, in both modes', () => {
    expect(isVendorListEntry(vendorLobby)).toBe(true);
    expect(isVendorListEntry({ isGame: 'GAME' })).toBe(false);
    for (const viewer of ['visitor', 'trial', 'member'] as LaunchViewer[]) {
      expect(launchRule(vendorLobby, viewer)).toBe('vendorList');
      expect(launchRule(vendorLobby, viewer, 'try')).toBe('vendorList');
    }
  });

  it('a visitor plays only by trying a trial-playable game', () => {
    expect(launchRule(trialGame, 'visitor', 'try')).toBe('trial');
    expect(launchRule(trialGame, 'visitor')).toBe('needsLogin');
    expect(launchRule(realGame, 'visitor', 'try')).toBe('needsLogin');
    expect(launchRule(unknownSupport, 'visitor', 'try')).toBe('needsLogin');
  });

  it('a trial account plays trial-playable games with play money and needs a real account for the rest', () => {
    expect(launchRule(trialGame, 'trial')).toBe('trial');
    expect(launchRule(trialGame, 'trial', 'try')).toBe('trial');
    expect(launchRule(realGame, 'trial')).toBe('needsRealAccount');
    expect(launchRule(unknownSupport, 'trial')).toBe('needsRealAccount');
  });

  it('a member plays every game from the wallet, trial-playable or not', () => {
    expect(launchRule(trialGame, 'member')).toBe('real');
    expect(launchRule(realGame, 'member')).toBe('real');
  });
});
