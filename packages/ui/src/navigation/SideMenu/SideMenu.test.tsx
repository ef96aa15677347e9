import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { SideMenu } from './SideMenu';

describe('SideMenu', () => {
  it('lists the main entries of SPEC §2 in order, gating referral and cashback', () => {
    const { rerender } = renderUi(<SideMenu defaultOpen />);
    const keys = () => [...document.querySelectorAll('[data-part="MainList"] [data-part="Item"]')].map((n) => n.getAttribute('data-key'));
    expect(keys()).toEqual(['deposit', 'withdraw', 'promotions', 'rewardCentre', 'slots', 'live', 'sports', 'favourites', 'appDownload', 'customerService', 'help']);
    rerender(<SideMenu defaultOpen hasReferral hasManualRebate />);
    expect(keys().slice(0, 6)).toEqual(['deposit', 'withdraw', 'promotions', 'referral', 'rewardCentre', 'cashback']);
  });

  it('shows one panel at a time and reports panel changes', async () => {
    const onPanelChange = vi.fn();
    renderUi(<SideMenu defaultOpen onPanelChange={onPanelChange} languages={['JA', 'EN']} currentLanguage="EN" />);
    await userEvent.click(screen.getByRole('tab', { name: '言語' }));
    expect(onPanelChange).toHaveBeenCalledWith('language');
    expect(screen.queryByRole('button', { name: '入金' })).toBeNull();
    const english = screen.getByRole('button', { name: /English/ });
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '日本語' })).toHaveAttribute('lang', 'ja');
  });

  it('reports member selections and closes', async () => {
    const onSelect = vi.fn();
    const onOpenChange = vi.fn();
    renderUi(
      <SideMenu defaultOpen defaultPanel="member" onSelect={onSelect} onOpenChange={onOpenChange} memberItems={[{ key: 'transferFund', icon: 'wallet', label: 'Wallet' }]} />,
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Wallet' }));
    expect(onSelect).toHaveBeenCalledWith('transferFund');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the theme scope inside the portal', () => {
    renderUi(<SideMenu defaultOpen />, { mode: 'light' });
    expect(screen.getByRole('dialog').closest('[data-ui-scope]')).toHaveAttribute('data-ui-mode', 'light');
  });
});
