import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberPicker } from '../NumberPicker';
import { family } from '../shared/lotteryPlay.fixtures';
import { PlayTypeTabs } from './PlayTypeTabs';

const ssc = family('SSC');

const meta = {
  title: 'Lottery/PlayTypeTabs',
  component: PlayTypeTabs,
  args: { playTypes: ssc.playTypes, value: ssc.defaultPlayType, onChange: fn() },
  argTypes: { playTypes: { control: false } },
} satisfies Meta<typeof PlayTypeTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Arrow keys move between the play types (Radix tabs activate on focus). */
export const Keyboard: Story = {
  tags: ['!vrt'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: '大小・奇偶' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tablist', { name: '賭け方' })).toBeVisible();
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('SSC_SUM');
    await expect(canvas.getByText(/5つの球の合計が大か小/)).toBeVisible();
  },
};

function TabsWithPicker({ code }: { code: string }) {
  const f = family(code);
  const [value, setValue] = useState(f.defaultPlayType);
  const [selected, setSelected] = useState<string[]>([]);
  const play = f.playTypes.find((p) => p.code === value) ?? f.playTypes[0]!;
  return (
    <div style={{ maxWidth: 760 }}>
      <PlayTypeTabs
        playTypes={f.playTypes}
        value={value}
        onChange={(next) => {
          setValue(next);
          setSelected([]);
        }}
      >
        <NumberPicker family={f} playType={play} selected={selected} onChange={setSelected} />
      </PlayTypeTabs>
    </div>
  );
}

/** The tabs with the picker inside: switching the play type swaps the picker. */
export const WithPicker: Story = {
  // The kit's Tabs have their own screenshots; the pickers have theirs.
  tags: ['!vrt'],
  render: () => <TabsWithPicker code="K3" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '合計' }));
    await expect(canvas.getByRole('button', { name: /^合計 10、オッズ/ })).toBeVisible();
  },
};

/** The Vietnam play types. */
export const Vietnam: Story = {
  tags: ['!vrt'],
  args: { playTypes: family('VN').playTypes, value: 'VN_LO' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/末尾2桁が一致する賞ごとに/)).toBeVisible();
  },
};
