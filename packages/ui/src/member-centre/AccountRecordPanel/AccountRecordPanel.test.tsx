import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { last7, sampleTimeZone, sampleToday } from '../shared/records.fixtures';
import { AccountRecordPanel } from './AccountRecordPanel';
import type { LedgerEntry } from './AccountRecordPanel.types';

const entries: LedgerEntry[] = [
  { id: 'a', time: Date.UTC(2026, 10, 25, 3), type: 'bonus', amount: 0.1, balanceAfter: 0.3, remark: 'Weekend' },
  { id: 'b', time: Date.UTC(2026, 10, 25, 2), type: 'adjustment', amount: 0.2, balanceAfter: 0.2 },
];

function renderPanel(summary = { totalIn: 0.3, totalOut: 0.1 }) {
  return renderUi(
    <div style={{ width: 1000 }}>
      <AccountRecordPanel
        filters={{ type: null, range: last7 }}
        onFiltersChange={vi.fn()}
        entries={entries}
        summary={summary}
        page={1}
        pageCount={1}
        onPageChange={vi.fn()}
        today={sampleToday}
        timeZone={sampleTimeZone}
      />
    </div>,
    { lang: 'EN' },
  );
}

describe('AccountRecordPanel', () => {
  it('works out the net change in cents (0.3 - 0.1 is 0.20, not 0.19999…)', () => {
    renderPanel();
    const totals = screen.getByRole('group', { name: 'Totals for the filters' });
    expect(totals).toHaveTextContent('Money in+P0.30');
    expect(totals).toHaveTextContent('Money out-P0.10');
    expect(totals).toHaveTextContent('Net change+P0.20');
  });

  it('names the type in words and marks a movement without reference or remark', () => {
    renderPanel();
    const rows = within(screen.getByRole('table', { name: 'Account movements' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Bonus');
    expect(rows[1]).toHaveTextContent('Weekend');
    expect(rows[2]).toHaveTextContent('Adjustment');
    expect(rows[2]).toHaveTextContent('—');
    // The time in the member's zone (Tokyo is UTC+9).
    expect(rows[1]).toHaveTextContent('2026-11-25 12:00:00');
  });
});
