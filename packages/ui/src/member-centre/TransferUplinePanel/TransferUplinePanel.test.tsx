import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { TransferUplinePanel } from './TransferUplinePanel';

describe('TransferUplinePanel', () => {
  it('follows the brand payment password rule given as a prop', async () => {
    const user = userEvent.setup();
    const onTransfer = vi.fn(async () => undefined);
    renderUi(
      <TransferUplinePanel
        uplineAccount="agent01"
        balance={100}
        onTransfer={onTransfer}
        paymentPasswordRule={{ patternId: 14, minLength: 8, maxLength: 12, required: true }}
      />,
      { lang: 'EN' },
    );
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '10');
    const password = screen.getByLabelText(/Withdrawal password/);
    await user.type(password, 'abc123');
    await user.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(password).toHaveAccessibleDescription('Enter 8–12 letters or digits only');
    await user.type(password, 'de');
    await user.click(screen.getByRole('button', { name: 'Transfer to upline' }));
    expect(onTransfer).toHaveBeenCalledWith({ amount: 10, paymentPassword: 'abc123de' });
    expect(await screen.findByText('P10.00 was sent to agent01.')).toBeInTheDocument();
  });

  it('says when there is no upline', () => {
    renderUi(<TransferUplinePanel uplineAccount={null} />, { lang: 'EN' });
    expect(screen.getByRole('heading', { name: 'No upline to transfer to' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
