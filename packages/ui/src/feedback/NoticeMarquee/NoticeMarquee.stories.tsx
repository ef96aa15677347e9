import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NoticeMarquee } from './NoticeMarquee';
import { noticeMarqueeMotions, type NoticeMarqueeItem, type NoticeMarqueeProps } from './NoticeMarquee.types';
import { storyT } from '../../test/storyText';

const keys = ['sample.notice1', 'sample.notice2', 'sample.notice3', 'sample.notice4', 'sample.notice5'] as const;

function SampleMarquee(args: Omit<NoticeMarqueeProps, 'notices'> & { notices?: readonly NoticeMarqueeItem[] }) {
  const { t } = useTranslation('feedback');
  const notices = args.notices ?? keys.map((key, i) => ({ id: `n${i + 1}`, title: t(key) }));
  return <NoticeMarquee {...args} notices={notices} />;
}

const meta = {
  title: 'Feedback/NoticeMarquee',
  component: NoticeMarquee,
  tags: ['vrt', 'any-locale'],
  args: { notices: undefined as unknown as NoticeMarqueeItem[], onSelect: fn() },
  argTypes: { motion: { control: 'inline-radio', options: noticeMarqueeMotions }, notices: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <SampleMarquee {...args} />
    </div>
  ),
} satisfies Meta<typeof NoticeMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Titles scroll by (paused on hover); the list is read once, the loop's second copy being hidden. */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    const region = within(canvasElement).getByRole('region', { name: t('marquee.label') });
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const lists = within(region).getAllByRole('list');
    await expect(lists).toHaveLength(1);
    await expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(5);
  },
};

/** A click on a title selects its notice. */
export const SelectOnClick: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'feedback');
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const list = within(canvasElement).getByRole('list');
    await userEvent.click(within(list).getByRole('button', { name: t('sample.notice2') }));
    await expect(args.onSelect).toHaveBeenCalledWith('n2');
  },
};

/** motion="none" (and reduced motion): one notice at a time with previous and next. */
export const Stepping: Story = {
  args: { motion: 'none' },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'feedback');
    const region = within(canvasElement).getByRole('region');
    await expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: t('marquee.next') }));
    await userEvent.click(within(region).getByRole('button', { name: t('sample.notice2') }));
    await expect(args.onSelect).toHaveBeenCalledWith('n2');
    await userEvent.click(within(region).getByRole('button', { name: t('marquee.previous') }));
    await userEvent.click(within(region).getByRole('button', { name: t('marquee.previous') }));
    await expect(within(region).getByRole('button', { name: t('sample.notice5') })).toBeVisible();
  },
};

/** Tabbing in stops the scrolling and steps instead, starting at the first notice. */
export const SingleNotice: Story = {
  args: { motion: 'none', notices: [{ id: 'x', title: '—' }] },
  render: function Render(args) {
    const { t } = useTranslation('feedback');
    return <NoticeMarquee {...args} notices={[{ id: 'n1', title: t('sample.notice1') }]} />;
  },
};

export const OnPhone: Story = {
  args: { motion: 'none' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
