import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GameSearch } from './GameSearch';
import type { GameSearchFilters, GameSearchProps } from './GameSearch.types';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Games/GameSearch',
  component: GameSearch,
  tags: ['vrt', 'any-locale'],
  args: { onQueryChange: fn(), onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof GameSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

function FiltersDemo(props: GameSearchProps) {
  const [filters, setFilters] = useState<GameSearchFilters>({ hotOnly: true });
  return (
    <GameSearch
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange?.(next);
      }}
    />
  );
}

export const Playground: Story = {
  tags: ['!vrt'],
  args: { onFiltersChange: fn() },
  render: (args) => <FiltersDemo {...args} />,
};

/** Typing reports the name once it pauses; the clear button empties the field. */
/** Not screenshotted: its play function types and clears while the shot would be taken. */
export const Default: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'lobby');
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'Fortune');
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith('Fortune'));
    await userEvent.click(canvas.getByRole('button', { name: t('search.clear') }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
  },
};

export const WithQuery: Story = { args: { defaultValue: 'Mahjong' } };

/** Optional filters as toggle buttons (aria-pressed). */
export const WithFilters: Story = {
  args: { onFiltersChange: fn() },
  render: (args) => <FiltersDemo {...args} />,
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'lobby');
    const trial = within(canvasElement).getByRole('button', { name: t('tile.trial') });
    await userEvent.click(trial);
    await expect(trial).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ hotOnly: true, trialOnly: true });
    trial.blur();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { onFiltersChange: fn(), defaultValue: 'Sweet' },
  render: (args) => <FiltersDemo {...args} />,
};
