import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { ModalTrigger } from '../Modal';
import { storyT } from '../../test/storyText';
import { Dialog } from './Dialog';
import { dialogIcons, type DialogButton, type DialogProps } from './Dialog.types';

/** Sample contents from the `feedback` pack, so every story follows the locale toolbar. */
const samples = {
  deposit: { icon: 'success', title: 'sample.depositTitle', html: 'sample.depositBody' },
  smsError: { icon: 'error', title: 'sample.smsErrorTitle', html: 'sample.smsErrorBody' },
  session: { icon: 'warning', title: 'sample.sessionTitle', html: 'sample.sessionBody' },
  maintenance: { icon: 'info', title: 'sample.maintenanceTitle', html: 'sample.maintenanceBody' },
  claim: { icon: 'question', title: 'sample.claimTitle', html: 'sample.claimBody' },
} as const;
type Sample = keyof typeof samples;

type StoryArgs = DialogProps & { sample?: Sample; hasTwoButtons?: boolean };

function SampleDialog({ sample = 'deposit', hasTwoButtons = false, ...args }: StoryArgs) {
  const { t } = useTranslation('feedback');
  const { t: tc } = useTranslation('common');
  const content = samples[sample];
  const buttons: DialogButton[] | undefined = hasTwoButtons
    ? [
        { label: t('sample.later'), variant: 'secondary' },
        { label: t('sample.claim'), variant: 'primary', autoFocus: true },
      ]
    : undefined;
  return (
    <Dialog
      icon={content.icon}
      buttons={buttons}
      trigger={
        <ModalTrigger>
          <Button variant="secondary">{tc('sample.modalTitle')}</Button>
        </ModalTrigger>
      }
      {...args}
      title={t(content.title)}
      html={t(content.html)}
    />
  );
}

async function openDialog(name?: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: { title: '', defaultOpen: true, onOpenChange: fn(), sample: 'deposit' },
  argTypes: {
    icon: { control: 'inline-radio', options: dialogIcons },
    sample: { control: 'select', options: Object.keys(samples) },
    title: { control: false },
    html: { control: false },
    buttons: { control: false },
    trigger: { control: false },
    children: { control: false },
  },
  render: (args) => <SampleDialog {...args} />,
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { defaultOpen: false } };

/** Success with the default localized OK button and no close button: the buttons are the way out. */
export const Success: Story = {
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const tc = storyT(context, 'common');
    const dialog = await openDialog(t('sample.depositTitle'));
    await expect(dialog.querySelector('strong')).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: tc('actions.close') })).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: t('dialog.ok') })).toBeVisible();
  },
};

/** OK closes the dialog and reports it; focus goes back to the trigger. */
export const OkCloses: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const tc = storyT(context, 'common');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: t('dialog.ok') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(context.args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.getByRole('button', { name: tc('sample.modalTitle') })).toHaveFocus());
  },
};

/** SPEC §8: a failed SMS send is a warning dialog with the server's message and a confirm button. */
export const Error: Story = { args: { sample: 'smsError' } };

export const Warning: Story = { args: { sample: 'session' } };

export const Info: Story = { args: { sample: 'maintenance' } };

/** Two answers of equal width, the main one last and focused on open. */
export const Question: Story = {
  args: { sample: 'claim', hasTwoButtons: true },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog(t('sample.claimTitle'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('sample.claim') })).toHaveFocus());
  },
};

/** No icon: the title and text alone. */
export const WithoutIcon: Story = { args: { sample: 'maintenance', icon: undefined } };

/** Closes itself after the time-out; the bar at the top drains meanwhile (not animated under reduced motion). */
export const WithTimeout: Story = {
  tags: ['!vrt'],
  args: { sample: 'deposit', timeoutMs: 1200 },
  play: async ({ args }) => {
    await openDialog();
    await expect(document.querySelector('[data-part="TimerBar"]')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 4000 });
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The bar's paused state, for the screenshot: a hover holds the countdown. */
export const TimeoutPaused: Story = {
  args: { sample: 'maintenance', timeoutMs: 600_000 },
  play: async () => {
    const dialog = await openDialog();
    await userEvent.hover(dialog);
    await expect(document.querySelector('[data-part="TimerBar"]')).toHaveAttribute('data-paused');
  },
};

/** closeOnCoverClick: a click on the dimmed cover dismisses it (off by default). */
export const CloseOnCoverClick: Story = {
  tags: ['!vrt'],
  args: { sample: 'maintenance', closeOnCoverClick: true },
  play: async ({ args }) => {
    await openDialog();
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="Overlay"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** By default the cover ignores clicks, and with closeOnEscape={false} so does Escape: an answer is required. */
export const AnswerRequired: Story = {
  tags: ['!vrt'],
  args: { sample: 'claim', hasTwoButtons: true, closeOnEscape: false },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="Overlay"]')!);
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** On phones it stays centred with safe margins; the actions stack, the main one on top. */
export const OnPhone: Story = {
  args: { sample: 'claim', hasTwoButtons: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
