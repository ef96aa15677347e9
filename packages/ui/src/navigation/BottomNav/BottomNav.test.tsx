import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { BottomNav } from './BottomNav';

describe('BottomNav', () => {
  beforeAll(async () => {
    await page.viewport(360, 740);
  });

  it('has the 14 entries of SPEC §2 in order', () => {
    renderUi(<BottomNav />);
    const keys = [...document.querySelectorAll('[data-part="Entry"]')].map((n) => n.getAttribute('data-key'));
    expect(keys).toEqual(['home', 'hot', 'favourites', 'sports', 'esports', 'live', 'rng', 'fish', 'pvp', 'lottery', 'promo', 'vip', 'reward', 'blockchain']);
  });

  it('marks the active entry and reports selections', async () => {
    const onSelect = vi.fn();
    renderUi(<BottomNav activeKey="live" onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: 'ライブ' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'ホーム' }));
    expect(onSelect).toHaveBeenCalledWith('home');
  });

  it('shows at 360 px that it scrolls: the side with more entries fades under a chevron, and it follows the scroll', async () => {
    renderUi(<BottomNav />);
    const nav = screen.getByRole('navigation');
    const list = nav.querySelector('ul')!;
    await vi.waitFor(() => expect(nav).toHaveAttribute('data-more', 'end'));
    expect(getComputedStyle(list).maskImage).not.toBe('none');
    expect(nav.querySelector('[data-part="MoreEnd"]')!.getBoundingClientRect().width).toBeGreaterThan(0);
    list.scrollLeft = 100;
    await vi.waitFor(() => expect(nav).toHaveAttribute('data-more', 'both'));
    list.scrollLeft = list.scrollWidth;
    await vi.waitFor(() => expect(nav).toHaveAttribute('data-more', 'start'));
    expect(nav.querySelector('[data-part="MoreEnd"]')!.getBoundingClientRect().width).toBe(0);
  });
});
