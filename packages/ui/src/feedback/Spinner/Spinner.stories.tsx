import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './Spinner';
import { spinnerSizes } from './Spinner.types';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['vrt', 'any-locale'],
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Announced as a status with the localized "Loading". */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    await expect(within(canvasElement).getByRole('status', { name: t('spinner.loading') })).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      {spinnerSizes.map((size) => (
        <Spinner key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

/** Inside a control that announces its own busy state, the spinner is silent. */
export const Silent: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-component="Spinner"]')).toHaveAttribute('aria-hidden', 'true');
  },
};
