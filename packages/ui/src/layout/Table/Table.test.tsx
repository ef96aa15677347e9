import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { nextSort, Table } from './Table';
import type { TableColumn, TableProps } from './Table.types';

interface Item {
  id: string;
  name: string;
  amount: number;
}

const items: Item[] = [
  { id: 'a', name: 'Alpha', amount: 10 },
  { id: 'b', name: 'Beta', amount: 2000 },
];

const columns: TableColumn<Item>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name, sortable: true },
  { key: 'amount', header: 'Amount', cell: (r) => r.amount.toFixed(2), isNumeric: true, sortable: true },
  { key: 'note', header: 'Note', cell: () => <button type="button">Details</button>, hideOnPhone: true },
];

function renderTable(props: Partial<TableProps<Item>> = {}, width = 800) {
  return renderUi(
    <div style={{ width }}>
      <Table<Item> columns={columns} rows={items} getRowId={(r) => r.id} caption="Items" {...props} />
    </div>,
  );
}

describe('nextSort', () => {
  it('sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort(null, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
    expect(nextSort({ key: 'amount', direction: 'ascending' }, 'amount')).toEqual({ key: 'amount', direction: 'descending' });
    expect(nextSort({ key: 'amount', direction: 'descending' }, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
    expect(nextSort({ key: 'amount', direction: 'descending' }, 'name')).toEqual({ key: 'name', direction: 'ascending' });
  });
});

describe('Table', () => {
  it('is a captioned table with column headers; headers are sort buttons only when sorting is wired', () => {
    const { unmount } = renderTable();
    const table = screen.getByRole('table', { name: 'Items' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    expect(within(table).queryByRole('button', { name: 'Name' })).toBeNull();
    unmount();
    renderTable({ onSortChange: () => {}, sort: { key: 'amount', direction: 'descending' } });
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
  });

  it('calls onSortChange with the next sort', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ onSortChange, sort: { key: 'amount', direction: 'ascending' } });
    await user.click(screen.getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'amount', direction: 'descending' });
  });

  it('shows localized defaults when empty, and a busy table with a status while loading', () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByRole('heading', { name: '記録がありません' })).toBeInTheDocument();
    unmount();
    const { container } = renderTable({ isLoading: true, loadingRowCount: 3 });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('読み込み中');
    expect(container.querySelectorAll('[data-part="SkeletonRow"]')).toHaveLength(3);
    expect(screen.queryByText('Alpha')).toBeNull();
  });

  it('puts the totals in a footer row headed by the localized "Total"', () => {
    renderTable({ totals: { amount: '2,010.00' } });
    const footer = screen.getByRole('rowheader', { name: '合計' }).closest('tr')!;
    expect(footer).toHaveTextContent('2,010.00');
  });

  it('activates a row by click and Enter, but leaves a button inside the row its own keys', async () => {
    const user = userEvent.setup();
    const onRowActivate = vi.fn();
    renderTable({ onRowActivate });
    const rows = screen.getAllByRole('row');
    await user.click(within(rows[1]!).getByText('Alpha'));
    expect(onRowActivate).toHaveBeenLastCalledWith(items[0]);
    rows[2]!.focus();
    await user.keyboard('{Enter}');
    expect(onRowActivate).toHaveBeenLastCalledWith(items[1]);
    onRowActivate.mockClear();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Details' }));
    within(rows[1]!).getByRole('button', { name: 'Details' }).focus();
    await user.keyboard('{Enter}');
    expect(onRowActivate).not.toHaveBeenCalled();
  });

  it('becomes a list of cards of term/value pairs in a narrow container, without the phone-hidden columns', () => {
    renderTable({ totals: { amount: '2,010.00' } }, 360);
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Items' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getAllByRole('term').map((term) => term.textContent)).toEqual(['Name', 'Amount']);
    expect(cards[1]).toHaveTextContent('NameBetaAmount2000.00');
    expect(cards[2]).toHaveTextContent('合計Amount2,010.00');
    expect(screen.queryByRole('button', { name: 'Details' })).toBeNull();
  });

  it('can be forced into either layout', () => {
    const { unmount } = renderTable({ layout: 'cards' }, 900);
    expect(screen.getByRole('list', { name: 'Items' })).toBeInTheDocument();
    unmount();
    renderTable({ layout: 'table' }, 300);
    expect(screen.getByRole('table', { name: 'Items' })).toBeInTheDocument();
  });
});
