import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { DepositPanel } from './DepositPanel';
import type { DepositChannel, DepositOrder } from './DepositPanel.types';

const channels: DepositChannel[] = [
  {
    key: 'UN',
    kind: 'bank',
    name: 'Bank transfer',
    min: 100,
    max: 50000,
    quickAmounts: [50, 1000, 60000],
    processingTime: [1, 5],
  },
  { key: 'USDT', kind: 'crypto', name: 'USDT', min: 1500, max: 100000, fee: { percent: 1 }, processingTime: 10 },
];

const now = Date.parse('2026-11-25T05:02:00Z');

const pending: DepositOrder = {
  orderNo: 'D1',
  channel: 'UN',
  amount: 1000,
  fee: 0,
  total: 1000,
  status: 'pending',
  expiresAt: now + 3000,
  instructions: {
    kind: 'bank',
    bankName: 'Mizuho',
    accountName: 'Croupier Ltd',
    accountNumber: '1234567',
    reference: 'R-9',
  },
};

/** Text that is still a key ("deposit.pay.title") means a string is missing from the pack. */
const rawKey = /\b(deposit|withdraw|fee|copy|remark|retry)\.[a-zA-Z]/;

afterEach(() => {
  vi.useRealTimers();
});

describe('DepositPanel', () => {
  it('offers only quick amounts within the channel limits', () => {
    renderUi(<DepositPanel channels={channels} onCreateOrder={vi.fn()} />, { lang: 'EN' });
    const chips = within(screen.getByRole('group', { name: 'Quick amounts' }));
    expect(chips.getAllByRole('button').map((chip) => chip.textContent)).toEqual(['1,000']);
  });

  it('creates one order however fast the form is submitted twice', async () => {
    let resolve!: (order: DepositOrder) => void;
    const onCreateOrder = vi.fn(() => new Promise<DepositOrder>((done) => (resolve = done)));
    renderUi(<DepositPanel channels={channels} onCreateOrder={onCreateOrder} />, { lang: 'EN' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Deposit amount/ }), '1000');
    const form = screen.getByRole('button', { name: /Continue to payment/ }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(onCreateOrder).toHaveBeenCalledTimes(1);
    expect(onCreateOrder).toHaveBeenCalledWith({ channel: 'UN', amount: 1000 });
    await act(async () => resolve({ ...pending, expiresAt: undefined }));
    expect(await screen.findByRole('group', { name: 'Pay with Bank transfer' })).toBeInTheDocument();
  });

  it('previews what the member pays and what the wallet is credited, in cents, as the platform computes it', async () => {
    renderUi(<DepositPanel channels={channels} onCreateOrder={vi.fn()} currencySymbol="$" />, { lang: 'EN' });
    await userEvent.click(screen.getByRole('radio', { name: 'USDT' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Deposit amount/ }), '1500.55');
    // 1 % of 1,500.55 is 15.0055, half up to 15.01 (contract depositFee); the member bears it: credited amount - fee.
    expect(document.querySelector('[data-part="Pays"]')).toHaveTextContent('$1,500.55');
    expect(document.querySelector('[data-part="Fee"]')).toHaveTextContent('-$15.01');
    expect(document.querySelector('[data-part="Credited"]')).toHaveTextContent('$1,485.54');
  });

  it('credits the whole amount when the merchant bears the fee', async () => {
    const merchantPays: DepositChannel[] = [{ ...channels[1]!, feeBearer: 'merchant' }];
    renderUi(<DepositPanel channels={merchantPays} onCreateOrder={vi.fn()} currencySymbol="$" />, { lang: 'EN' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Deposit amount/ }), '2000');
    expect(document.querySelector('[data-part="Pays"]')).toHaveTextContent('$2,000.00');
    expect(document.querySelector('[data-part="Fee"]')).toHaveTextContent('Paid by us');
    expect(document.querySelector('[data-part="Credited"]')).toHaveTextContent('$2,000.00');
  });

  it('refuses an amount the fee would eat whole, before sending it', async () => {
    const onCreateOrder = vi.fn();
    const costly: DepositChannel[] = [{ key: 'UN', kind: 'bank', name: 'Bank', min: 1, max: 1000, fee: { fixed: 50 } }];
    renderUi(<DepositPanel channels={costly} onCreateOrder={onCreateOrder} />, { lang: 'EN' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Deposit amount/ }), '50');
    await userEvent.click(screen.getByRole('button', { name: /Continue to payment/ }));
    expect(await screen.findByText(/The fee would take the whole deposit/)).toBeInTheDocument();
    expect(onCreateOrder).not.toHaveBeenCalled();
  });

  it('counts down and shows the order as expired when the time is up', () => {
    vi.useFakeTimers({ now, toFake: ['setInterval', 'clearInterval', 'Date'] });
    renderUi(<DepositPanel channels={channels} onCreateOrder={vi.fn()} order={pending} />, { lang: 'EN' });
    expect(screen.getByRole('timer')).toHaveTextContent('00:03');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('heading', { name: 'This order expired' })).toBeInTheDocument();
    expect(document.querySelector('[data-part="LiveStatus"]')).toHaveTextContent('The order expired');
  });

  it('follows the status of the order prop', () => {
    const { rerender } = renderUi(
      <DepositPanel channels={channels} onCreateOrder={vi.fn()} order={{ ...pending, expiresAt: undefined }} />,
      {
        lang: 'EN',
      },
    );
    const live = document.querySelector('[data-part="LiveStatus"]')!;
    expect(live).toHaveTextContent('Waiting for your payment…');
    rerender(
      <DepositPanel
        channels={channels}
        onCreateOrder={vi.fn()}
        order={{ ...pending, status: 'paid', creditedAmount: 990 }}
      />,
    );
    expect(live).toHaveTextContent('Deposit credited: P990.00');
    expect(screen.getByRole('heading', { name: 'Deposit credited' })).toBeInTheDocument();
  });

  it('never shows a technical error message', async () => {
    const onCreateOrder = vi.fn().mockRejectedValue(new Error('ECONNRESET at socket.js:12'));
    renderUi(<DepositPanel channels={channels} onCreateOrder={onCreateOrder} />, { lang: 'EN' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Deposit amount/ }), '1000');
    await userEvent.click(screen.getByRole('button', { name: /Continue to payment/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The order could not be created. Try again.');
    expect(document.body).not.toHaveTextContent('ECONNRESET');
  });

  it.each(['EN', 'JA', 'CN', 'KO', 'TH', 'VI', 'ID'])('has every string in %s', (lang) => {
    const { unmount } = renderUi(
      <DepositPanel
        channels={channels}
        onCreateOrder={vi.fn()}
        history={[{ orderNo: 'D0', time: now, channel: 'UN', amount: 10, status: 'paid' }]}
      />,
      { lang },
    );
    expect(document.body.textContent).not.toMatch(rawKey);
    unmount();
    renderUi(
      <DepositPanel
        channels={channels}
        onCreateOrder={vi.fn()}
        order={{ ...pending, expiresAt: undefined, payUrl: 'https://pay.example' }}
        receiptUploadEnabled
        onUploadReceipt={vi.fn()}
        onCancel={vi.fn()}
      />,
      { lang },
    );
    expect(document.body.textContent).not.toMatch(rawKey);
  });
});
