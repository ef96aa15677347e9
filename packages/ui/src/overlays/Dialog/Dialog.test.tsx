import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { Dialog } from './Dialog';
import type { DialogProps } from './Dialog.types';

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Opener(props: Partial<DialogProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Logout
      </button>
      <Dialog title="Sure?" open={open} onOpenChange={setOpen} {...props} />
    </>
  );
}

describe('Dialog', () => {
  it('shows the title, an icon badge and one localized OK button that closes it', async () => {
    const onOpenChange = vi.fn();
    renderUi(<Dialog defaultOpen title="Done" icon="success" onOpenChange={onOpenChange} />, { lang: 'CN' });
    const dialog = screen.getByRole('dialog', { name: 'Done' });
    expect(dialog.querySelector('[data-part="IconBadge"][data-icon="success"]')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await closed();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders html sanitized', () => {
    renderUi(
      <Dialog
        defaultOpen
        title="t"
        html={'<p><strong>bold</strong><img src="x" onerror="alert(1)"></p><script>1</script>'}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('bold').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('lays out the given buttons in order, calls them, and stays open when one prevents default', async () => {
    const onLater = vi.fn();
    const onClaim = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderUi(
      <Dialog
        defaultOpen
        title="Claim?"
        buttons={[
          { label: 'Later', variant: 'secondary', onClick: onLater },
          { label: 'Claim', onClick: onClaim, autoFocus: true },
        ]}
      />,
    );
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Later', 'Claim']);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Claim' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Claim' }));
    expect(onClaim).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(onLater).toHaveBeenCalledTimes(1);
    await closed();
  });

  it('ignores cover clicks unless closeOnCoverClick, and Escape when closeOnEscape is false', async () => {
    const { rerender } = renderUi(<Dialog defaultOpen title="a" key="a" />);
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="Overlay"]')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await closed();

    rerender(<Dialog defaultOpen title="b" closeOnEscape={false} key="b" />);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    rerender(<Dialog defaultOpen title="c" closeOnCoverClick key="c" />);
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="Overlay"]')!);
    await closed();
  });

  it('closes itself after timeoutMs', async () => {
    const onOpenChange = vi.fn();
    renderUi(<Dialog defaultOpen title="t" timeoutMs={800} onOpenChange={onOpenChange} />);
    expect(
      document.querySelector<HTMLElement>('[data-part="TimerBar"]')!.style.getPropertyValue('--dialog-timeout'),
    ).toBe('800ms');
    await sleep(200);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 2000 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('pauses the countdown while hovered and resumes with the time left', async () => {
    const user = userEvent.setup();
    renderUi(<Dialog defaultOpen title="t" timeoutMs={400} />);
    const dialog = screen.getByRole('dialog');
    await user.hover(dialog);
    expect(document.querySelector('[data-part="TimerBar"]')).toHaveAttribute('data-paused');
    await sleep(700);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // The page behind a modal has pointer-events: none, so user-event refuses to move there; leave by hand.
    fireEvent.pointerOut(dialog, { relatedTarget: document.body, pointerType: 'mouse' });
    await closed();
  });

  it('pauses while the user has moved focus inside, not for the focus it takes on open', async () => {
    const user = userEvent.setup();
    renderUi(<Dialog defaultOpen title="t" timeoutMs={400} />);
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    expect(document.querySelector('[data-part="TimerBar"]')).not.toHaveAttribute('data-paused');
    await user.tab();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await sleep(700);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('returns focus to the element that opened it, even without a trigger', async () => {
    const user = userEvent.setup();
    renderUi(<Opener />, { lang: 'EN' });
    const opener = screen.getByRole('button', { name: 'Logout' });
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    await closed();
    expect(opener).toHaveFocus();
  });
});
