import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { NotificationModal } from './NotificationModal';
import type { NotificationItem, NotificationModalProps } from './NotificationModal.types';
import { storyT } from '../../test/storyText';

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

/** A notice's button: its name holds the title (with its date, and "unread" for the new ones). */
const holding = (text: string) => (name: string) => name.includes(text);

async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Overlays/NotificationModal',
  // No `component`: the stories pass sample notices, so their args leave `notices` out.
  tags: ['vrt', 'any-locale'],
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
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleName(t('notices.title'));
    const list = within(dialog).getByRole('list', { name: t('notices.list') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    await expect(within(list).getAllByText(t('notices.unread'))).toHaveLength(3);
    await expect(within(dialog).getByRole('article')).toHaveAccessibleName(t('sample.notice1'));
    await expect(within(dialog).getByText('2025-06-20 10:30:00', { selector: 'article time' })).toBeVisible();
  },
};

/** Opens on the chosen notice: its page (2 of 2) and its content. */
export const OpensOnSelected: Story = {
  args: { defaultSelectedId: 'n11' },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await expect(within(dialog).getByText(t('notices.pageStatus', { page: 2, total: 2 }))).toBeVisible();
    await expect(within(dialog).getByRole('button', { current: true })).toHaveTextContent(t('sample.notice1'));
  },
};

/** Picking a notice shows it and reports its id; the pager moves between pages of 9. */
export const SelectAndPaginate: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getAllByRole('button', { name: holding(t('sample.notice3')) })[0]!);
    await expect(args.onSelectedIdChange).toHaveBeenCalledWith('n3');
    await expect(within(dialog).getByRole('article')).toHaveAccessibleName(t('sample.notice3'));
    const previous = within(dialog).getByRole('button', { name: t('notices.previousPage') });
    await expect(previous).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: t('notices.nextPage') }));
    const list = () => within(dialog).getByRole('list', { name: t('notices.list') });
    await expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByText(t('notices.pageLabel', { page: 2, total: 2 }))).toBeInTheDocument();
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
  play: async (context) => {
    const t = storyT(context, 'feedback');
    // The viewport global sizes the canvas in the Storybook UI; a test run at desktop width has nothing to check.
    if (!window.matchMedia('(max-width: 767px)').matches) return;
    const dialog = await openDialog();
    await expect(within(dialog).queryByRole('article')).not.toBeInTheDocument();
    const item = within(dialog).getAllByRole('button', { name: holding(t('sample.notice4')) })[0]!;
    await userEvent.click(item);
    const article = within(dialog).getByRole('article');
    await waitFor(() => expect(article).toHaveFocus());
    await expect(within(dialog).queryByRole('list', { name: t('notices.list') })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: t('notices.back') }));
    await waitFor(() =>
      expect(within(dialog).getAllByRole('button', { name: holding(t('sample.notice4')) })[0]).toHaveFocus(),
    );
  },
};
