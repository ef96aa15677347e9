import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './QrCode';
import { qrCodeErrorLevels, qrCodeSizes } from './QrCode.types';

const meta = {
  title: 'Feedback/QrCode',
  component: QrCode,
  tags: ['vrt', 'any-locale'],
  args: { value: 'https://croupier.example/down?platform=ios' },
  argTypes: {
    size: { control: 'inline-radio', options: qrCodeSizes },
    errorLevel: { control: 'inline-radio', options: qrCodeErrorLevels },
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Dark modules on the brand's light field in both modes, so any phone camera reads it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const qr = within(canvasElement).getByRole('img');
    await expect(qr).toHaveAccessibleName();
    await expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M4 4/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 16 }}>
      {qrCodeSizes.map((size) => (
        <QrCode key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const LongValue: Story = {
  args: { value: 'https://croupier.example/down?platform=android&channel=affiliate-2024&utm_source=footer&utm_medium=qr', errorLevel: 'H', size: 'lg' },
};
