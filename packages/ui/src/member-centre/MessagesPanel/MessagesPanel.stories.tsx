import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleMessages, sampleTimeZone } from '../shared/records.fixtures';
import { MessagesPanel } from './MessagesPanel';
import type { InboxMessage, MessagesFilters, MessagesPanelProps } from './MessagesPanel.types';
import { storyT } from '../../test/storyText';
import { storyMoney } from '../shared/storyFormat';

/** The stories' props: without rows the demo shows the sample ones (their texts come from the story's language). */
type DemoProps = Omit<MessagesPanelProps, 'messages' | 'unreadCount'> &
  Partial<Pick<MessagesPanelProps, 'messages' | 'unreadCount'>>;

/**
 * The site's part, in memory: it marks a message read when the panel says so, deletes (after a short wait, as a
 * request would), marks all read and filters by the read state.
 */
function MessagesDemo(args: DemoProps) {
  const { t } = useTranslation('records');
  const [messages, setMessages] = useState<InboxMessage[]>(() => [...(args.messages ?? sampleMessages(t))]);
  const [filters, setFilters] = useState<MessagesFilters>(args.filters);
  const shown = filters.read === 'unread' ? messages.filter((m) => !m.isRead) : messages;
  return (
    <MessagesPanel
      {...args}
      messages={shown}
      unreadCount={args.unreadCount ?? messages.filter((m) => !m.isRead).length}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
      onRead={(id) => {
        setMessages((all) => all.map((m) => (m.id === id ? { ...m, isRead: true } : m)));
        args.onRead(id);
      }}
      onDelete={async (ids) => {
        args.onDelete(ids);
        await new Promise((resolve) => setTimeout(resolve, 150));
        setMessages((all) => all.filter((m) => !ids.includes(m.id)));
      }}
      onMarkAllRead={() => {
        args.onMarkAllRead();
        setMessages((all) => all.map((m) => ({ ...m, isRead: true })));
      }}
    />
  );
}

const meta = {
  title: 'Member Centre/MessagesPanel',
  tags: ['any-locale'],
  // The docs table shows the panel's props; the stories render it through the site's stand-in.
  component: MessagesPanel as unknown as ComponentType<DemoProps>,
  args: {
    filters: { read: 'all' },
    page: 1,
    pageCount: 1,
    timeZone: sampleTimeZone,
    currencySymbol: 'P',
    onFiltersChange: fn(),
    onPageChange: fn(),
    onSelectedIdChange: fn(),
    onRead: fn(),
    onDelete: fn(),
    onMarkAllRead: fn(),
    onRetry: fn(),
  },
  argTypes: {
    filters: { control: false },
    messages: { control: false },
    selectedId: { control: false },
    error: { control: 'boolean' },
  },
  render: (args) => <MessagesDemo {...args} />,
} satisfies Meta<ComponentType<DemoProps>>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };
type Context = { canvasElement: HTMLElement; loaded: Record<string, unknown> };
const inbox = (context: Context) =>
  within(context.canvasElement).getByRole('list', { name: storyT(context, 'records')('messages.list') });
/** A message in the list, by its title (the button's name holds the title, then its preview and time). */
const item = (context: Context, title: string) =>
  within(inbox(context)).getByRole('button', { name: new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
/** A kind's title, as the panel writes a system message. */
const kindTitle = (context: Context, kind: string) => storyT(context, 'records')(`messages.kinds.${kind}.title`);

export const Playground: Story = { tags: ['!vrt'] };

/** A system message open: its title and sentence in the member's language, and the facts the platform sent. */
export const Default: Story = {
  tags: ['vrt'],
  args: { defaultSelectedId: 'm2' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    await expect(within(inbox(context)).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('messages.unreadCount', { count: 3 }));
    // Unread messages carry a marker that says so.
    await expect(canvasElement.querySelectorAll('[data-part="UnreadDot"]')).toHaveLength(3);
    const article = canvas.getByRole('article', { name: t('messages.kinds.withdrawalRejected.title') });
    await expect(article).toHaveTextContent(
      t('messages.kinds.withdrawalRejected.bodyAmount', { amount: storyMoney(context)(2000) }),
    );
    await expect(
      within(article)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual([t('account.columns.amount'), t('messages.details.orderId'), t('messages.details.reason')]);
    await expect(article).toHaveTextContent('W20261125-0003');
    await expect(item(context, kindTitle(context, 'withdrawalRejected'))).toHaveAttribute('aria-current', 'true');
  },
};

/** An operator's message: its own title and its rich body, sanitized. */
export const OperatorMessage: Story = {
  tags: ['vrt'],
  args: { defaultSelectedId: 'm3' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const article = within(canvasElement).getByRole('article', { name: t('sample.promoTitle') });
    await expect(within(article).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(article).getByRole('link')).toHaveAttribute('target', '_blank');
  },
};

/** Scripts, event handlers, http: images and javascript: links never reach the page; an unknown kind uses the sent title. */
export const SanitizedBody: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    await userEvent.click(item(context, t('sample.unsafeTitle')));
    const article = within(canvasElement).getByRole('article', { name: t('sample.unsafeTitle') });
    await expect(article).toHaveTextContent(
      new DOMParser().parseFromString(t('sample.unsafeBody'), 'text/html').querySelector('p')!.textContent!,
    );
    await expect(article.querySelector('script, img, [onerror]')).toBeNull();
    const link = article.querySelector('a');
    await expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  },
};

/** Opening an unread message reads it and marks it read; delete asks first, then calls onDelete with its id. */
export const ReadAndDelete: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('messages.placeholder.title'))).toBeVisible();
    const approved = item(context, kindTitle(context, 'withdrawalApproved'));
    await userEvent.click(approved);
    await expect(args.onRead).toHaveBeenCalledTimes(1);
    await expect(args.onRead).toHaveBeenCalledWith('m1');
    await expect(args.onSelectedIdChange).toHaveBeenLastCalledWith('m1');
    const article = canvas.getByRole('article', { name: t('messages.kinds.withdrawalApproved.title') });
    await expect(article).toHaveTextContent(t('sample.bankName'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('messages.unreadCount', { count: 2 })));
    await expect(approved.closest('li')).not.toHaveAttribute('data-unread');
    // A read message opens without another onRead.
    await userEvent.click(item(context, kindTitle(context, 'depositCredited')));
    await expect(args.onRead).toHaveBeenCalledTimes(1);

    await userEvent.click(within(canvas.getByRole('article')).getByRole('button', { name: t('messages.delete') }));
    const dialog = await screen.findByRole('alertdialog', { name: t('messages.confirmDelete.titleOne') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('messages.confirmDelete.confirm') }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(['m4']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(inbox(context)).getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByText(t('messages.placeholder.title'))).toBeVisible();
    // Focus goes on from the list, not lost with the deleted message.
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: t('messages.selectAll') })).toHaveFocus());
  },
};

/** Select several, delete them after a confirmation; "cancel" deletes nothing; mark all read. */
export const BulkActions: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    const deleteSelected = canvas.getByRole('button', { name: new RegExp(`^${t('messages.deleteSelectedNone')}`) });
    await expect(deleteSelected).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('messages.select', { title: kindTitle(context, 'depositCredited') }) }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('messages.select', { title: kindTitle(context, 'depositFailed') }) }),
    );
    await expect(deleteSelected).toHaveTextContent(t('messages.deleteSelected', { count: 2 }));
    const selectAll = canvas.getByRole('checkbox', { name: t('messages.selectAll') });
    await expect(selectAll).toHaveProperty('indeterminate', true);

    // Cancel first: nothing is deleted.
    await userEvent.click(deleteSelected);
    let dialog = await screen.findByRole('alertdialog', { name: t('messages.confirmDelete.titleMany', { count: 2 }) });
    await userEvent.click(within(dialog).getByRole('button', { name: storyT(context, 'feedback')('confirm.cancel') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(deleteSelected);
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('messages.confirmDelete.confirm') }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith(['m4', 'm5']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(within(inbox(context)).getAllByRole('listitem')).toHaveLength(5);
    await expect(deleteSelected).toBeDisabled();

    // Select all, then clear it again.
    await userEvent.click(selectAll);
    await expect(deleteSelected).toHaveTextContent(t('messages.deleteSelected', { count: 5 }));
    await userEvent.click(selectAll);
    await expect(deleteSelected).toBeDisabled();

    const markAll = canvas.getByRole('button', { name: t('messages.markAllRead') });
    await userEvent.click(markAll);
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('messages.unreadCount', { count: 0 })));
    await expect(markAll).toBeDisabled();
    await expect(canvasElement.querySelector('[data-part="UnreadDot"]')).toBeNull();
  },
};

/** The read filter is controlled: "unread" calls onFiltersChange and the site sends the unread ones. */
export const ReadFilter: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: t('messages.filters.show') });
    await userEvent.click(within(group).getByRole('radio', { name: t('messages.filters.unread') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ read: 'unread' });
    await expect(within(inbox(context)).getAllByRole('listitem')).toHaveLength(3);
    // The opened message leaves the unread list but stays open.
    await userEvent.click(item(context, t('sample.promoTitle')));
    await expect(within(inbox(context)).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('article', { name: t('sample.promoTitle') })).toBeVisible();
    await userEvent.click(within(group).getByRole('radio', { name: t('messages.filters.all') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ read: 'all' });
  },
};

/** Pages of the inbox: a page change clears the selection of the page before. */
export const Pages: Story = {
  tags: ['!vrt'],
  args: { pageCount: 3, totalItems: 19 },
  play: async (context) => {
    const { args, canvasElement } = context;
    const tu = storyT(context, 'ui');
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('messages.select', { title: kindTitle(context, 'depositCredited') }) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: tu('pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${t('messages.deleteSelectedNone')}`) }),
    ).toBeDisabled();
  },
};

export const Loading: Story = {
  tags: ['vrt'],
  args: { isLoading: true, messages: [], unreadCount: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('messages.loading'));
    await expect(canvas.getByRole('list', { name: t('messages.list') })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: t('messages.markAllRead') })).toBeDisabled();
  },
};

export const Empty: Story = {
  tags: ['vrt'],
  args: { messages: [], unreadCount: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('messages.empty.title') })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: t('messages.selectAll') })).toBeDisabled();
  },
};

export const LoadError: Story = {
  tags: ['!vrt'],
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).queryByRole('list', { name: t('messages.list') })).toBeNull();
  },
};

/** A 360 px phone, step one: the list alone. */
export const PhoneList: Story = {
  tags: ['vrt'],
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <MessagesDemo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-layout="steps"]')).not.toBeNull());
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
    // Touch targets: the row's select box answers across its whole cell, the row's button is as tall.
    const cell = canvasElement.querySelector('[data-part="Item"] label')!.getBoundingClientRect();
    await expect(cell.width).toBeGreaterThanOrEqual(44);
    await expect(cell.height).toBeGreaterThanOrEqual(44);
  },
};

/** A 360 px phone, step two: the message with a back button. */
export const PhoneDetail: Story = {
  tags: ['vrt'],
  globals: phone,
  args: { defaultSelectedId: 'm2' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <MessagesDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: t('messages.back') })).toBeVisible());
    await expect(canvas.queryByRole('list', { name: t('messages.list') })).toBeNull();
  },
};

/** On a phone: open a message (focus moves to it, it is marked read), then back (focus returns to its item). */
export const PhoneSteps: Story = {
  tags: ['!vrt'],
  globals: phone,
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <MessagesDemo {...args} />
    </div>
  ),
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'records');
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelector('[data-layout="steps"]')).not.toBeNull());
    await userEvent.click(item(context, kindTitle(context, 'depositFailed')));
    const article = canvas.getByRole('article', { name: t('messages.kinds.depositFailed.title') });
    await waitFor(() => expect(article).toHaveFocus());
    await expect(canvas.queryByRole('list', { name: t('messages.list') })).toBeNull();
    await expect(args.onRead).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('messages.back') }));
    await waitFor(() => expect(item(context, kindTitle(context, 'depositFailed'))).toHaveFocus());
    await userEvent.click(item(context, t('sample.promoTitle')));
    await expect(args.onRead).toHaveBeenCalledTimes(1);
    await expect(args.onRead).toHaveBeenCalledWith('m3');
  },
};

/** English: the system messages' templates follow the member's language. */
export const English: Story = {
  tags: ['!vrt'],
  globals: { locale: 'EN' },
  args: { defaultSelectedId: 'm1' },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article', { name: 'Withdrawal approved' });
    await expect(article).toHaveTextContent(
      'Your withdrawal of P1,000.00 has been approved and is on its way to your account.',
    );
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Unread: 3');
  },
};
