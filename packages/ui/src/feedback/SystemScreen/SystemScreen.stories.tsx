import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SystemScreen } from './SystemScreen';
import { systemScreenVariants } from './SystemScreen.types';
import { storyT } from '../../test/storyText';

const meta = {
  title: 'Screens/SystemScreen',
  component: SystemScreen,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: { variant: 'maintenance', onContactUs: fn(), ip: '203.0.113.42', country: 'United States' },
  argTypes: { variant: { control: 'inline-radio', options: systemScreenVariants }, logo: { control: false } },
  render: (args, { globals }) => (
    <SystemScreen
      {...args}
      logo={<img src={`/brand-assets/${(globals.brand as string | undefined) ?? 'default'}/assets/${globals.mode === 'light' ? 'logo-light' : 'logo'}.svg`} alt="Croupier" width={148} height={36} />}
    />
  ),
} satisfies Meta<typeof SystemScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Status 1: "System Maintenance", "RESTRICTION OF VISIT", the message and Contact Us. */
export const Maintenance: Story = {
  tags: ['vrt-brands'],
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'frame');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('RESTRICTION OF VISIT');
    await waitFor(() => expect(document.title).toBe(t('systemScreen.maintenanceTitle')));
    await userEvent.click(canvas.getByRole('button', { name: t('systemScreen.contactUs') }));
    await expect(args.onContactUs).toHaveBeenCalled();
  },
};

/** Status 2: the visitor's IP and country, the message and Contact Us. */
export const Restricted: Story = {
  args: { variant: 'restricted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('203.0.113.42')).toBeInTheDocument();
    await expect(canvas.getByText('United States')).toBeInTheDocument();
  },
};

export const MaintenanceOnPhone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const RestrictedOnPhone: Story = { args: { variant: 'restricted' }, globals: { viewport: { value: 'phone', isRotated: false } } };
