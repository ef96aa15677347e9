import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { family, playType } from '../shared/lotteryPlay.fixtures';
import { NumberPicker } from './NumberPicker';
import type { NumberPickerProps } from './NumberPicker.types';

/** The picker with its own selection state, reporting every change to `onChange` (the story's spy). */
function Stateful(props: NumberPickerProps) {
  const [selected, setSelected] = useState<string[]>([...props.selected]);
  return (
    <div style={{ maxWidth: 760 }}>
      <NumberPicker
        {...props}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Lottery/NumberPicker',
  component: NumberPicker,
  args: { family: family('ELOTT'), playType: playType('ELOTT', 'ELOTT_DS'), selected: [], onChange: fn() },
  argTypes: { family: { control: false }, playType: { control: false } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof NumberPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Big/Small/Odd/Even: four cards with their odds and the sums they cover. */
export const BigSmallOddEven: Story = {
  tags: ['vrt'],
  args: { selected: ['B'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '大、オッズ 1.94' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('合計 23〜45')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '奇数、オッズ 1.94' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['B', 'O']);
  },
};

/** Every sum of PC28 (0-27), the odds under each. */
export const Sums: Story = {
  tags: ['!vrt'],
  args: { family: family('PC28'), playType: playType('PC28', 'PC28_SUM') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(28);
    await userEvent.click(canvas.getByRole('button', { name: /^合計 13、/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['13']);
  },
};

/** PK10 by rank: the plates 01-10 per rank, quick picks per row. */
export const PositionPk10: Story = {
  tags: ['vrt'],
  args: { family: family('PK10'), playType: playType('PK10', 'PK10_POS'), selected: ['1:07', '2:03'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '1位：07' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '3位：大を選ぶ' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1:07', '2:03', '3:06', '3:07', '3:08', '3:09', '3:10']);
    await userEvent.click(canvas.getByRole('button', { name: '3位：クリアを選ぶ' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1:07', '2:03']);
  },
};

/** SSC's five digit positions: width-1 balls ("1:7"). */
export const PositionDigits: Story = {
  tags: ['!vrt'],
  args: { family: family('SSC'), playType: playType('SSC', 'SSC_POS') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1番目の球：7' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1:7']);
    await userEvent.click(canvas.getByRole('button', { name: '5番目の球：奇を選ぶ' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1:7', '5:1', '5:3', '5:5', '5:7', '5:9']);
  },
};

/** Lô: the 00-99 grid with quick picks. */
export const TwoDigits: Story = {
  tags: ['!vrt'],
  args: { family: family('VN'), playType: playType('VN', 'VN_LO') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^07、オッズ/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['07']);
    await userEvent.click(canvas.getByRole('button', { name: '偶を選ぶ' }));
    await expect((args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0]).toHaveLength(50);
  },
};

/** 3 càng: typed numbers (Enter adds), checked for the digit count, removable chips. */
export const ThreeDigitsTyped: Story = {
  tags: ['!vrt'],
  args: { family: family('VN'), playType: playType('VN', 'VN_3D'), selected: ['888'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '3桁の番号' });
    await userEvent.type(input, '12{Enter}');
    await expect(canvas.getByText('ちょうど3桁の数字を入力してください。')).toBeVisible();
    await userEvent.type(input, '3{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['888', '123']);
    await userEvent.click(canvas.getByRole('button', { name: /^888を外す/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['123']);
    await userEvent.click(canvas.getByRole('button', { name: 'ランダム' }));
    await expect((args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0]).toHaveLength(2);
  },
};

/** 4D Big: four digits. */
export const FourDigits: Story = {
  tags: ['!vrt'],
  args: { family: family('SEA'), playType: playType('SEA', 'SEA_4D_BIG'), selected: ['0427', '8888'] },
};

/** At the slip's limit the other numbers are disabled, and a line says why. */
export const MaxReached: Story = {
  tags: ['!vrt'],
  args: { family: family('VN'), playType: playType('VN', 'VN_DE'), selected: ['11', '22', '33'], maxSelections: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /^44、/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^22、/ })).toBeEnabled();
    await expect(canvas.getByText(/上限（3件）に達しました/)).toBeVisible();
  },
};
