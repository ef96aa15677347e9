import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';
import type { PaginationProps } from './Pagination.types';
import { storyI18n, storyT } from '../../test/storyText';

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
  tags: ['any-locale'],
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: t('pagination.label') });
    await expect(within(nav).getByRole('button', { name: t('pagination.page', { page: 5 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      canvas.getByText(
        t('pagination.total', { total: new Intl.NumberFormat(storyI18n(context).language).format(236) }),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('pagination.page', { page: 12 }) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole('button', { name: t('pagination.next') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('pagination.previous') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(11);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('pagination.pageSize') }), '50');
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(50);
    // A new page size starts again from page 1.
    await expect(canvas.getByRole('button', { name: t('pagination.page', { page: 1 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Back to 20 a page and page 5 for the screenshot, focus put down.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('pagination.pageSize') }), '20');
    await userEvent.click(canvas.getByRole('button', { name: t('pagination.page', { page: 5 }) }));
    await expect(canvas.getByRole('button', { name: t('pagination.page', { page: 5 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Tab reaches each button in order; Enter and Space press them. */
export const Keyboard: Story = {
  args: { page: 1, pageCount: 3 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    // Previous is disabled on the first page, so Tab starts on page 1.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('pagination.page', { page: 1 }) })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: t('pagination.page', { page: 2 }) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: t('pagination.next') })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: t('pagination.next') })).toBeDisabled();
  },
};

/** At the ends, previous or next is disabled and the current page does not call back. */
export const Bounds: Story = {
  args: { page: 1, pageCount: 1 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: t('pagination.previous') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('pagination.next') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('pagination.page', { page: 1 }) }));
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
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'ui');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('pagination.compact', { page: 5, pages: 12 }))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('pagination.page', { page: 4 }) })).not.toBeInTheDocument();
    const next = canvas.getByRole('button', { name: t('pagination.next') });
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
    await expect(canvas.getByText(t('pagination.compact', { page: 6, pages: 12 }))).toBeVisible();
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
