import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { TwoFactorModal } from './TwoFactorModal';

describe('TwoFactorModal', () => {
  it('submits the bank real name, trimmed, without the other methods getting in the way', async () => {
    const onSubmit = vi.fn();
    renderUi(<TwoFactorModal defaultOpen methods={['ga', 'bankName']} defaultMethod="bankName" onSubmit={onSubmit} />, { lang: 'EN' });
    await userEvent.type(screen.getByRole('textbox', { name: /Bank account holder name/ }), '  Taro Yamada ');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'bankName', name: 'Taro Yamada' });
  });

  it('shows the offered methods in a fixed order', () => {
    renderUi(<TwoFactorModal defaultOpen methods={['bankName', 'sms']} onSubmit={vi.fn()} />, { lang: 'EN' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['SMS', 'Bank name']);
    expect(screen.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  });
});
