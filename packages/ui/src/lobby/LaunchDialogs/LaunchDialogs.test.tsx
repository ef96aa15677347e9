import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { sampleGames } from '../shared/lobby.fixtures';
import { InsufficientBalanceDialog } from './InsufficientBalanceDialog';
import { VendorMaintenanceDialog } from './VendorMaintenanceDialog';

const [tiger, ...popular] = sampleGames(8);

describe('VendorMaintenanceDialog', () => {
  it('names the game, offers alternatives, and a pick closes the dialog and reports the game', async () => {
    const onGameSelect = vi.fn();
    const onOpenChange = vi.fn();
    renderUi(<VendorMaintenanceDialog defaultOpen game={tiger} alternatives={popular} onGameSelect={onGameSelect} onOpenChange={onOpenChange} maxAlternatives={3} />, { lang: 'EN' });
    const dialog = await screen.findByRole('dialog', { name: 'Game under maintenance' });
    expect(dialog).toHaveTextContent('Fortune Tiger is under maintenance.');
    const list = within(dialog).getByRole('region', { name: 'Popular games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(list).getByRole('button', { name: 'Mahjong Ways 2' }));
    expect(onGameSelect).toHaveBeenCalledWith(popular[0]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with its Close button', async () => {
    const onOpenChange = vi.fn();
    renderUi(<VendorMaintenanceDialog defaultOpen alternatives={[]} onOpenChange={onOpenChange} />);
    const dialog = await screen.findByRole('dialog', { name: 'ゲームはメンテナンス中です' });
    expect(within(dialog).queryByRole('region')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('InsufficientBalanceDialog', () => {
  it('shows the balance and the amount needed with two decimals and comma thousands; Deposit reports and closes', async () => {
    const onDeposit = vi.fn();
    renderUi(<InsufficientBalanceDialog defaultOpen game={tiger} balance={1234.5} requiredAmount="10000" currencySymbol="₱" onDeposit={onDeposit} />, { lang: 'EN' });
    const dialog = await screen.findByRole('dialog', { name: 'Insufficient balance' });
    expect(dialog).toHaveTextContent('Your balance is too low to play Fortune Tiger.');
    expect(dialog).toHaveTextContent('₱1,234.50');
    expect(dialog).toHaveTextContent('₱10,000.00');
    const deposit = within(dialog).getByRole('button', { name: 'Deposit' });
    await waitFor(() => expect(deposit).toHaveFocus());
    await userEvent.click(deposit);
    expect(onDeposit).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
