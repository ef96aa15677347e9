import type { Game } from '@croupier/contract';
import { describe, expect, it } from 'vitest';
import { decideLaunch, framePath, lotteryPath, safeGameUrl } from './launchRules';

const slot: Game = { gameId: 11, vassalage: 'PG', gameName: 'Lucky Neko', supportPlay: 1 };
const trialSlot: Game = { ...slot, gameId: 12, supportPlay: 0 };
const lobby: Game = { gameId: 13, vassalage: 'EVO', isGame: 'VASSALAGE', gameType: 'LIVE' };
const visitor = { isLoggedIn: false, isTrial: false };
const trial = { isLoggedIn: true, isTrial: true };
const member = { isLoggedIn: true, isTrial: false };

describe('lottery routing by accountTypeName (SPEC §2)', () => {
  it('sends TCG_SEA to the sea lottery and TCG_LOTTO_VN to the Vietnam lottery', () => {
    expect(lotteryPath({ accountTypeName: 'TCG_SEA', code: 'TCG_SEA_0002' })).toBe('/seaLottery?gameCode=TCG_SEA_0002');
    expect(lotteryPath({ accountTypeName: 'TCG_LOTTO_VN', code: 'TCG_LOTTO_VN_0001', defaultPlayType: 'VN_LO' })).toBe('/vnlottery?gameCode=TCG_LOTTO_VN_0001');
  });
  it('sends LOTT and ELOTT to /lottery with gameCode and playType', () => {
    expect(lotteryPath({ accountTypeName: 'LOTT', code: 'LOTT_0001', defaultPlayType: 'PK10_DS' })).toBe('/lottery?gameCode=LOTT_0001&playType=PK10_DS');
    expect(lotteryPath({ accountTypeName: 'ELOTT', code: 'ELOTT_0003', defaultPlayType: 'ELOTT_BS' })).toBe('/lottery?gameCode=ELOTT_0003&playType=ELOTT_BS');
    expect(lotteryPath({ accountTypeName: 'LOTT', gameId: 42 })).toBe('/lottery?gameCode=42');
    expect(lotteryPath({ accountTypeName: 'ELOTT' })).toBe('/lottery');
  });
  it('leaves every other game to the third-party launch', () => {
    expect(lotteryPath({})).toBeNull();
    expect(lotteryPath({ accountTypeName: 'PG' })).toBeNull();
    expect(lotteryPath({ accountTypeName: 'tcg_sea' })).toBeNull();
  });
});

describe('launch decision (SPEC §2, §6)', () => {
  it('opens the popup list for VASSALAGE entries, for anyone', () => {
    for (const viewer of [visitor, trial, member]) expect(decideLaunch(lobby, viewer)).toEqual({ kind: 'popup' });
  });
  it('routes lottery games to their page before any login check', () => {
    const lottery: Game = { gameId: 5, vassalage: 'LOTT', accountTypeName: 'LOTT', code: 'LOTT_0001', defaultPlayType: 'PK10_DS' };
    expect(decideLaunch(lottery, visitor)).toEqual({ kind: 'route', to: '/lottery?gameCode=LOTT_0001&playType=PK10_DS' });
    expect(decideLaunch(lottery, member)).toEqual({ kind: 'route', to: '/lottery?gameCode=LOTT_0001&playType=PK10_DS' });
  });
  it('asks a visitor to log in, except for trying a trial-playable game', () => {
    expect(decideLaunch(slot, visitor)).toEqual({ kind: 'login' });
    expect(decideLaunch(slot, visitor, 'try')).toEqual({ kind: 'login' });
    expect(decideLaunch(trialSlot, visitor)).toEqual({ kind: 'login' });
    expect(decideLaunch(trialSlot, visitor, 'try')).toEqual({ kind: 'trial' });
  });
  it('lets a trial account play only supportPlay 0 games', () => {
    expect(decideLaunch(trialSlot, trial)).toEqual({ kind: 'launch' });
    expect(decideLaunch(slot, trial)).toEqual({ kind: 'needRealAccount' });
    expect(decideLaunch({ ...slot, supportPlay: undefined }, trial)).toEqual({ kind: 'needRealAccount' });
  });
  it('launches any game for a member', () => {
    expect(decideLaunch(slot, member)).toEqual({ kind: 'launch' });
    expect(decideLaunch(trialSlot, member, 'try')).toEqual({ kind: 'launch' });
  });
});

describe('frame pages', () => {
  it('builds /game and /seamless addresses with the URL and the name', () => {
    expect(framePath('/games/demo/slot?t=a.b&lang=EN', 'Lucky Neko')).toBe('/game?url=%2Fgames%2Fdemo%2Fslot%3Ft%3Da.b%26lang%3DEN&name=Lucky+Neko');
    expect(framePath('https://cdn.example/g', '', '/seamless')).toBe('/seamless?url=https%3A%2F%2Fcdn.example%2Fg');
  });
  it('accepts pages of the launch hosts only, never of the site itself', () => {
    const origin = 'http://127.0.0.1:8080';
    const cdns = ['https://cdn.example', 'not a url', ''];
    const games = ['http://127.0.0.1:8081'];
    expect(safeGameUrl('http://127.0.0.1:8081/games/demo/fish?t=x', origin, games)).toBe('http://127.0.0.1:8081/games/demo/fish?t=x');
    // Never the site's own origin, even when a CDN list names it: the game would share the session token's storage.
    expect(safeGameUrl('/games/demo/slot?t=x', origin, games)).toBeNull();
    expect(safeGameUrl('http://127.0.0.1:8080/games/demo/fish', origin, [...games, origin, '/'])).toBeNull();
    expect(safeGameUrl('https://cdn.example/game?t=1', origin, cdns)).toBe('https://cdn.example/game?t=1');
    expect(safeGameUrl('https://cdn.example/game?t=1', origin)).toBeNull();
    expect(safeGameUrl('https://evil.example/', origin, cdns)).toBeNull();
    expect(safeGameUrl('//evil.example/x', 'https://site.example', cdns)).toBeNull();
    expect(safeGameUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safeGameUrl('data:text/html,<script>1</script>', origin)).toBeNull();
    expect(safeGameUrl('', origin)).toBeNull();
    expect(safeGameUrl(null, origin)).toBeNull();
  });
});
