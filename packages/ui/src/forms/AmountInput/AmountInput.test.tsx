import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { normaliseAmountText, validateAmount } from './amount';
import { AmountInput } from './AmountInput';

describe('amount rules', () => {
  it('normalises pasted text without ever growing the amount', () => {
    expect(normaliseAmountText('¥ 1,234.567')).toBe('1234.56');
    expect(normaliseAmountText('1.234,5', ',')).toBe('1234.5');
    expect(normaliseAmountText('12,50')).toBe('12.50');
    expect(normaliseAmountText('1,000')).toBe('1000');
    expect(normaliseAmountText('1.000', ',')).toBe('1000');
    expect(normaliseAmountText('0012')).toBe('12');
    expect(normaliseAmountText('abc')).toBe('');
  });

  it('names the first broken rule', () => {
    const rules = { min: 100, max: 50000 };
    expect(validateAmount('', rules)).toBe('required');
    expect(validateAmount('', { ...rules, isRequired: false })).toBeUndefined();
    expect(validateAmount('.', rules)).toBe('notANumber');
    expect(validateAmount('0', rules)).toBe('zero');
    expect(validateAmount(-5, rules)).toBe('zero');
    expect(validateAmount('100.001', rules)).toBe('tooPrecise');
    expect(validateAmount(100.001, rules)).toBe('tooPrecise');
    expect(validateAmount('99.99', rules)).toBe('belowMin');
    expect(validateAmount('50000.01', rules)).toBe('aboveMax');
    expect(validateAmount('100', rules)).toBeUndefined();
    expect(validateAmount('50000.00', rules)).toBeUndefined();
  });
});

describe('AmountInput', () => {
  it('normalises a paste and reports the canonical text', async () => {
    const onValueChange = vi.fn();
    const user = userEvent.setup();
    renderUi(<AmountInput label="Amount" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(input);
    await user.paste('$1,234.567');
    expect(input).toHaveValue('1234.56');
    expect(onValueChange).toHaveBeenLastCalledWith('1234.56', 1234.56);
  });

  it('takes a comma as the decimal point while typing', async () => {
    const user = userEvent.setup();
    renderUi(<AmountInput label="Amount" />, { lang: 'ID' });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(input, '12,5');
    expect(input).toHaveValue('12.5');
  });

  it('formats the hint and errors in the UI language and currency', async () => {
    const user = userEvent.setup();
    renderUi(<AmountInput label="Amount" min={100} max={50000} currency="USD" />, { lang: 'EN' });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAccessibleDescription('Min $100.00 · Max $50,000.00');
    await user.type(input, '5');
    await user.tab();
    expect(await screen.findByText('The minimum amount is $100.00')).toBeVisible();
  });

  it('uses Indonesian separators in the hint', () => {
    renderUi(<AmountInput label="Amount" min={100} max={50000} />, { lang: 'ID' });
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Min. 100,00 · Maks. 50.000,00');
  });

  it('lets a consumer error win over its own check', async () => {
    const user = userEvent.setup();
    renderUi(<AmountInput label="Amount" min={100} error="Server says no" />, { lang: 'EN' });
    await user.type(screen.getByRole('textbox'), '5');
    await user.tab();
    expect(screen.getByText('Server says no')).toBeVisible();
    expect(screen.queryByText(/minimum/)).not.toBeInTheDocument();
  });

  it('works controlled: chips go through the owner state', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <AmountInput label="Amount" value={value} onChange={(e) => setValue(e.target.value)} quickAmounts={[250]} />
          <output>{value}</output>
        </>
      );
    }
    renderUi(<Controlled />);
    await user.click(screen.getByRole('button', { name: '250' }));
    expect(screen.getByRole('textbox')).toHaveValue('250');
    expect(screen.getByRole('status')).toHaveTextContent('250');
    await user.type(screen.getByRole('textbox'), '.999');
    expect(screen.getByRole('status')).toHaveTextContent('250.99');
  });

  it('cuts autofilled text that bypassed the keyboard', () => {
    renderUi(<AmountInput label="Amount" />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '7.891' } });
    expect(input).toHaveValue('7.89');
  });
});
