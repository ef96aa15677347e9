import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { buildHeaderCategories } from './buildHeaderCategories';
import { Header } from './Header';

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
});
