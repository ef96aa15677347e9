import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyT } from '../../test/storyText';
import { GameAnnouncementStrip } from './GameAnnouncementStrip';
import type { GameAnnouncementStripItem } from './GameAnnouncementStrip.types';

const lobby: GameAnnouncementStripItem[] = [
  {
    id: 'maintenance:CQ9',
    kind: 'maintenance',
    title: 'CQ9 Gaming メンテナンス中',
    text: 'CQ9 Gamingのゲームは現在メンテナンスのため停止しています。他のプロバイダーは通常どおりご利用いただけます。',
  },
  { id: '12', kind: 'promotion', title: '20%リロードボーナス', text: '参加して入金すると、最大500まで20%を追加', isActionable: true },
  { id: '7', kind: 'newGame', title: '新作: ラッキー・ドラゴン・リール', text: 'Pragmatic Playのラッキー・ドラゴン・リールがロビーに登場しました。', isActionable: true },
];

const many: GameAnnouncementStripItem[] = Array.from({ length: 12 }, (_, i) => ({
  id: String(100 + i),
  kind: (['newGame', 'promotion', 'maintenance'] as const)[i % 3]!,
  title: `新作: 黄金の龍のリール その${i + 1} — とても長いタイトルのゲーム`,
  text: `お知らせ ${i + 1}`,
  isActionable: i % 3 !== 2,
}));

const meta = {
  title: 'Games/GameAnnouncementStrip',
  component: GameAnnouncementStrip,
  tags: ['any-locale'],
  args: { announcements: lobby, onSelect: fn() },
  render: (args) => (
    <div style={{ maxWidth: 960 }}>
      <GameAnnouncementStrip {...args} />
      <p style={{ margin: '12px 0 0' }}>…</p>
    </div>
  ),
} satisfies Meta<typeof GameAnnouncementStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A lobby's announcements: the kind badges, the titles; a game or a promotion is a button reporting the item. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const t = storyT(context, 'lobby');
    const canvas = within(context.canvasElement);
    const strip = canvas.getByRole('region', { name: t('announcements.label') });
    await expect(within(strip).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(strip).getByText(t('announcements.kinds.maintenance'))).toBeVisible();
    // Maintenance opens nothing: it is no button.
    await expect(within(strip).getAllByRole('button')).toHaveLength(2);
    await userEvent.click(within(strip).getByRole('button', { name: new RegExp(t('announcements.kinds.promotion')) }));
    await expect(context.args.onSelect).toHaveBeenCalledWith(lobby[1]);
  },
};

export const Dark: Story = {
  tags: ['vrt'],
  globals: { mode: 'dark' },
  play: async (context) => {
    const t = storyT(context, 'lobby');
    await expect(within(context.canvasElement).getByText(t('announcements.kinds.newGame'))).toBeVisible();
  },
};

/** On a phone the line scrolls sideways; long titles end with an ellipsis. */
export const OnPhone: Story = {
  tags: ['vrt'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { announcements: many },
  play: async (context) => {
    const t = storyT(context, 'lobby');
    const list = within(context.canvasElement).getByRole('region', { name: t('announcements.label') }).querySelector('ul')!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // One line: the strip is as high as a chip.
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(32);
  },
};

export const OnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async (context) => {
    const t = storyT(context, 'lobby');
    await expect(within(context.canvasElement).getByRole('region', { name: t('announcements.label') })).toBeVisible();
  },
};

/** Many announcements: still one line, every one reachable by keyboard when actionable. */
export const Many: Story = {
  args: { announcements: many },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(12);
    await expect(canvas.getAllByRole('button')).toHaveLength(8);
    await userEvent.tab();
    await expect(canvas.getAllByRole('button')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(context.args.onSelect).toHaveBeenCalledWith(many[0]);
  },
};

/** None: nothing is rendered, the text below stays where it would be without the strip. */
export const Empty: Story = {
  args: { announcements: [] },
  play: async (context) => {
    const t = storyT(context, 'lobby');
    await expect(within(context.canvasElement).queryByRole('region', { name: t('announcements.label') })).toBeNull();
    await expect(context.canvasElement.querySelector('[data-component="GameAnnouncementStrip"]')).toBeNull();
  },
};
