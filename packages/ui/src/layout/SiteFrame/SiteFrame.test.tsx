import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { RightSideBar } from '../RightSideBar';
import { isInGameRoute, SiteFrame } from './SiteFrame';

const slots = {
  header: <header>H</header>,
  footer: <footer>F</footer>,
  bottomNav: <nav aria-label="bottom">B</nav>,
  sideMenu: <div>S</div>,
};

describe('SiteFrame', () => {
  it('renders every slot in the full frame', () => {
    renderUi(<SiteFrame {...slots}>page</SiteFrame>);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'bottom' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page');
  });

  it('drops footer and bottom nav in game, everything but main when bare', () => {
    const { rerender } = renderUi(<SiteFrame {...slots} isInGame>page</SiteFrame>);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    rerender(<SiteFrame {...slots} variant="headerOnly">page</SiteFrame>);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    rerender(<SiteFrame {...slots} variant="bare">page</SiteFrame>);
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('has a skip link to main as the first tab stop', async () => {
    renderUi(<SiteFrame {...slots}>page</SiteFrame>);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'メインコンテンツへスキップ' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('shows the first page at once and fades in each page navigated to', () => {
    const { rerender } = renderUi(<SiteFrame routeKey="/a">page</SiteFrame>);
    const first = document.querySelector('[data-part="RouteView"]');
    expect(first).not.toHaveAttribute('data-fade');
    rerender(<SiteFrame routeKey="/b">page</SiteFrame>);
    const second = document.querySelector('[data-part="RouteView"]');
    expect(second).not.toBe(first);
    expect(second).toHaveAttribute('data-fade');
    rerender(<SiteFrame routeKey="/a">page</SiteFrame>);
    expect(document.querySelector('[data-part="RouteView"]')).toHaveAttribute('data-fade');
  });

  it('keeps the page clear of the fixed right rail at 1366 px: the last grid column is not under it', async () => {
    await page.viewport(1366, 768);
    renderUi(
      <SiteFrame {...slots} aside={<RightSideBar onCustomerService={() => undefined} downloads={{ android: '/down' }} />}>
        <div data-testid="grid" style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', height: '900px' }}>
          <div />
          <div />
          <div />
          <div />
          <div />
          <div data-testid="last" />
        </div>
      </SiteFrame>,
    );
    const rail = document.querySelector('[data-component="RightSideBar"]')!.getBoundingClientRect();
    expect(rail.width).toBeGreaterThan(0);
    expect(screen.getByTestId('last').getBoundingClientRect().right).toBeLessThanOrEqual(rail.left);
  });

  it('knows the in-game routes', () => {
    expect(['/seamless', '/lottert', '/vnlottery', '/seaLottery?x=1', '/seamless/'].map(isInGameRoute)).toEqual([true, true, true, true, true]);
    expect(isInGameRoute('/lottery')).toBe(false);
  });
});
