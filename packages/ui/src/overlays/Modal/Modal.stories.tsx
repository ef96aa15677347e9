import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useTranslation } from 'react-i18next';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { TextField } from '../../forms/TextField';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../navigation/Tabs';
import { Icon } from '../../primitives/Icon';
import { Modal } from './Modal';
import { modalSizes, type ModalProps } from './Modal.types';
import { ModalBody } from './ModalBody';
import { ModalFooter } from './ModalFooter';
import { ModalHeader } from './ModalHeader';
import { ModalClose, ModalTrigger } from './ModalTrigger';
import { storyT } from '../../test/storyText';

/** Finds the open dialog and waits for its entry animation, after which it is fully visible. */
async function openDialog(name?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name ? { name } : {});
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog;
}

/** The notice modal: title, one-line description, a paragraph, Cancel and Confirm. */
function NoticeModal({ paragraphs = 1, ...props }: Partial<ModalProps> & { paragraphs?: number }) {
  const { t } = useTranslation('common');
  return (
    <Modal
      title={t('sample.modalTitle')}
      description={t('sample.modalDescription')}
      trigger={
        <ModalTrigger>
          <Button variant="secondary" startIcon={<Icon name="megaphone" />}>
            {t('sample.modalTitle')}
          </Button>
        </ModalTrigger>
      }
      {...props}
    >
      <ModalBody>
        {Array.from({ length: paragraphs }, (_, i) => (
          <p key={i}>{t('sample.modalBody')}</p>
        ))}
      </ModalBody>
      <ModalFooter>
        <ModalClose>
          <Button variant="secondary">{t('actions.cancel')}</Button>
        </ModalClose>
        <ModalClose>
          <Button>{t('actions.confirm')}</Button>
        </ModalClose>
      </ModalFooter>
    </Modal>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  tags: ['vrt', 'any-locale'],
  // Full-bleed canvas so the backdrop dims the page colour, as it would on the site.
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: <Trans ns="common" i18nKey="sample.modalTitle" />,
    defaultOpen: true,
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: modalSizes },
    title: { control: false },
    description: { control: false },
    trigger: { control: false },
    children: { control: false },
  },
  render: ({ title: _title, ...args }) => <NoticeModal {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'], args: { defaultOpen: false } };

/**
 * The default 600 x 300 modal, open. Focus starts on the dialog (its title and description are read first);
 * Tab then reaches the close button, which is named in the interface language.
 */
export const Default: Story = {
  play: async (context) => {
    const t = storyT(context, 'ui');
    const dialog = await openDialog(t('common:sample.modalTitle'));
    await expect(dialog).toHaveAccessibleDescription(t('common:sample.modalDescription'));
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: t('modal.close') })).toBeVisible();
  },
};

/** Trigger opens, focus moves in and is trapped, Escape / backdrop / close button each close, focus returns. */
export const OpenAndClose: Story = {
  tags: ['!vrt'],
  args: { defaultOpen: false },
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'ui');
    const trigger = within(canvasElement).getByRole('button', { name: t('common:sample.modalTitle') });
    const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    let dialog = await screen.findByRole('dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    // Tab cycles within the dialog: close, cancel, confirm, then back to close; Shift+Tab wraps backwards.
    const close = within(dialog).getByRole('button', { name: t('modal.close') });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t('common:actions.confirm') })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: t('common:actions.confirm') })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="Overlay"]')!);
    await closed();
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: t('modal.close') }));
    await closed();
    await expect(trigger).toHaveFocus();
  },
};

export const EscapeDisabled: Story = {
  tags: ['!vrt'],
  args: { closeOnEscape: false },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const OverlayClickDisabled: Story = {
  tags: ['!vrt'],
  args: { closeOnOverlayClick: false },
  play: async ({ args }) => {
    const dialog = await openDialog();
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="Overlay"]')!);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** size="dialog": 400 wide, for a question with two answers; no close button, Escape still cancels. */
export const DialogSize: Story = {
  args: { size: 'dialog', hideCloseButton: true },
  render: function Render({ title: _title, ...args }) {
    const { t } = useTranslation('common');
    return (
      <Modal {...args} title={t('sample.logoutTitle')}>
        <ModalBody>
          <p>{t('sample.logoutBody')}</p>
        </ModalBody>
        <ModalFooter>
          <ModalClose>
            <Button variant="secondary">{t('actions.cancel')}</Button>
          </ModalClose>
          <ModalClose>
            <Button variant="danger" startIcon={<Icon name="logout" />}>
              {t('actions.logout')}
            </Button>
          </ModalClose>
        </ModalFooter>
      </Modal>
    );
  },
  play: async (context) => {
    const t = storyT(context, 'ui');
    const dialog = await openDialog(t('feedback:sample.logoutTitle'));
    await expect(within(dialog).queryByRole('button', { name: t('modal.close') })).not.toBeInTheDocument();
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

export const Large: Story = {
  args: { size: 'lg', paragraphs: 3 } as Story['args'],
};

/** Long content scrolls inside the body; the header and footer stay put and the body joins the tab order. */
export const LongContent: Story = {
  args: { paragraphs: 14 } as Story['args'],
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const body = dialog.querySelector<HTMLElement>('[data-part="Body"]')!;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Fullscreen: Story = {
  args: { size: 'fullscreen', paragraphs: 3 } as Story['args'],
};

/** On phones the default size is a bottom sheet with stacked, full-width actions. */
export const OnPhone: Story = {
  parameters: { viewport: { defaultViewport: 'phone' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

function LoginModal(props: Partial<ModalProps>) {
  const { t } = useTranslation('common');
  return (
    <Modal size="dialog" title={t('actions.login')} {...props}>
      {/* display: contents lets the header, body and footer stay direct flex children of the modal. */}
      <Tabs defaultValue="username" isFullWidth style={{ display: 'contents' }}>
        <ModalHeader>
          <TabsList>
            <TabsTrigger value="username" icon={<Icon name="user" />}>
              {t('sample.username')}
            </TabsTrigger>
            <TabsTrigger value="mobile" icon={<Icon name="phone" />}>
              {t('sample.mobile')}
            </TabsTrigger>
          </TabsList>
        </ModalHeader>
        <ModalBody>
          <TabsContent value="username" style={{ display: 'grid', gap: 16 }}>
            <TextField
              label={t('sample.username')}
              autoComplete="username"
              isFullWidth
              startIcon={<Icon name="user" />}
            />
            <TextField
              label={t('sample.password')}
              type="password"
              autoComplete="current-password"
              isFullWidth
              startIcon={<Icon name="lock" />}
            />
          </TabsContent>
          <TabsContent value="mobile" style={{ display: 'grid', gap: 16 }}>
            <TextField
              label={t('sample.mobile')}
              type="tel"
              autoComplete="tel"
              isFullWidth
              startIcon={<Icon name="phone" />}
            />
            <TextField
              label={t('sample.smsCode')}
              inputMode="numeric"
              autoComplete="one-time-code"
              isFullWidth
              endAdornment={
                <Button size="sm" variant="outline">
                  {t('sample.sendCode')}
                </Button>
              }
            />
          </TabsContent>
        </ModalBody>
        <ModalFooter>
          <Button size="lg" isFullWidth startIcon={<Icon name="login" />}>
            {t('actions.login')}
          </Button>
        </ModalFooter>
      </Tabs>
    </Modal>
  );
}

/** A `ModalHeader` child adds tabs under the title (the login popup's layout). */
export const WithTabsInHeader: Story = {
  tags: ['vrt-brands'],
  render: ({ title: _title, ...args }) => <LoginModal {...args} />,
  play: async (context) => {
    const t = storyT(context, 'ui');
    const dialog = await openDialog(t('common:actions.login'));
    await expect(within(dialog).getAllByRole('heading')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('tab', { name: t('common:sample.mobile') }));
    await expect(within(dialog).getByRole('textbox', { name: t('common:sample.smsCode') })).toBeVisible();
  },
};
