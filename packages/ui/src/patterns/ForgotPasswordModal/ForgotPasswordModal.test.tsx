import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { ForgotPasswordModal } from './ForgotPasswordModal';

describe('ForgotPasswordModal', () => {
  it('offers the mobile tab only with phone recovery', () => {
    const { rerender } = renderUi(<ForgotPasswordModal defaultOpen onSubmitEmail={vi.fn()} />, { lang: 'EN' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    rerender(<ForgotPasswordModal defaultOpen onSubmitEmail={vi.fn()} isPhoneRecoveryEnabled />);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });

  it('stays on the form when the request fails', async () => {
    const onSubmitEmail = vi.fn(() => Promise.reject(new Error('nope')));
    renderUi(<ForgotPasswordModal defaultOpen onSubmitEmail={onSubmitEmail} />, { lang: 'EN' });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'player01');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'p@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmitEmail).toHaveBeenCalled();
    expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();
  });
});
