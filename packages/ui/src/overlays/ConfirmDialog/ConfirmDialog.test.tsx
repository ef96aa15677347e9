import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ConfirmDialog } from './ConfirmDialog';

const closed = () => waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

describe('ConfirmDialog', () => {
  it('has localized Confirm and Cancel and reports which one was chosen', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = renderUi(
      <ConfirmDialog defaultOpen title="Sure?" onConfirm={onConfirm} onCancel={onCancel} key="a" />,
      {
        lang: 'EN',
      },
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Sure?' })).getByRole('button', { name: 'Confirm' }),
    );
    await closed();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();

    rerender(<ConfirmDialog defaultOpen title="Sure?" onConfirm={onConfirm} onCancel={onCancel} key="b" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('uses the danger variant, a warning badge and focuses Cancel first for the danger tone', async () => {
    renderUi(<ConfirmDialog defaultOpen tone="danger" title="Log out?" confirmLabel="Log out" />, { lang: 'EN' });
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toHaveAttribute('data-variant', 'danger');
    expect(dialog.querySelector('[data-part="IconBadge"]')).toHaveAttribute('data-icon', 'warning');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('blocks every way out while confirming', async () => {
    const onCancel = vi.fn();
    renderUi(<ConfirmDialog defaultOpen closeOnCoverClick isConfirming title="Wait" onCancel={onCancel} />, {
      lang: 'EN',
    });
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(document.querySelector<HTMLElement>('[data-part="Overlay"]')!);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('stays open with closeOnConfirm={false} and returns focus to its opener when closed', async () => {
    const user = userEvent.setup();
    // The caller closes it when its work is done: here, when the test says so (a timer raced a loaded machine).
    let finish: () => void = () => undefined;
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <ConfirmDialog
            title="Go?"
            open={open}
            onOpenChange={setOpen}
            closeOnConfirm={false}
            onConfirm={() => {
              finish = () => setOpen(false);
            }}
          />
        </>
      );
    }
    renderUi(<Harness />, { lang: 'EN' });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => finish());
    await closed();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
