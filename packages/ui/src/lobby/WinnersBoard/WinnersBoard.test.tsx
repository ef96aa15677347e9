import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { maskAccount } from './maskAccount';
import { WinnersBoard } from './WinnersBoard';
import { sampleWinners } from './WinnersBoard.fixtures';

describe('maskAccount', () => {
  it('keeps the ends and masks the middle; leaves masked input alone', () => {
    expect(maskAccount('alice123')).toBe('al***23');
    expect(maskAccount('bob')).toBe('b***b');
    expect(maskAccount('ab')).toBe('a***');
    expect(maskAccount('sa***ri')).toBe('sa***ri');
    expect(maskAccount('')).toBe('');
  });
});

describe('WinnersBoard', () => {
  it('lists masked account, game and amount with two decimals and comma thousands', () => {
    renderUi(<WinnersBoard winners={sampleWinners} currencySymbol="₱" />, { lang: 'EN' });
    const table = screen.getByRole('table', { name: 'Recent winners' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Player', 'Game', 'Win']);
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getAllByRole('cell').map((td) => td.textContent)).toEqual(['al***23', 'Fortune Tiger', '₱1,234,567.89']);
    expect(second).toHaveTextContent('₱88.50');
    expect(third).toHaveTextContent('₱25,000.00');
    expect(table).not.toHaveTextContent('alice123');
  });

  it('shows loading rows, then an empty state', () => {
    const { rerender } = renderUi(<WinnersBoard winners={[]} isLoading />, { lang: 'EN' });
    expect(screen.getByRole('status', { name: 'Loading winners' })).toBeInTheDocument();
    rerender(<WinnersBoard winners={[]} />);
    expect(screen.getByRole('heading', { name: 'No winners yet. The next one could be you.' })).toBeInTheDocument();
  });
});
