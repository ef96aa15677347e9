import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createUiI18n } from '../../i18n';
import { renderUi } from '../../test/render';
import type { Money } from '../shared/money';
import { MessagesPanel } from './MessagesPanel';
import type { InboxMessage, MessagesPanelProps } from './MessagesPanel.types';
import { htmlToText, isSystemMessageKind, messageText } from './messageText';

const i18n = createUiI18n('EN');
const t = i18n.getFixedT('en', 'records') as TFunction<'records'>;
const money: Money = { symbol: 'P', format: (value) => `P${value.toFixed(2)}` };

describe('messageText', () => {
  it('writes a system message from its kind and parameters, listing only the facts sent', () => {
    const text = messageText(
      { id: '1', time: 0, isRead: false, kind: 'depositFailed', params: { amount: 300, reason: 'Timed out' } },
      t,
      money,
    );
    expect(text.title).toBe('Deposit failed');
    expect(text.sentence).toBe('Your deposit of P300.00 could not be completed, and nothing was credited.');
    expect(text.details).toEqual([
      { key: 'amount', value: 'P300.00' },
      { key: 'reason', value: 'Timed out' },
    ]);
    expect(text.look).toEqual({ tone: 'danger', icon: 'error' });
  });

  it('leaves a missing amount out of the sentence', () => {
    const text = messageText(
      { id: '1', time: 0, isRead: true, kind: 'withdrawalApproved', params: { orderId: 'W1' } },
      t,
      money,
    );
    expect(text.sentence).toBe('Your withdrawal has been approved and is on its way to your account.');
    expect(text.details).toEqual([{ key: 'orderId', value: 'W1' }]);
  });

  it('falls back to the sent title and body for operator messages and unknown kinds', () => {
    const text = messageText(
      { id: '1', time: 0, isRead: true, kind: 'newKind', title: ' Hello ', body: '<p>Hi <b>there</b></p>' },
      t,
      money,
    );
    expect(text.kind).toBe('operator');
    expect(text.title).toBe('Hello');
    expect(text.preview).toBe('Hi there');
    expect(messageText({ id: '2', time: 0, isRead: true }, t, money).title).toBe('Message');
    expect(isSystemMessageKind('depositCredited')).toBe(true);
    expect(isSystemMessageKind('newKind')).toBe(false);
  });

  it('previews the text of sanitized HTML only', () => {
    expect(htmlToText('<p>Read <script>alert(1)</script>this</p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Read this one two',
    );
    expect(htmlToText(undefined)).toBe('');
  });
});

const messages: InboxMessage[] = [
  { id: 'a', time: Date.UTC(2026, 10, 25, 3), kind: 'depositCredited', params: { amount: 50 }, isRead: false },
  { id: 'b', time: Date.UTC(2026, 10, 25, 2), title: 'Maintenance', body: '<p>Tonight</p>', isRead: true },
];

function renderPanel(props: Partial<MessagesPanelProps> = {}) {
  const handlers = {
    onRead: vi.fn(),
    onDelete: vi.fn(),
    onMarkAllRead: vi.fn(),
    onFiltersChange: vi.fn(),
    onPageChange: vi.fn(),
  };
  renderUi(
    <div style={{ width: 1000 }}>
      <MessagesPanel
        filters={{ read: 'all' }}
        messages={messages}
        unreadCount={1}
        page={1}
        pageCount={1}
        timeZone="Asia/Tokyo"
        {...handlers}
        {...props}
      />
    </div>,
    { lang: 'EN' },
  );
  return handlers;
}

describe('MessagesPanel', () => {
  it('follows a controlled selection and reports picks without changing it', async () => {
    const user = userEvent.setup();
    const onSelectedIdChange = vi.fn();
    const { onRead } = renderPanel({ selectedId: 'b', onSelectedIdChange });
    expect(screen.getByRole('article', { name: 'Maintenance' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Deposit credited/ }));
    expect(onSelectedIdChange).toHaveBeenCalledWith('a');
    expect(onRead).toHaveBeenCalledWith('a');
    expect(screen.getByRole('article', { name: 'Maintenance' })).toBeInTheDocument();
  });

  it('keeps the confirmation open when deleting fails, and the message too', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn().mockRejectedValue(new Error('offline'));
    renderPanel({ onDelete, defaultSelectedId: 'b' });
    await user.click(within(screen.getByRole('article')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(['b']);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    // Behind the modal (hidden from assistive technology while it is open), the message is still there.
    expect(document.querySelector('[data-part="Detail"] h3')).toHaveTextContent('Maintenance');
  });

  it('marks all read only when something is unread', async () => {
    const user = userEvent.setup();
    const { onMarkAllRead } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it('disables "mark all as read" with nothing unread and says so', () => {
    renderPanel({ unreadCount: 0 });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Unread: 0');
  });
});

describe('MessagesPanel on a narrow panel', () => {
  it('opens the message the site selects, and returns to the list when it clears the selection', () => {
    const props = {
      filters: { read: 'all' as const },
      messages,
      unreadCount: 1,
      page: 1,
      pageCount: 1,
      onRead: vi.fn(),
      onDelete: vi.fn(),
      onMarkAllRead: vi.fn(),
      onFiltersChange: vi.fn(),
      onPageChange: vi.fn(),
    };
    const { rerender } = renderUi(
      <div style={{ width: 360 }}>
        <MessagesPanel {...props} selectedId={null} />
      </div>,
      { lang: 'EN' },
    );
    expect(screen.getByRole('list', { name: 'Inbox' })).toBeInTheDocument();
    rerender(
      <div style={{ width: 360 }}>
        <MessagesPanel {...props} selectedId="b" />
      </div>,
    );
    expect(screen.getByRole('article', { name: 'Maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Inbox' })).toBeNull();
    rerender(
      <div style={{ width: 360 }}>
        <MessagesPanel {...props} selectedId={null} />
      </div>,
    );
    expect(screen.getByRole('list', { name: 'Inbox' })).toBeInTheDocument();
  });
});
