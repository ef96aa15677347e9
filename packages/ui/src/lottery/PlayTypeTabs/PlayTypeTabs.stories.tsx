import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberPicker } from '../NumberPicker';
import { family } from '../shared/lotteryPlay.fixtures';
import { PlayTypeTabs } from './PlayTypeTabs';
import { storyT } from '../../test/storyText';

const ssc = family('SSC');

/** An accessible name made by a key with `odds` in it, whatever the odds: the key's own words around them. */
function withAnyOdds(text: (odds: string) => string): RegExp {
  const marker = '\u0000';
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text(marker).split(marker).map(escape).join('.+')}$`);
}

const meta = {
  title: 'Lottery/PlayTypeTabs',
  component: PlayTypeTabs,
  tags: ['any-locale'],
  args: { playTypes: ssc.playTypes, value: ssc.defaultPlayType, onChange: fn() },
  argTypes: { playTypes: { control: false } },
} satisfies Meta<typeof PlayTypeTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Arrow keys move between the play types (Radix tabs activate on focus). */
export const Keyboard: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: t('playTypes.SSC_DS') });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tablist', { name: t('play.playTypesLabel') })).toBeVisible();
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalledWith('SSC_SUM');
    await expect(canvas.getByText(t('playTypes.SSC_DS_hint'))).toBeVisible();
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: t('playTypes.K3_SUM') }));
    await expect(
      canvas.getByRole('button', { name: withAnyOdds((odds) => t('play.sumAria', { sum: 10, odds })) }),
    ).toBeVisible();
  },
};

/** The Vietnam play types. */
export const Vietnam: Story = {
  tags: ['!vrt'],
  args: { playTypes: family('VN').playTypes, value: 'VN_LO' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    await expect(within(canvasElement).getByText(t('playTypes.VN_LO_hint'))).toBeVisible();
  },
};
