import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { CentreShell } from './CentreShell';
import type { CentreShellSection } from './CentreShell.types';

const sections: CentreShellSection[] = [
  { page: 'securityCenter', label: 'My account', icon: 'shield' },
  { page: 'transferFund', label: 'My wallet', icon: 'wallet' },
  { page: 'missionLeaderboard', label: 'Missions', icon: 'target', badge: 4 },
];

function renderShell(props: Partial<Parameters<typeof CentreShell>[0]> = {}, dir?: 'ltr' | 'rtl') {
  const onPageChange = vi.fn();
  const onClose = vi.fn();
  const result = renderUi(
    <CentreShell
      title="Member centre"
      menuLabel="Member centre menu"
      sections={sections}
      page="securityCenter"
      onPageChange={onPageChange}
      onClose={onClose}
      data-centre="member"
      {...props}
    >
      <p>Panel</p>
    </CentreShell>,
    { lang: dir === 'rtl' ? 'AR' : 'EN', dir },
  );
  return { ...result, onPageChange, onClose };
}

describe('CentreShell', () => {
  it('names the dialog and the menu, marks the open page and keeps the stable selectors', () => {
    renderShell();
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    expect(dialog).toHaveAttribute('data-centre', 'member');
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    const open = dialog.querySelector('button[data-page="securityCenter"]');
    expect(open).toHaveAttribute('aria-current', 'page');
    expect(dialog.querySelector('button[data-page="transferFund"]')).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('button', { name: /Missions\s*4 new/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'My account' })).toBeInTheDocument();
    expect(dialog.querySelector('section[data-page="securityCenter"]')).toHaveTextContent('Panel');
  });

  it('reports a page change and a close, and leaves the page to its owner', async () => {
    const user = userEvent.setup();
    const { onPageChange, onClose } = renderShell();
    await user.click(screen.getByRole('button', { name: 'My wallet' }));
    expect(onPageChange).toHaveBeenCalledWith('transferFund');
    // Controlled: until the owner changes `page`, the open page stays.
    expect(screen.getByRole('button', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the heading when the page changes, not when it opens', async () => {
    const { rerender, onPageChange, onClose } = renderShell();
    expect(screen.getByRole('heading', { level: 3 })).not.toHaveFocus();
    rerender(
      <CentreShell
        title="Member centre"
        menuLabel="Menu"
        sections={sections}
        page="transferFund"
        onPageChange={onPageChange}
        onClose={onClose}
      >
        <p>Wallet</p>
      </CentreShell>,
    );
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading).toHaveTextContent('My wallet');
    expect(heading).toHaveFocus();
  });

  it('keeps one tab stop in the menu, on the open page', () => {
    renderShell({ page: 'transferFund' });
    const buttons = screen.getAllByRole('button').filter((b) => b.hasAttribute('data-page'));
    expect(buttons.map((b) => b.tabIndex)).toEqual([-1, 0, -1]);
  });

  it.each([
    ['ltr', 'ArrowRight', 'ArrowLeft'],
    ['rtl', 'ArrowLeft', 'ArrowRight'],
  ] as const)('%s: %s moves on along the menu and %s back, wrapping at the ends', async (dir, forward, back) => {
    renderShell({}, dir);
    const entry = (name: string) => screen.getAllByRole('button').find((b) => b.getAttribute('data-page') === name)!;
    entry('securityCenter').focus();
    await userEvent.keyboard(`{${forward}}`);
    expect(entry('transferFund')).toHaveFocus();
    await userEvent.keyboard(`{${forward}}{${forward}}`);
    expect(entry('securityCenter')).toHaveFocus();
    await userEvent.keyboard(`{${back}}`);
    expect(entry('missionLeaderboard')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(entry('transferFund')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(entry('missionLeaderboard')).toHaveFocus();
    expect(entry('missionLeaderboard').tabIndex).toBe(0);
  });
});
