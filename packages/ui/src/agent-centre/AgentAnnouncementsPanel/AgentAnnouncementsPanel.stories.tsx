import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleTimeZone, tokyoIso } from '../shared/agent.fixtures';
import { AgentAnnouncementsPanel } from './AgentAnnouncementsPanel';
import type { AgentAnnouncement, AgentAnnouncementsPanelProps } from './AgentAnnouncementsPanel.types';
import { storyT } from '../../test/storyText';

const sampleAnnouncements: AgentAnnouncement[] = [
  {
    id: 'a1',
    title: '12月のコミッション率改定について',
    date: tokyoIso('10:00:00'),
    html: '<p>12月1日より、<strong>スロット</strong>のコミッション率を <strong>0.8%</strong> から <strong>1.0%</strong> に引き上げます。</p><ul><li>対象：全代理</li><li>精算：毎週月曜日</li></ul><script>alert(1)</script>',
    isRead: false,
  },
  {
    id: 'a2',
    title: '年末年始の出金スケジュール',
    date: tokyoIso('18:30:00', 2),
    html: '<p>12月30日〜1月3日の出金は、通常より処理に時間がかかる場合があります。</p>',
    isRead: false,
  },
  {
    id: 'a3',
    title: '新しい招待リンクのご案内',
    date: '2026-11-18',
    html: '<p>招待リンクが短くなりました。<a href="https://example.com/agent">詳しくはこちら</a></p>',
    isRead: true,
  },
  {
    id: 'a4',
    title: 'システムメンテナンスのお知らせ',
    date: tokyoIso('03:00:00', 10),
    html: '<p>11月16日 3:00〜5:00 にメンテナンスを実施しました。</p>',
    isRead: true,
  },
];

/** The site owns the page and the read state; this stand-in keeps them so the controls move. */
function AnnouncementsDemo(args: AgentAnnouncementsPanelProps) {
  const [page, setPage] = useState(args.page ?? 1);
  const [read, setRead] = useState<string[]>([]);
  return (
    <AgentAnnouncementsPanel
      {...args}
      announcements={args.announcements.map((a) => (read.includes(a.id) ? { ...a, isRead: true } : a))}
      unreadCount={undefined}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange?.(next);
      }}
      onOpen={(id) => {
        setRead((ids) => [...ids, id]);
        args.onOpen?.(id);
      }}
    />
  );
}

const meta = {
  title: 'Agent Centre/AgentAnnouncementsPanel',
  component: AgentAnnouncementsPanel,
  tags: ['!vrt', 'any-locale'],
  args: {
    announcements: sampleAnnouncements,
    page: 1,
    pageCount: 3,
    totalItems: 11,
    timeZone: sampleTimeZone,
    onOpen: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  argTypes: { announcements: { control: false }, error: { control: 'boolean' } },
  render: (args) => <AnnouncementsDemo {...args} />,
} satisfies Meta<typeof AgentAnnouncementsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Playground: Story = {};

/** Newest first, unread ones marked; opening one shows its sanitized content and tells the site. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: t('agent.announcements.title') })).toBeVisible();
    const list = canvas.getByRole('list', { name: t('agent.announcements.caption') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getAllByText(t('agent.announcements.unread'))).toHaveLength(2);
    await expect(canvas.getByText(t('agent.announcements.unreadCount', { count: 2 }))).toBeVisible();
    await expect(within(list).getByText('2026-11-18')).toBeVisible();
    await expect(within(list).getByText('2026-11-25 10:00')).toBeVisible();
  },
};

/** Opening an announcement: its body shows (no script survives), the site hears of it, the marker goes. */
export const OpenAnnouncement: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /12月のコミッション率改定について/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpen).toHaveBeenCalledWith('a1');
    await expect(canvas.getByText('対象：全代理')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByText(t('agent.announcements.unreadCount', { count: 1 }))).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** Pages are the site's: the panel calls back with the page asked for. */
export const Paging: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    const pages = canvas.getByRole('navigation', { name: t('ui:pagination.label') });
    await userEvent.click(within(pages).getByRole('button', { name: t('ui:pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const Empty: Story = {
  args: { announcements: [], pageCount: 0, totalItems: 0 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('agent.announcements.empty.title') })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: t('ui:pagination.label') })).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true, announcements: [] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    await expect(within(canvasElement).getByRole('list', { name: t('agent.announcements.caption') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  args: { error: true },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: t('records:common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { defaultOpenId: 'a1' } };

export const Phone: Story = {
  globals: phone,
  args: { defaultOpenId: 'a1' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <AnnouncementsDemo {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('対象：全代理')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'EN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Agent announcements' })).toBeVisible();
    await expect(within(canvasElement).getByText('2 unread')).toBeVisible();
  },
};
