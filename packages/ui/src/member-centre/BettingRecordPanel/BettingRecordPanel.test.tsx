import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import {
  last7,
  sampleBets,
  sampleBetSummary,
  sampleTimeZone,
  sampleToday,
  sampleVendors,
} from '../shared/records.fixtures';
import { BettingRecordPanel } from './BettingRecordPanel';
import type { BettingRecordPanelProps } from './BettingRecordPanel.types';

function renderPanel(props: Partial<BettingRecordPanelProps> = {}, lang = 'EN') {
  const handlers = { onFiltersChange: vi.fn(), onPageChange: vi.fn() };
  const view = renderUi(
    <div style={{ width: 1000 }}>
      <BettingRecordPanel
        filters={{ category: null, vendor: null, range: last7 }}
        vendors={sampleVendors}
        records={sampleBets}
        summary={sampleBetSummary}
        page={1}
        pageCount={3}
        today={sampleToday}
        timeZone={sampleTimeZone}
        {...handlers}
        {...props}
      />
    </div>,
    { lang },
  );
  return { ...view, ...handlers };
}

describe('BettingRecordPanel', () => {
  it('shows a settled round as a signed figure and an open one as its status', () => {
    renderPanel();
    const rows = within(screen.getByRole('table', { name: 'Bets' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('+P145.50');
    const open = rows.find((row) => row.textContent?.includes('Arsenal v Chelsea'))!;
    expect(within(open).getByText('Pending')).toBeInTheDocument();
    expect(open).not.toHaveTextContent('P0.00P300.00');
  });

  it('formats money with an ISO currency in the language, or the brand symbol', () => {
    const { unmount } = renderPanel({ currency: 'JPY' }, 'JA');
    expect(screen.getByText('+￥1,440.40')).toBeInTheDocument();
    unmount();
    renderPanel({ currency: 'JPY', currencySymbol: '¤' });
    expect(screen.getByText('+¤1,440.40')).toBeInTheDocument();
  });

  it('sends a vendor choice, and "all" back as null', async () => {
    const user = userEvent.setup();
    const { onFiltersChange } = renderPanel({ filters: { category: 'RNG', vendor: 'PG', range: last7 } });
    const vendor = screen.getByRole('combobox', { name: 'Provider' });
    expect(vendor).toHaveValue('PG');
    await user.selectOptions(vendor, '');
    expect(onFiltersChange).toHaveBeenCalledWith({ category: 'RNG', vendor: null, range: last7 });
  });

  it('hides the pages when there is only one, and the totals when there are none', () => {
    renderPanel({ pageCount: 1, summary: null });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Totals for the filters' })).toBeNull();
  });

  it('shows the site’s error message, with no retry button unless it can retry', () => {
    renderPanel({ error: 'Service unavailable' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Service unavailable');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
