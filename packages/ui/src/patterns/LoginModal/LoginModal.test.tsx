import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { LoginModal } from './LoginModal';

describe('LoginModal', () => {
  it('keeps the loader until onSubmit settles and swallows its rejection (errors come back as props)', async () => {
    let reject: (error: Error) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((_, r) => (reject = r)));
    const { rerender } = renderUi(<LoginModal defaultOpen onSubmit={onSubmit} />, { lang: 'EN' });
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'player01');
    await userEvent.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'secret99');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const submit = dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    expect(submit).toHaveAttribute('aria-busy', 'true');
    reject(new Error('wrong'));
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-busy'));
    rerender(<LoginModal defaultOpen onSubmit={onSubmit} errorMessage="Wrong account or password" isCaptchaRequired captchaSrc="iVBORw0KGgo" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong account or password');
    expect(screen.getByRole('textbox', { name: /Captcha/ })).toBeRequired();
  });

  it('shows the SMS tab only when enabled', () => {
    const { rerender } = renderUi(<LoginModal defaultOpen onSubmit={vi.fn()} />);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    rerender(<LoginModal defaultOpen onSubmit={vi.fn()} isSmsLoginEnabled />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['ユーザー名', '携帯番号']);
  });
});
