import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import type { PaginationProps } from './Pagination.types';

/** Holds the page (and page size) as a records panel would, reporting each change to the story's spies. */
function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Pagination
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
      onPageSizeChange={
        args.onPageSizeChange
          ? (size) => {
              setPageSize(size);
              setPage(1);
              args.onPageSizeChange?.(size);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 12, onPageChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { totalItems: 236, pageSize: 20, pageSizeOptions: [10, 20, 50], onPageSizeChange: fn() },
};

/** Page 5 of 12 with the total and page size: 1 … 4 5 6 … 12. Clicks move the page. */
export const Default: Story = {
  tags: ['vrt'],
  args: { totalItems: 236, pageSize: 20, pageSizeOptions: [10, 20, 50], onPageSizeChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'ページ送り' });
    await expect(within(nav).getByRole('button', { name: '5ページ目' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('全236件')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '12ページ目' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: '次のページ' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '前のページ' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '表示件数' }), '50');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
    // A new page size starts again from page 1.
    await expect(canvas.getByRole('button', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
    // Back to 20 a page and page 5 for the screenshot, focus put down.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '表示件数' }), '20');
    await userEvent.click(canvas.getByRole('button', { name: '5ページ目' }));
    await expect(canvas.getByRole('button', { name: '5ページ目' })).toHaveAttribute('aria-current', 'page');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Tab reaches each button in order; Enter and Space press them. */
export const Keyboard: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Previous is disabled on the first page, so Tab starts on page 1.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '1ページ目' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '次のページ' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: '次のページ' })).toBeDisabled();
  },
};

/** At the ends, previous or next is disabled and the current page does not call back. */
export const Bounds: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '前のページ' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '次のページ' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '1ページ目' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** On a phone: previous, "5 / 12", next, with 44 px targets. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { totalItems: 236 },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Stateful {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 / 12')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '4ページ目' })).not.toBeInTheDocument();
    const next = canvas.getByRole('button', { name: '次のページ' });
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByText('6 / 12')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'EN' },
  args: { totalItems: 1234, pageCount: 62, page: 30 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1,234 in total')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 30' })).toHaveAttribute('aria-current', 'page');
  },
};
