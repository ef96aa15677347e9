import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotificationModal } from './NotificationModal';
import type { NotificationItem, NotificationModalProps } from './NotificationModal.types';

const titles = ['sample.notice1', 'sample.notice2', 'sample.notice3', 'sample.notice4', 'sample.notice5'] as const;
const base = Date.UTC(2025, 5, 20, 1, 30, 0);

/** Twelve notices (two pages), newest first, the three newest unread; texts follow the locale toolbar. */
function useSampleNotices(count = 12): NotificationItem[] {
  const { t } = useTranslation('feedback');
  return Array.from({ length: count }, (_, i) => ({
    id: `n${i + 1}`,
    title: t(titles[i % titles.length]!),
    content: t('sample.noticeBody'),
    date: base - i * 26 * 3_600_000,
    isRead: i >= 3,
  }));
}

type StoryArgs = Omit<NotificationModalProps, 'notices'> & { count?: number };

function SampleNotificationModal({ count, ...args }: StoryArgs) {
  const notices = useSampleNotices(count);
  return <NotificationModal notices={notices} {...args} />;
}

async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Overlays/NotificationModal',
  // No `component`: the stories pass sample notices, so their args leave `notices` out.
  tags: ['vrt'],
  parameters: { layout: 'fullscreen' },
  args: { defaultOpen: true, timeZone: 'Asia/Tokyo', onSelectedIdChange: fn(), onOpenChange: fn() },
  argTypes: { title: { control: false }, trigger: { control: false } },
  render: (args) => <SampleNotificationModal {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Nothing chosen: the newest notice shows beside the first page of the list; unread ones carry a dot. */
export const Default: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleName('お知らせ');
    const list = within(dialog).getByRole('list', { name: 'お知らせ一覧' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await expect(within(list).getAllByText('未読')).toHaveLength(3);
    await expect(within(dialog).getByRole('article')).toHaveAccessibleName('週末限定：入金ボーナス20%');
    await expect(within(dialog).getByText('2025-06-20 10:30:00', { selector: 'article time' })).toBeVisible();
  },
};

/** Opens on the chosen notice: its page (2 of 2) and its content. */
export const OpensOnSelected: Story = {
  args: { defaultSelectedId: 'n11' },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText('2 / 2')).toBeVisible();
    await expect(within(dialog).getByRole('button', { current: true })).toHaveTextContent('週末限定：入金ボーナス20%');
  },
};

/** Picking a notice shows it and reports its id; the pager moves between pages of 9. */
export const SelectAndPaginate: Story = {
  tags: ['!vrt'],
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getAllByRole('button', { name: /新作スロット/ })[0]!);
    await expect(args.onSelectedIdChange).toHaveBeenCalledWith('n3');
    await expect(within(dialog).getByRole('article')).toHaveAccessibleName('新作スロット「ドラゴンの財宝」登場');
    const previous = within(dialog).getByRole('button', { name: '前のページ' });
    await expect(previous).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: '次のページ' }));
    const list = () => within(dialog).getByRole('list', { name: 'お知らせ一覧' });
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByText('2ページ中2ページ目')).toBeInTheDocument();
    await userEvent.click(previous);
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(9);
  },
};

export const Empty: Story = { args: { count: 0 } };

/** Phones, step one: the list alone. */
export const OnPhoneList: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Phones, step two: the notice with a back button. */
export const OnPhoneDetail: Story = {
  args: { defaultSelectedId: 'n1' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** On phones: pick a notice (focus moves to it), then back to the list (focus returns to the item). */
export const OnPhoneSteps: Story = {
  tags: ['!vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    // The viewport global sizes the canvas in the Storybook UI; a test run at desktop width has nothing to check.
    if (!window.matchMedia('(max-width: 767px)').matches) return;
    const dialog = await openDialog();
    await expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
    const item = within(dialog).getAllByRole('button', { name: /出金手続き/ })[0]!;
    await userEvent.click(item);
    const article = within(dialog).getByRole('article');
    await waitFor(() => expect(article).toHaveFocus());
    await expect(within(dialog).queryByRole('list', { name: 'お知らせ一覧' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '一覧に戻る' }));
    await waitFor(() => expect(within(dialog).getAllByRole('button', { name: /出金手続き/ })[0]).toHaveFocus());
  },
};
