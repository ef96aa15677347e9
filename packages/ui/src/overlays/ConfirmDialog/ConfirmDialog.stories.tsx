import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { Icon } from '../../primitives/Icon';
import { ModalTrigger } from '../Modal';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogTones, type ConfirmDialogProps } from './ConfirmDialog.types';
import { storyT } from '../../test/storyText';

/** The text of a pack entry that carries basic HTML (`<p>…</p>`), as the dialog shows it. */
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

async function openDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('alertdialog');
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['vrt', 'any-locale'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: <Trans ns="feedback" i18nKey="sample.claimTitle" />,
    children: <Trans ns="feedback" i18nKey="sample.sessionBody" />,
    defaultOpen: true,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
    title: { control: false },
    children: { control: false },
    confirmLabel: { control: false },
    cancelLabel: { control: false },
    confirmIcon: { control: false },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['!vrt'],
  args: {
    defaultOpen: false,
    trigger: (
      <ModalTrigger>
        <Button variant="secondary">
          <Trans ns="feedback" i18nKey="sample.claim" />
        </Button>
      </ModalTrigger>
    ),
  },
};

/** Localized Confirm and Cancel; Confirm calls onConfirm and closes. */
export const Default: Story = {
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await expect(dialog).toHaveAccessibleName(t('sample.claimTitle'));
    await expect(dialog).toHaveAccessibleDescription(plainText(t('sample.sessionBody')));
    await userEvent.click(within(dialog).getByRole('button', { name: t('confirm.confirm') }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** The header's logout: danger tone, named action, Cancel focused first; Escape cancels. */
export const DangerLogout: Story = {
  args: {
    tone: 'danger',
    title: <Trans ns="feedback" i18nKey="sample.logoutTitle" />,
    children: <Trans ns="feedback" i18nKey="sample.logoutBody" />,
    confirmLabel: <Trans ns="common" i18nKey="actions.logout" />,
    confirmIcon: <Icon name="logout" />,
  },
  play: async (context) => {
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('confirm.cancel') })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: t('common:actions.logout') })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

export const EscapeCancels: Story = {
  tags: ['!vrt'],
  play: async ({ args }) => {
    await openDialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** While the confirm runs: a spinner, Cancel disabled, Escape ignored. */
export const Confirming: Story = {
  args: { tone: 'danger', isConfirming: true, title: <Trans ns="feedback" i18nKey="sample.logoutTitle" /> },
  play: async (context) => {
    const { args } = context;
    const t = storyT(context, 'feedback');
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('button', { name: t('confirm.cancel') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** An async logout driven by the caller: confirming shows the spinner, then the dialog closes and focus returns. */
function AsyncLogout(args: Partial<ConfirmDialogProps>) {
  const { t } = useTranslation('common');
  const { t: tf } = useTranslation('feedback');
  const [open, setOpen] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <Button variant="secondary" startIcon={<Icon name="logout" />} onClick={() => setOpen(true)}>
        {t('actions.logout')}
      </Button>
      <ConfirmDialog
        {...args}
        tone="danger"
        title={tf('sample.logoutTitle')}
        confirmLabel={t('actions.logout')}
        open={open}
        onOpenChange={setOpen}
        isConfirming={isConfirming}
        closeOnConfirm={false}
        onConfirm={() => {
          args.onConfirm?.();
          setConfirming(true);
          setTimeout(() => {
            setConfirming(false);
            setOpen(false);
          }, 400);
        }}
      />
    </>
  );
}

export const AsyncConfirm: Story = {
  tags: ['!vrt'],
  args: { defaultOpen: false },
  parameters: { layout: 'padded' },
  render: ({ children: _children, title: _title, ...args }) => <AsyncLogout {...args} />,
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'feedback');
    const opener = within(canvasElement).getByRole('button', { name: t('common:actions.logout') });
    await userEvent.click(opener);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common:actions.logout') }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // While busy the button's name is the spinner's "処理中"; find it by its state.
    await expect(dialog.querySelector('[data-variant="danger"]')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
