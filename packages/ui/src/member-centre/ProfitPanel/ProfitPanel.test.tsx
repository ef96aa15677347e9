import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { sampleProfitCategories, sampleProfitSummary, sampleToday } from '../shared/records.fixtures';
import { ProfitPanel } from './ProfitPanel';
import type { ProfitPanelProps } from './ProfitPanel.types';

const zero = { stake: 0, validBet: 0, payout: 0, profitLoss: 0, deposits: 0, withdrawals: 0, bonus: 0 };

function renderPanel(props: Partial<ProfitPanelProps>) {
  return renderUi(
    <div style={{ width: 1000 }}>
      <ProfitPanel
        filters={{ range: { from: sampleToday, to: sampleToday, preset: 'today' } }}
        onFiltersChange={vi.fn()}
        summary={zero}
        categories={[]}
        series={[]}
        today={sampleToday}
        {...props}
      />
    </div>,
    { lang: 'EN' },
  );
}

describe('ProfitPanel', () => {
  it('shows one empty state for a period without activity (zero days do not count)', () => {
    renderPanel({ series: [{ date: sampleToday, value: 0 }] });
    expect(screen.getByRole('heading', { name: 'No activity in this period' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('counts a day with a result, or any figure, as activity', () => {
    const { unmount } = renderPanel({ series: [{ date: sampleToday, value: -5 }] });
    expect(screen.queryByRole('heading', { name: 'No activity in this period' })).toBeNull();
    unmount();
    renderPanel({ summary: { ...zero, bonus: 10 } });
    expect(screen.getByText('P10.00')).toBeInTheDocument();
  });

  it('totals the categories and signs the profit and loss', () => {
    renderPanel({ summary: sampleProfitSummary, categories: sampleProfitCategories });
    const totals = document.querySelector('[data-part="TotalsRow"]')!;
    expect(totals).toHaveTextContent('Total128P48,520.00P47,900.00P45,210.75-P3,309.25');
    expect(screen.getByRole('cell', { name: '+P1,215.50' })).toBeInTheDocument();
  });

  it('replaces the figures with an alert when loading failed', () => {
    renderPanel({ summary: sampleProfitSummary, categories: sampleProfitCategories, error: true, onRetry: vi.fn() });
    expect(screen.getByRole('alert')).toHaveTextContent('The records could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.querySelector('[data-component="StatCards"]')).toBeNull();
  });
});
