import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ChangePasswordModal } from './ChangePasswordModal';

describe('ChangePasswordModal', () => {
  it('asks for the current password only when told, and leaves it out of the values', async () => {
    const onSubmit = vi.fn();
    renderUi(<ChangePasswordModal defaultOpen onSubmit={onSubmit} reason="expired" />, { lang: 'EN' });
    expect(document.querySelector('input[name="oldPassword"]')).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent('Your password has expired');
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name="newPassword"]')!, 'abc123');
    await userEvent.type(document.querySelector<HTMLInputElement>('input[name="confirmNewPassword"]')!, 'abc123');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(onSubmit).toHaveBeenCalledWith({ newPassword: 'abc123', confirmNewPassword: 'abc123' });
  });

  it('can be closed when not forced', async () => {
    const onOpenChange = vi.fn();
    renderUi(<ChangePasswordModal defaultOpen onOpenChange={onOpenChange} onSubmit={vi.fn()} />, { lang: 'EN' });
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
