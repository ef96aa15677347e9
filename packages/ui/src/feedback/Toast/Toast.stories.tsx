import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { Toast } from './Toast';
import { useToast } from './Toast.context';
import { toastTones, type ToastOptions, type ToastTone } from './Toast.types';
import { ToastProvider } from './ToastProvider';
import { storyT } from '../../test/storyText';

function useSamples(): Record<ToastTone, ToastOptions> {
  const { t } = useTranslation('feedback');
  return {
    success: { tone: 'success', title: t('sample.toastDepositTitle'), description: t('sample.toastDepositBody') },
    info: { tone: 'info', title: t('sample.toastInfoTitle') },
    warning: { tone: 'warning', title: t('sample.toastWarningTitle') },
    error: { tone: 'error', title: t('sample.toastErrorTitle'), description: t('sample.toastErrorBody') },
  };
}

/** Buttons that raise each tone of toast. */
function Launcher({ durationMs }: { durationMs?: number }) {
  const { toast } = useToast();
  const samples = useSamples();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, padding: 24 }}>
      {toastTones.map((tone) => (
        <Button key={tone} variant="secondary" data-tone={tone} onClick={() => toast({ ...samples[tone], durationMs })}>
          {samples[tone].title}
        </Button>
      ))}
    </div>
  );
}

/** Raises toasts on mount that stay until closed, for the screenshots. */
function Preset({ tones }: { tones: readonly ToastTone[] }) {
  const { toast } = useToast();
  const samples = useSamples();
  useEffect(() => {
    for (const tone of tones) toast({ ...samples[tone], durationMs: Infinity });
    // Once, on mount: the samples are fixed for the story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  args: { maxVisible: 3 },
  render: (args) => (
    <ToastProvider {...args}>
      <Launcher />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** Each tone as drawn: icon and rail in the tone's colour, title, description, close button. */
export const Tones: Story = {
  parameters: { layout: 'padded' },
  render: function Render() {
    const samples = useSamples();
    return (
      <ol style={{ display: 'grid', gap: 8, maxWidth: 380, margin: 0, padding: 0, listStyle: 'none' }}>
        {toastTones.map((tone) => (
          <Toast key={tone} {...samples[tone]} onClose={() => undefined} />
        ))}
      </ol>
    );
  },
};

/** A stack of three in the viewport: top right on desktop, newest first. */
export const Stacked: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Preset tones={['info', 'warning', 'success']} />
    </ToastProvider>
  ),
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const region = await screen.findByRole('region', { name: t('toast.region') });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(region).getAllByRole('listitem')[0]!).toHaveTextContent(t('sample.toastDepositTitle'));
  },
};

/** On phones the stack sits at the bottom, full width, newest nearest the thumb. */
export const OnPhone: Story = {
  ...Stacked,
  play: undefined,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** Announced once through the live regions (errors assertively); closed by its button; older ones give way past the limit. */
export const Behaviour: Story = {
  tags: ['!vrt'],
  args: { maxVisible: 2 },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('sample.toastDepositTitle') }));
    const polite = document.querySelector('[data-part="PoliteRegion"]')!;
    await waitFor(() => expect(polite).toHaveTextContent(t('sample.toastDepositTitle')));
    await userEvent.click(canvas.getByRole('button', { name: t('sample.toastErrorTitle') }));
    await expect(document.querySelector('[data-part="AssertiveRegion"]')).toHaveTextContent(
      t('sample.toastErrorTitle'),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('sample.toastInfoTitle') }));
    const region = screen.getByRole('region', { name: t('toast.region') });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    await expect(region).not.toHaveTextContent(t('sample.toastDepositTitle'));
    await userEvent.click(within(region).getAllByRole('button', { name: t('toast.close') })[0]!);
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The same toast raised three times (a button pressed again and again) shows once; its time starts again each time. */
export const Deduplicates: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'feedback');
    const canvas = within(canvasElement);
    const info = canvas.getByRole('button', { name: t('sample.toastInfoTitle') });
    await userEvent.click(info);
    await userEvent.click(info);
    await userEvent.click(info);
    const region = screen.getByRole('region', { name: t('toast.region') });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(region).getByRole('listitem')).toHaveAttribute('data-repeats', '2');
    // Another toast still stacks.
    await userEvent.click(canvas.getByRole('button', { name: t('sample.toastDepositTitle') }));
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2);
  },
};
