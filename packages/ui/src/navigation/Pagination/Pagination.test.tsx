import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { Pagination } from './Pagination';
import { paginationItems } from './paginationItems';

describe('paginationItems', () => {
  it('shows every page when they fit', () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts gaps around the current page and never hides a single page behind one', () => {
    expect(paginationItems(1, 12)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 12]);
    expect(paginationItems(5, 12)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 12]);
    expect(paginationItems(12, 12)).toEqual([1, 'start-ellipsis', 8, 9, 10, 11, 12]);
    expect(paginationItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 12]);
    // Always the same number of slots, so the bar does not jump as the page moves.
    for (let page = 1; page <= 12; page += 1) expect(paginationItems(page, 12)).toHaveLength(7);
  });

  it('clamps a page out of range', () => {
    expect(paginationItems(99, 12)).toEqual(paginationItems(12, 12));
    expect(paginationItems(0, 0)).toEqual([1]);
  });
});

describe('Pagination', () => {
  it('is a labelled navigation with the current page marked', () => {
    renderUi(
      <div style={{ width: 900 }}>
        <Pagination page={2} pageCount={3} onPageChange={() => {}} />
      </div>,
    );
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '1ページ目' })).not.toHaveAttribute('aria-current');
  });

  it('moves with previous and next and stops at the ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderUi(<Pagination page={3} pageCount={3} onPageChange={onPageChange} aria-label="Records pages" />);
    expect(screen.getByRole('navigation', { name: 'Records pages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次のページ' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '前のページ' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('becomes previous / "3 / 12" / next in a narrow container', () => {
    renderUi(
      <div style={{ width: 360 }}>
        <Pagination page={3} pageCount={12} onPageChange={() => {}} />
      </div>,
    );
    expect(screen.getByText('3 / 12')).toBeVisible();
    expect(screen.getByText('12ページ中3ページ目')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1ページ目' })).toBeNull();
  });

  it('shows the numbers, not the compact count, when wide', () => {
    renderUi(
      <div style={{ width: 900 }}>
        <Pagination page={3} pageCount={12} onPageChange={() => {}} totalItems={1234} />
      </div>,
    );
    expect(screen.getByRole('button', { name: '1ページ目' })).toBeVisible();
    expect(screen.getByText('3 / 12')).not.toBeVisible();
    expect(screen.getByText('全1,234件')).toBeVisible();
  });
});
