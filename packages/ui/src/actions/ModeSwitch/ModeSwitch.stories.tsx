import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ThemeMode } from '../../theme';
import { ModeSwitch } from './ModeSwitch';
import { modeSwitchSizes, type ModeSwitchProps } from './ModeSwitch.types';
import { storyT } from '../../test/storyText';

function Stateful(args: ModeSwitchProps) {
  const [mode, setMode] = useState<ThemeMode>(args.mode);
  return (
    <ModeSwitch
      {...args}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        args.onModeChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Actions/ModeSwitch',
  component: ModeSwitch,
  tags: ['vrt', 'any-locale'],
  args: { mode: 'dark', onModeChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: modeSwitchSizes },
    mode: { control: 'inline-radio', options: ['light', 'dark'] },
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ModeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Dark: the switch is on. */
export const Dark: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    await expect(within(canvasElement).getByRole('switch', { name: t('mode.label') })).toBeChecked();
  },
};

export const Light: Story = { args: { mode: 'light' } };

export const Small: Story = { args: { size: 'sm' } };

/** Click or Space toggles and reports the new mode. */
export const Toggle: Story = {
  tags: ['!vrt'],
  play: async ({ args, canvasElement }) => {
    const control = within(canvasElement).getByRole('switch');
    await userEvent.click(control);
    await expect(args.onModeChange).toHaveBeenLastCalledWith('light');
    await expect(control).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(args.onModeChange).toHaveBeenLastCalledWith('dark');
    await expect(control).toBeChecked();
  },
};
