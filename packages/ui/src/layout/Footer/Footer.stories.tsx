import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Croupier',
    licenceSealSrc: '/brand-assets/default/assets/licence-seal.svg',
    licenceNumber: 'GLH-OCCHKTW0707072022',
    year: 2025,
    paymentMethods: [
      { key: 'visa', name: 'VISA' },
      { key: 'mc', name: 'Mastercard' },
      { key: 'gcash', name: 'GCash' },
      { key: 'paymaya', name: 'Maya' },
      { key: 'usdt', name: 'USDT' },
      { key: 'bank', name: 'Bank transfer' },
    ],
    links: [
      { labelKey: 'footer.helpCentre', href: '/help' },
      { labelKey: 'footer.responsibleGaming', href: '/help?topic=responsible-gaming' },
      { labelKey: 'footer.security', href: '/help?topic=security' },
    ],
    onNavigate: fn(),
  },
  render: (args, { globals }) => <Footer {...args} licenceSealSrc={`/brand-assets/${(globals.brand as string | undefined) ?? 'default'}/assets/licence-seal.svg`} />,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

export const Default: Story = {
  tags: ['vrt-brands'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const seal = canvas.getByRole('img', { name: /Croupier/ });
    await expect(seal).toHaveAttribute('width', '150');
    await expect(seal).toHaveAttribute('height', '60');
    await expect(canvas.getByText(/GLH-OCCHKTW0707072022/)).toBeInTheDocument();
    await expect(canvas.getByText('© 2025 Croupier. All rights reserved.')).toBeInTheDocument();
    await userEvent.click(within(canvas.getByRole('navigation')).getAllByRole('link')[0]!);
    await expect(args.onNavigate).toHaveBeenCalledWith('/help');
  },
};

export const OnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
