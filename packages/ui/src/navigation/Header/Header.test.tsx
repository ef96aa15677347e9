import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { buildHeaderCategories } from './buildHeaderCategories';
import { fitEntries } from './fitEntries';
import { Header } from './Header';
import { sampleCategories } from './Header.fixtures';

const groups = [
  { category: 'RNG', vendors: [{ key: 'PG', name: 'PG' }] },
  { category: 'LOTT', vendors: [{ key: 'TCG_SEA', name: 'SEA' }] },
  {
    category: 'SPORTS',
    vendors: [
      { key: 'SABA', name: 'SABA' },
      { key: 'DS88', name: 'DS88' },
      { key: 'TF', name: 'TF', gameType: 'ESPORTS' },
      { key: 'IA', name: 'IA' },
    ],
  },
  { category: 'LIVE', vendors: [{ key: 'EVO', name: 'Evolution' }] },
  { category: 'FISH', vendors: [] },
  { category: 'UNKNOWN', vendors: [{ key: 'X', name: 'X' }] },
];

describe('buildHeaderCategories', () => {
  it('puts sports right after live, gives DS88 its own entry and splits e-sports from sports', () => {
    const categories = buildHeaderCategories(groups);
    expect(categories.map((c) => c.key)).toEqual(['live', 'sports', 'ds88', 'esports', 'rng', 'lottery']);
    expect(categories.find((c) => c.key === 'sports')!.vendors.map((v) => v.key)).toEqual(['SABA']);
    expect(categories.find((c) => c.key === 'ds88')!.vendors.map((v) => v.key)).toEqual(['DS88']);
    expect(categories.find((c) => c.key === 'esports')!.vendors.map((v) => v.key)).toEqual(['TF', 'IA']);
  });

  it('gives DS88 and e-sports their entries when the platform sends them as groups of their own (COCKFIGHT, ESPORTS)', () => {
    const categories = buildHeaderCategories([
      { category: 'SPORTS', vendors: [{ key: 'SBO', name: 'SBOBET' }] },
      { category: 'ESPORTS', vendors: [{ key: 'TF', name: 'TF Gaming' }] },
      { category: 'COCKFIGHT', vendors: [{ key: 'DS88', name: 'DS88 Cockfight' }] },
      { category: 'BLOCKCHAIN', vendors: [{ key: 'BCG', name: 'Blockchain Games' }] },
    ]);
    expect(categories.map((c) => c.key)).toEqual(['sports', 'ds88', 'esports']);
    expect(categories.find((c) => c.key === 'ds88')).toMatchObject({ href: '/sports?vassalage=DS88', vendors: [{ key: 'DS88', name: 'DS88 Cockfight' }] });
  });

  it('drops empty and unknown groups and strips the raw gameType', () => {
    const categories = buildHeaderCategories(groups);
    expect(categories.some((c) => c.key === 'fish')).toBe(false);
    expect(categories.find((c) => c.key === 'esports')!.vendors[0]).toEqual({ key: 'TF', name: 'TF' });
  });

  it('honours custom e-sports and DS88 keys', () => {
    const categories = buildHeaderCategories([{ category: 'SPORTS', vendors: [{ key: 'A', name: 'A' }, { key: 'B', name: 'B' }] }], {
      esportsVendorKeys: ['A'],
      ds88VendorKey: 'B',
    });
    expect(categories.map((c) => c.key)).toEqual(['ds88', 'esports']);
  });
});

const base = { logo: <span>logo</span>, brandName: 'Croupier', categories: buildHeaderCategories(groups) };

describe('Header', () => {
  beforeAll(async () => {
    await page.viewport(1280, 800);
  });

  it('shows favourites only when logged in', () => {
    const { rerender } = renderUi(<Header {...base} />);
    expect(screen.queryByRole('link', { name: /お気に入り/ })).toBeNull();
    rerender(<Header {...base} isLoggedIn accountName="amy" balance={5} />);
    expect(screen.getByRole('link', { name: /お気に入り/ })).toHaveAttribute('href', '/fav');
  });

  it('navigates in-app through onNavigate, keeping the real href', async () => {
    const onNavigate = vi.fn();
    renderUi(<Header {...base} onNavigate={onNavigate} />);
    const home = screen.getByRole('link', { name: 'Croupier ホーム' });
    expect(home).toHaveAttribute('href', '/index');
    await userEvent.click(home);
    expect(onNavigate).toHaveBeenCalledWith('/index');
  });

  it('uses a custom link renderer', () => {
    renderUi(<Header {...base} renderLink={({ href, children, ...rest }) => <a data-router href={`#${href}`} {...rest}>{children}</a>} />);
    expect(screen.getByRole('link', { name: /人気ゲーム/ })).toHaveAttribute('href', '#/hot');
  });

  it('opens a category menu with its vendors and closes it with Escape, returning focus', async () => {
    const onOpenCategoryChange = vi.fn();
    renderUi(<Header {...base} onOpenCategoryChange={onOpenCategoryChange} />);
    const trigger = screen.getByRole('button', { name: 'スポーツ' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenCategoryChange).toHaveBeenCalledWith('sports');
    expect(screen.getByRole('region', { name: 'スポーツのゲーム' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SABA' }));
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('reports account actions', async () => {
    const onLogout = vi.fn();
    const onOpenMemberCentre = vi.fn();
    renderUi(<Header {...base} isLoggedIn accountName="amy" balance={1000} onLogout={onLogout} onOpenMemberCentre={onOpenMemberCentre} />);
    await userEvent.click(screen.getByRole('button', { name: /amy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'ログアウト' }));
    expect(onOpenMemberCentre).toHaveBeenCalled();
    expect(onLogout).toHaveBeenCalled();
    expect(screen.getByText('1,000.00')).toBeInTheDocument();
  });

  it('shows the agent centre button only when given (agents)', async () => {
    const onOpenAgentCentre = vi.fn();
    const { rerender } = renderUi(<Header {...base} isLoggedIn accountName="amy" />);
    expect(screen.queryByRole('button', { name: '代理店センター' })).toBeNull();
    rerender(<Header {...base} isLoggedIn accountName="amy" onOpenAgentCentre={onOpenAgentCentre} />);
    await userEvent.click(screen.getByRole('button', { name: '代理店センター' }));
    expect(onOpenAgentCentre).toHaveBeenCalledOnce();
  });
});

describe('fitEntries', () => {
  it('shows every entry, and no More, when all of them fit', () => {
    expect(fitEntries([100, 80, 90], 270, 60)).toBe(3);
    expect(fitEntries([], 0, 60)).toBe(0);
  });

  it('keeps room for More once anything overflows', () => {
    // 100 + 80 + 60 (More) = 240 <= 250, but adding 90 would not fit.
    expect(fitEntries([100, 80, 90], 250, 60)).toBe(2);
    expect(fitEntries([100, 80, 90], 239, 60)).toBe(1);
  });

  it('keeps the order: a narrow later entry never jumps ahead of a wide earlier one', () => {
    expect(fitEntries([50, 200, 10], 150, 40)).toBe(1);
  });

  it('falls back to More alone when not even one entry fits beside it', () => {
    expect(fitEntries([120, 80], 100, 60)).toBe(0);
  });

  it('rounds sub-pixel widths up so the last entry never tips into the account area', () => {
    // 199.6 px of text would squeeze into 200, but renders as 100 + 101.
    expect(fitEntries([99.2, 100.4], 200, 60)).toBe(1);
    expect(fitEntries([99, 101], 200, 60)).toBe(2);
    expect(fitEntries([99, 101], 199, 60)).toBe(1);
  });
});

describe('Header at 1024 px', () => {
  beforeAll(async () => {
    await page.viewport(1024, 720);
  });

  const narrow = { logo: <span>logo</span>, brandName: 'Croupier', categories: sampleCategories, isLoggedIn: true, accountName: 'amy', balance: 25480.5 };

  it('moves the entries that do not fit into More, without sideways scrolling or overlap', () => {
    renderUi(<Header {...narrow} />);
    const nav = screen.getByRole('navigation', { name: 'メインメニュー' });
    const more = screen.getByRole('button', { name: 'もっと見る' });
    expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    expect(screen.queryByRole('button', { name: '宝くじ' })).toBeNull();
    const actions = document.querySelector('[data-part="Actions"]')!.getBoundingClientRect();
    expect(more.getBoundingClientRect().right).toBeLessThanOrEqual(actions.left);
    expect(screen.getByRole('link', { name: 'Croupier ホーム' }).getBoundingClientRect().right).toBeLessThanOrEqual(nav.getBoundingClientRect().left);
    // Every entry is either in the bar or in More (which lists the rest when opened).
    const inBar = [...nav.querySelectorAll('[data-part="NavItem"]')].map((item) => item.getAttribute('data-key'));
    expect(inBar.at(-1)).toBe('more');
    expect(inBar.length).toBeLessThan(sampleCategories.length + 3);
  });

  it('lists the overflowed entries in order and opens one with the pointer', async () => {
    const onOpenCategoryChange = vi.fn();
    renderUi(<Header {...narrow} onOpenCategoryChange={onOpenCategoryChange} />);
    const shown = [...document.querySelectorAll('nav [data-part="NavItem"]')].map((item) => item.getAttribute('data-key'));
    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    const listed = [...document.querySelectorAll('[data-part="MoreList"] > li')].map((item) => item.getAttribute('data-key'));
    const all = ['hot', 'fav', ...sampleCategories.map((c) => c.key)];
    expect([...shown.slice(0, -1), ...listed]).toEqual(all);
    await userEvent.click(screen.getByRole('button', { name: /宝くじ/ }));
    expect(onOpenCategoryChange).toHaveBeenLastCalledWith('lottery');
    expect(screen.queryByRole('button', { name: /宝くじ/ })).toBeNull();
    expect(screen.getByRole('region', { name: '宝くじのゲーム' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: '宝くじのゲーム' })).toBeNull();
    expect(screen.getByRole('button', { name: 'もっと見る' })).toHaveFocus();
  });

  it('shows every entry and no More when there is room', async () => {
    await page.viewport(1600, 900);
    renderUi(<Header {...base} />);
    expect(screen.queryByRole('button', { name: 'もっと見る' })).toBeNull();
    await page.viewport(1024, 720);
  });
});
