import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyI18n, storyT } from '../../test/storyText';
import { family, playType } from '../shared/lotteryPlay.fixtures';
import { NumberPicker } from './NumberPicker';
import type { NumberPickerProps } from './NumberPicker.types';

/** Odds as the picker writes them (two decimals in the story's language). */
function storyOdds(context: { loaded: Record<string, unknown> }) {
  const format = new Intl.NumberFormat(storyI18n(context).language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return (value: number) => format.format(value);
}

/** An accessible name made by a key with `odds` in it, whatever the odds: the key's own words around them. */
function withAnyOdds(text: (odds: string) => string): RegExp {
  const marker = '\u0000';
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text(marker).split(marker).map(escape).join('.+')}$`);
}

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
  tags: ['any-locale'],
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
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const odds = storyOdds(context);
    const canvas = within(canvasElement);
    const big = canvas.getByRole('button', {
      name: t('play.optionAria', { label: t('play.side.big'), odds: odds(1.94) }),
    });
    await expect(big).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(t('play.sumRange', { min: 23, max: 45 }))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: t('play.optionAria', { label: t('play.side.odd'), odds: odds(1.94) }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(['B', 'O']);
  },
};

/** Every sum of PC28 (0-27), the odds under each. */
export const Sums: Story = {
  tags: ['!vrt'],
  args: { family: family('PC28'), playType: playType('PC28', 'PC28_SUM') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(28);
    await userEvent.click(
      canvas.getByRole('button', { name: withAnyOdds((odds) => t('play.sumAria', { sum: 13, odds })) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(['13']);
  },
};

/** PK10 by rank: the plates 01-10 per rank, quick picks per row. */
export const PositionPk10: Story = {
  tags: ['vrt'],
  args: { family: family('PK10'), playType: playType('PK10', 'PK10_POS'), selected: ['1:07', '2:03'] },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: t('play.ballAria', { row: t('play.ranks.1'), ball: '07' }) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(
      canvas.getByRole('button', { name: t('play.quickAria', { row: t('play.ranks.3'), pick: t('play.quick.big') }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(['1:07', '2:03', '3:06', '3:07', '3:08', '3:09', '3:10']);
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('play.quickAria', { row: t('play.ranks.3'), pick: t('play.quick.clear') }),
      }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(['1:07', '2:03']);
  },
};

/** SSC's five digit positions: width-1 balls ("1:7"). */
export const PositionDigits: Story = {
  tags: ['!vrt'],
  args: { family: family('SSC'), playType: playType('SSC', 'SSC_POS') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t('play.ballAria', { row: t('play.ballN', { n: 1 }), ball: '7' }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(['1:7']);
    await userEvent.click(
      canvas.getByRole('button', {
        name: t('play.quickAria', { row: t('play.ballN', { n: 5 }), pick: t('play.quick.odd') }),
      }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(['1:7', '5:1', '5:3', '5:5', '5:7', '5:9']);
  },
};

/** Lô: the 00-99 grid with quick picks. */
export const TwoDigits: Story = {
  tags: ['!vrt'],
  args: { family: family('VN'), playType: playType('VN', 'VN_LO') },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: withAnyOdds((odds) => t('play.numberAria', { number: '07', odds })) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(['07']);
    await userEvent.click(canvas.getByRole('button', { name: t('play.quickAllAria', { pick: t('play.quick.even') }) }));
    await expect((args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0]).toHaveLength(50);
  },
};

/** 3 càng: typed numbers (Enter adds), checked for the digit count, removable chips. */
export const ThreeDigitsTyped: Story = {
  tags: ['!vrt'],
  args: { family: family('VN'), playType: playType('VN', 'VN_3D'), selected: ['888'] },
  play: async (context) => {
    const { canvasElement, args } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: t('play.digitsLabel', { digits: 3 }) });
    await userEvent.type(input, '12{Enter}');
    await expect(canvas.getByText(t('play.digitsError', { digits: 3 }))).toBeVisible();
    await userEvent.type(input, '3{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['888', '123']);
    await userEvent.click(
      canvas.getByRole('button', { name: withAnyOdds((odds) => t('play.removeNumber', { number: '888', odds })) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(['123']);
    await userEvent.click(canvas.getByRole('button', { name: t('play.random') }));
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
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: withAnyOdds((odds) => t('play.numberAria', { number: '44', odds })) }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: withAnyOdds((odds) => t('play.numberAria', { number: '22', odds })) }),
    ).toBeEnabled();
    await expect(canvas.getByText(t('play.maxReached', { max: 3 }))).toBeVisible();
  },
};
