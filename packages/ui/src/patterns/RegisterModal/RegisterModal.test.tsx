import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { richRegisterValidation } from '../LoginModal/authFixtures';
import { RegisterModal } from './RegisterModal';

describe('RegisterModal', () => {
  it('renders only the enabled fields of the config and marks the required ones', () => {
    renderUi(<RegisterModal defaultOpen validation={richRegisterValidation} onSubmit={vi.fn()} />, { lang: 'EN' });
    const dialog = screen.getByRole('dialog', { name: 'Create account' });
    expect(within(dialog).getByRole('textbox', { name: 'Real name Required' })).toBeRequired();
    expect(within(dialog).getByRole('textbox', { name: /^E-mail/ })).not.toBeRequired();
    expect(within(dialog).queryByRole('textbox', { name: /WeChat/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Withdrawal password/)).not.toBeInTheDocument();
  });

  it('requires the payment password whenever it is enabled, with the single-number message', async () => {
    const validation = {
      ...richRegisterValidation,
      paymentPassword: { enabled: true, required: false, patternId: 6 as const, minLength: 6, maxLength: 6 },
    };
    renderUi(<RegisterModal defaultOpen validation={validation} onSubmit={vi.fn()} />, { lang: 'EN' });
    const field = screen.getByLabelText(/Withdrawal password/, { selector: 'input' });
    expect(field).toBeRequired();
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter 6 digits')).toBeVisible();
  });

  it('submits the agreement only once the 18+ and terms box is ticked', async () => {
    const onSubmit = vi.fn();
    const validation = { username: { enabled: true, required: true, patternId: 1 as const, minLength: 4, maxLength: 16 } };
    renderUi(<RegisterModal defaultOpen validation={validation} onSubmit={onSubmit} />, { lang: 'EN' });
    const dialog = screen.getByRole('dialog', { name: 'Create account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'player01');
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="password"]')!, 'abc123');
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!, 'abc123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText(/Please agree to the/)).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ method: 'username', agreement: true, username: 'player01', password: 'abc123' });
  });

  it('asks the SMS code on the username tab only once an optional mobile number is given', async () => {
    const onSubmit = vi.fn();
    const validation = {
      username: { enabled: true, required: true, patternId: 1 as const, minLength: 4, maxLength: 16 },
      mobileNum: { enabled: true, required: false, patternId: 6 as const, minLength: 6, maxLength: 15 },
    };
    renderUi(<RegisterModal defaultOpen validation={validation} isSmsVerificationEnabled onRequestSmsCode={vi.fn()} onSubmit={onSubmit} />, { lang: 'EN' });
    const dialog = screen.getByRole('dialog', { name: 'Create account' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Username/ }), 'player01');
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="password"]')!, 'abc123');
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="confirmPassword"]')!, 'abc123');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // With a number, the code becomes necessary.
    await userEvent.type(dialog.querySelector<HTMLInputElement>('input[name="mobileNum"]')!, '0812345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('Enter a valid verification code')).toBeVisible();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('checks the server pattern too (acceptedPattern)', async () => {
    const validation = {
      username: { enabled: true, required: true, patternId: 1 as const, minLength: 4, maxLength: 16, acceptedPattern: '^vip.*' },
    };
    renderUi(<RegisterModal defaultOpen validation={validation} onSubmit={vi.fn()} />, { lang: 'EN' });
    await userEvent.type(screen.getByRole('textbox', { name: /Username/ }), 'player01');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter 4–16 letters or digits, starting with a letter')).toBeVisible();
  });
});
