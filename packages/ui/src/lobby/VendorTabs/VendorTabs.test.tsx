import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { sampleVendors } from '../shared/lobby.fixtures';
import { VendorTabs } from './VendorTabs';

describe('VendorTabs', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('gives every tab 100 / n percent of the width', async () => {
    await page.viewport(1280, 800);
    renderUi(
      <div style={{ width: 1200 }}>
        <VendorTabs vendors={sampleVendors.slice(0, 4)} />
      </div>,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    for (const tab of tabs) expect(tab.getBoundingClientRect().width).toBeCloseTo(300, 0);
  });

  it('selects the first vendor, moves with the arrow keys and reports the change', async () => {
    const onValueChange = vi.fn();
    renderUi(
      <VendorTabs vendors={sampleVendors} onValueChange={onValueChange}>
        <p>grid</p>
      </VendorTabs>,
    );
    expect(screen.getByRole('tablist', { name: 'ゲームプロバイダー' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'PG Soft' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('grid');
    await userEvent.click(first);
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenLastCalledWith('PP');
    await userEvent.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith('BGS');
    expect(screen.getByRole('tab', { name: 'BGaming' })).toHaveFocus();
  });

  it('scrolls on a phone instead of squeezing the tabs', async () => {
    await page.viewport(360, 740);
    renderUi(
      <div style={{ width: 320 }}>
        <VendorTabs vendors={sampleVendors} />
      </div>,
    );
    const list = screen.getByRole('tablist');
    // 6 tabs in 320 px: on phones each keeps at least 104 px, so the row overflows and scrolls.
    expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    for (const tab of screen.getAllByRole('tab')) expect(tab.getBoundingClientRect().width).toBeGreaterThanOrEqual(104);
  });
});
