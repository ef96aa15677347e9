import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { last7, sampleTimeZone, sampleToday } from '../shared/records.fixtures';
import { BonusDetailsPanel } from './BonusDetailsPanel';

describe('BonusDetailsPanel', () => {
  it('shows each bonus with its source, name, amount, turnover and state; filters by source', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    renderUi(
      <div style={{ width: 1000 }}>
        <BonusDetailsPanel
          filters={{ source: null, range: last7 }}
          onFiltersChange={onFiltersChange}
          bonuses={[
            {
              id: 'x',
              time: Date.UTC(2026, 10, 24),
              source: 'vip',
              name: 'Level 3 gift',
              amount: 1000,
              turnover: 5000,
              status: 'wagering',
            },
          ]}
          summary={{ count: 1, amount: 1000, turnover: 5000 }}
          page={1}
          pageCount={1}
          onPageChange={vi.fn()}
          today={sampleToday}
          timeZone={sampleTimeZone}
        />
      </div>,
      { lang: 'EN' },
    );
    const row = within(screen.getByRole('table', { name: 'Bonuses credited' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('VIPLevel 3 gift');
    expect(row).toHaveTextContent('+P1,000.00');
    expect(row).toHaveTextContent('P5,000.00');
    expect(within(row).getByText('Turnover in progress')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'referral');
    expect(onFiltersChange).toHaveBeenCalledWith({ source: 'referral', range: last7 });
  });
});
