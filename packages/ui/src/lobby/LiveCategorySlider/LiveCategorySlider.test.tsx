import { LIVE_CATEGORIES } from '@croupier/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { LiveCategorySlider } from './LiveCategorySlider';

describe('LiveCategorySlider', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('lists "All" and the fifteen live categories with localized names, 20 px apart', () => {
    renderUi(<LiveCategorySlider />, { lang: 'EN' });
    const group = screen.getByRole('group', { name: 'Live casino categories' });
    const buttons = screen.getAllByRole('button', { pressed: false }).concat(screen.getAllByRole('button', { pressed: true }));
    expect(buttons).toHaveLength(LIVE_CATEGORIES.length + 1);
    expect(screen.getByRole('button', { name: 'Baccarat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All', pressed: true })).toBeInTheDocument();
    expect(getComputedStyle(group).columnGap).toBe('20px');
  });

  it('selects on click and reports the code; All reports null', async () => {
    const onValueChange = vi.fn();
    renderUi(<LiveCategorySlider onValueChange={onValueChange} />, { lang: 'EN' });
    await userEvent.click(screen.getByRole('button', { name: /Roulette/ }));
    expect(onValueChange).toHaveBeenLastCalledWith('ROU');
    expect(screen.getByRole('button', { name: /Roulette/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it('is one tab stop; arrow keys, Home and End move between items', async () => {
    renderUi(
      <div style={{ width: 600 }}>
        <LiveCategorySlider defaultValue="SIC" />
      </div>,
      { lang: 'EN' },
    );
    await userEvent.tab();
    // The previous button is disabled at the start, so the first stop is the selected item.
    expect(screen.getByRole('button', { name: /Sic Bo/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /Roulette/ })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Mahjong' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages with the arrow buttons on wide screens and disables them at the ends', async () => {
    await page.viewport(1024, 720);
    renderUi(
      <div style={{ width: 900 }}>
        <LiveCategorySlider />
      </div>,
      { lang: 'EN' },
    );
    const previous = screen.getByRole('button', { name: 'Previous categories' });
    const viewport = screen.getByRole('group');
    expect(previous).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next categories' }));
    await waitFor(() => expect(viewport.scrollLeft).toBeGreaterThan(100));
    await waitFor(() => expect(previous).toBeEnabled());
  });

  it('leaves paging to swipes on phones (no arrow buttons)', async () => {
    await page.viewport(360, 740);
    renderUi(<LiveCategorySlider />, { lang: 'EN' });
    expect(screen.queryByRole('button', { name: 'Next categories' })).toBeNull();
    const viewport = screen.getByRole('group');
    expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
    expect(getComputedStyle(viewport).overflowX).toBe('auto');
  });

  it('offers only the given categories, without All when told', () => {
    renderUi(<LiveCategorySlider categories={['BAC', 'DAT']} hasAll={false} />);
    expect(screen.getAllByRole('button', { name: /バカラ|ドラゴンタイガー/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'すべて' })).toBeNull();
  });
});
