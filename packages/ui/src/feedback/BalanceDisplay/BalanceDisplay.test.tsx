import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { BalanceDisplay } from './BalanceDisplay';

describe('BalanceDisplay', () => {
  it('formats with two decimals and comma thousands, with the currency symbol', () => {
    renderUi(<BalanceDisplay balance={1234.5} currencySymbol="₱" />);
    expect(screen.getByRole('button', { name: /残高.*1,234\.50/ })).toHaveTextContent('₱1,234.50');
  });

  it('defaults to the P symbol and formats numeric strings exactly', () => {
    renderUi(<BalanceDisplay balance="12345678901234567890.125" />);
    expect(screen.getByRole('button')).toHaveTextContent('P12,345,678,901,234,567,890.13');
  });

  it('shows a loading placeholder instead of a number while the balance is undefined', () => {
    renderUi(<BalanceDisplay />);
    expect(screen.getByRole('status', { name: '残高を読み込み中' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('toggles *** uncontrolled and reports the change', async () => {
    const onHiddenChange = vi.fn();
    renderUi(<BalanceDisplay balance={10} onHiddenChange={onHiddenChange} />);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button', { pressed: true })).toHaveTextContent('***');
    expect(onHiddenChange).toHaveBeenCalledWith(true);
  });

  it('follows the controlled isHidden prop', async () => {
    const onHiddenChange = vi.fn();
    renderUi(<BalanceDisplay balance={10} isHidden onHiddenChange={onHiddenChange} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onHiddenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button')).toHaveTextContent('***');
  });

  it('refreshes on click but not while already refreshing', async () => {
    const onRefresh = vi.fn();
    const { rerender } = renderUi(<BalanceDisplay balance={1} onRefresh={onRefresh} />);
    await userEvent.click(screen.getByRole('button', { name: '残高を更新' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
    rerender(<BalanceDisplay balance={1} onRefresh={onRefresh} isRefreshing />);
    await userEvent.click(screen.getByRole('button', { name: '残高を更新' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('uses tabular figures', () => {
    renderUi(<BalanceDisplay balance={1} />);
    const amount = document.querySelector('[data-part="Amount"]')!;
    expect(getComputedStyle(amount).fontVariantNumeric).toBe('tabular-nums');
  });
});
