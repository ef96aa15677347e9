import { describe, expect, it } from 'vitest';
import { bottomNavTargets } from '../frame/navigation';
import { guardRedirect, inGamePaths, isGuardPublic, routeTable, sectionNames } from './routeTable';

const paths = routeTable.map((r) => r.path);

describe('route table (SPEC §2)', () => {
  it('has every route of the spec', () => {
    for (const path of [
      '/index', '/register', '/register.html', '/noticePage', '/vip', '/pointMall', '/lottery', '/vnlottery', '/seaLottery', '/elott',
      '/rng', '/live', '/fish', '/png', '/pp', '/pg', '/ne', '/ptu', '/hb', '/bgs', '/hot', '/fav', '/sports', '/pvp', '/promotions',
      '/promoDetail', '/seamless', '/help', '/helpmc', '/down', '/download', '/join', '/game', '/login',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('gives each route its frame: bare help, header-only lotteries and launcher, no side menu on the points mall', () => {
    const handle = (path: string) => routeTable.find((r) => r.path === path)!.handle;
    expect(handle('/helpmc').frame).toBe('bare');
    for (const path of ['/lottery', '/vnlottery', '/seaLottery', '/game']) expect(handle(path).frame).toBe('headerOnly');
    expect(handle('/pointMall')).toMatchObject({ frame: 'full', hasSideMenu: false });
    expect(handle('/index')).toMatchObject({ frame: 'full', hasSideMenu: true, isInGame: false });
    expect(handle('/register').opensRegister).toBe(true);
    expect(handle('/register.html').opensRegister).toBe(true);
  });

  it('marks exactly the in-game pages (letter case aside)', () => {
    const inGame = routeTable.filter((r) => r.handle.isInGame).map((r) => r.path.toLowerCase());
    expect(new Set(inGame)).toEqual(new Set(inGamePaths));
  });

  it('gives the blockchain games their own page, which the blockchain entry of the bottom navigation opens', () => {
    const target = new URL(bottomNavTargets.blockchain, 'https://site.test');
    const entry = routeTable.find((r) => r.path === target.pathname);
    expect(entry?.handle).toMatchObject({ section: 'egame', group: 'BLOCKCHAIN', bottomNavKey: 'blockchain' });
  });

  it('uses only known lazy sections', () => {
    for (const r of routeTable) expect(sectionNames).toContain(r.handle.section);
  });
});

describe('the loginedToHomePage guard', () => {
  it('lets through the public routes only, without regard to case or a trailing slash', () => {
    for (const open of ['/login', '/register', '/register.html', '/helpmc', '/download', '/down', '/Login/', '/REGISTER.HTML']) {
      expect(isGuardPublic(open)).toBe(true);
    }
    for (const closed of ['/', '/index', '/vip', '/rng', '/help', '/loginx']) expect(isGuardPublic(closed)).toBe(false);
  });

  it('sends a visitor without a token to /login when on, and nobody otherwise', () => {
    expect(guardRedirect('/vip', { isOn: true, hasToken: false })).toBe('/login');
    expect(guardRedirect('/helpmc', { isOn: true, hasToken: false })).toBeNull();
    expect(guardRedirect('/vip', { isOn: true, hasToken: true })).toBeNull();
    expect(guardRedirect('/vip', { isOn: false, hasToken: false })).toBeNull();
  });
});
