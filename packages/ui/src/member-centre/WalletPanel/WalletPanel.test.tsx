import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { WalletPanel } from './WalletPanel';

const wallets = [
  { id: 'PG', name: 'PG Soft', balance: 1200 },
  { id: 'EVO', name: 'Evolution', balance: 0.1 },
];

describe('WalletPanel', () => {
  it('formats every balance with the brand currency, or with an ISO code in Intl style', () => {
    const { rerender } = renderUi(<WalletPanel mainBalance={1234.5} vendorWallets={wallets} currencySymbol="₱" />, {
      lang: 'EN',
    });
    expect(document.querySelector('[data-part="MainBalance"]')).toHaveTextContent('₱1,234.50');
    expect(screen.getByText('Total in all wallets: ₱2,434.60')).toBeInTheDocument();
    rerender(<WalletPanel mainBalance={1234.5} vendorWallets={wallets} currency="USD" />);
    expect(document.querySelector('[data-part="MainBalance"]')).toHaveTextContent('$1,234.50');
  });

  it('never sends more than the source holds, to the cent', async () => {
    const user = userEvent.setup();
    const onTransfer = vi.fn(async () => undefined);
    renderUi(<WalletPanel mainBalance={50} vendorWallets={wallets} onTransfer={onTransfer} />, { lang: 'EN' });
    const form = screen.getByRole('form', { name: 'Transfer between wallets' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /From/ }), 'EVO');
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    await user.type(amount, '0.11');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(onTransfer).not.toHaveBeenCalled();
    expect(amount).toHaveAccessibleDescription(/The amount is more than the balance \(P0\.10\)/);
    await user.clear(amount);
    await user.type(amount, '0.1');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(onTransfer).toHaveBeenCalledWith({ from: 'EVO', to: 'main', amount: 0.1 });
  });

  it('submits once however often the button is pressed while a transfer runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onTransfer = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderUi(<WalletPanel mainBalance={50} vendorWallets={wallets} onTransfer={onTransfer} />, { lang: 'EN' });
    await user.click(screen.getByRole('button', { name: 'Transfer in to PG Soft' }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '10');
    const submit = screen.getByRole('button', { name: 'Transfer' });
    await user.click(submit);
    await user.click(submit);
    expect(onTransfer).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByText('P10.00 moved from Main wallet to PG Soft.')).toBeInTheDocument();
  });
});
