import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderUi } from '../../test/render';
import { Modal } from './Modal';
import type { ModalProps } from './Modal.types';
import { ModalBody } from './ModalBody';
import { ModalFooter } from './ModalFooter';
import { ModalHeader } from './ModalHeader';
import { ModalClose, ModalTrigger } from './ModalTrigger';

function Example(props: Partial<ModalProps>) {
  return (
    <Modal
      title="Notice"
      trigger={
        <ModalTrigger>
          <button type="button">Open</button>
        </ModalTrigger>
      }
      {...props}
    >
      <ModalBody>Body text</ModalBody>
      <ModalFooter>
        <ModalClose>
          <button type="button">Cancel</button>
        </ModalClose>
      </ModalFooter>
    </Modal>
  );
}

/** The dialog once its entry animation (a scale or a slide) has finished, so its box is final. */
async function settledDialog(): Promise<DOMRect> {
  const dialog = screen.getByRole('dialog');
  await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
  return dialog.getBoundingClientRect();
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('Modal', () => {
  it('opens from its trigger, names itself by the title and returns focus on close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderUi(<Example onOpenChange={onOpenChange} />, { lang: 'EN' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await closed();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps the theme scope (brand, mode, language) in the portal', () => {
    renderUi(<Example defaultOpen />, { mode: 'light', lang: 'KO' });
    const scope = screen.getByRole('dialog').closest('[data-ui-scope]');
    expect(scope).toHaveAttribute('data-ui-mode', 'light');
    expect(scope).toHaveAttribute('data-ui-theme', 'test');
    expect(scope).toHaveAttribute('lang', 'ko');
    expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
  });

  it('closes on Escape and backdrop click unless told not to', async () => {
    const user = userEvent.setup();
    const { rerender } = renderUi(<Example defaultOpen key="a" />);
    await user.keyboard('{Escape}');
    await closed();

    rerender(<Example defaultOpen closeOnEscape={false} closeOnOverlayClick={false} key="b" />);
    await user.keyboard('{Escape}');
    await user.click(document.querySelector<HTMLElement>('[data-part="Overlay"]')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    rerender(<Example defaultOpen key="c" />);
    await user.click(document.querySelector<HTMLElement>('[data-part="Overlay"]')!);
    await closed();
  });

  it('is controllable and can leave out the close button', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderUi(<Example open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<Example open onOpenChange={onOpenChange} hideCloseButton description="Until Sunday" />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Until Sunday');
    expect(within(dialog).queryByRole('button', { name: '閉じる' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('uses a ModalHeader child instead of its own header, once', () => {
    renderUi(
      <Modal title="Login" defaultOpen>
        <div>
          <ModalHeader>
            <p>Extra</p>
          </ModalHeader>
        </div>
        <ModalBody>Body</ModalBody>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    expect(within(dialog).getAllByRole('heading', { name: 'Login' })).toHaveLength(1);
    expect(within(dialog).getAllByRole('button', { name: '閉じる' })).toHaveLength(1);
    expect(within(dialog).getByText('Extra').closest('[data-part="Header"]')).not.toBeNull();
  });

  describe('sizes', () => {
    afterEach(async () => {
      await page.viewport(414, 896);
    });

    it('reads them from tokens: 400 wide as a dialog, 600 x 300 at least by default', async () => {
      await page.viewport(1024, 720);
      const { rerender } = renderUi(<Example defaultOpen size="dialog" key="a" />);
      expect((await settledDialog()).width).toBe(400);
      rerender(<Example defaultOpen key="b" />);
      const rect = await settledDialog();
      expect(rect.width).toBe(600);
      expect(rect.height).toBeGreaterThanOrEqual(300);
    });

    it('turns the default size into a bottom sheet on phones and keeps a dialog clear of the edges', async () => {
      await page.viewport(360, 740);
      const { rerender } = renderUi(<Example defaultOpen key="a" />);
      const sheet = await settledDialog();
      expect(sheet.width).toBe(360);
      expect(Math.round(sheet.bottom)).toBe(740);
      rerender(<Example defaultOpen size="dialog" key="b" />);
      const dialog = await settledDialog();
      expect(dialog.left).toBe(16);
      expect(dialog.width).toBe(328);
    });
  });
});
