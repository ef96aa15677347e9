import { describe, expect, it } from 'vitest';
import { alternativesOf, launchFailureOf } from './launchFailure';

describe('refused launches (SPEC §8)', () => {
  it('reads vendor maintenance with its alternative games', () => {
    const value = { vassalage: 'PG', alternativeGames: [{ gameId: 1, vassalage: 'PP', gameName: 'A' }, { gameId: 2 }, 'junk', null] };
    expect(launchFailureOf({ code: 'vendor_under_maintenance', status: 503, kind: 'api', value })).toEqual({
      kind: 'maintenance',
      alternatives: [{ gameId: 1, vassalage: 'PP', gameName: 'A' }],
    });
    expect(alternativesOf([{ vassalage: 'HB' }])).toEqual([{ vassalage: 'HB' }]);
    expect(alternativesOf(undefined)).toEqual([]);
  });
  it('reads a balance too low with its figures', () => {
    expect(launchFailureOf({ code: 'launch_game_balance_not_enough', status: 402, value: { balance: 0, minimum: 1 } })).toEqual({ kind: 'balance', balance: 0, minimum: 1 });
    expect(launchFailureOf({ code: 'launch_game_balance_not_enough', status: 402 })).toEqual({ kind: 'balance' });
  });
  it('turns a refused trial account into the need-a-true-account warning', () => {
    expect(launchFailureOf({ code: 'trial_not_allowed', status: 403 })).toEqual({ kind: 'needRealAccount' });
  });
  it('leaves session ends and aborted calls to the site (already handled)', () => {
    expect(launchFailureOf({ code: 'CUSTOMER_NOT_LOGIN', status: 401 })).toEqual({ kind: 'handled' });
    expect(launchFailureOf({ code: 'something', status: 401 })).toEqual({ kind: 'handled' });
    expect(launchFailureOf({ code: 'unknown_error', kind: 'aborted' })).toEqual({ kind: 'handled' });
  });
  it('shows any other failure by its message', () => {
    expect(launchFailureOf({ code: 'not_found', status: 404 })).toMatchObject({ kind: 'message' });
    expect(launchFailureOf({ code: 'whatever', kind: 'network' })).toEqual({ kind: 'message', messageKey: expect.stringMatching(/^errors:/) });
    expect(launchFailureOf(new Error('boom'))).toEqual({ kind: 'message', messageKey: expect.stringMatching(/^errors:/) });
  });
});
