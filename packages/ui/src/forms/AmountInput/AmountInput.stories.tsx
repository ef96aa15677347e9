import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../actions/Button';
import { AmountInput } from './AmountInput';
import { useAmountRules } from './useAmountRules';
import { storyI18n, storyT } from '../../test/storyText';
import { formatAmount, formatChipAmount } from './amount';

/** The field's words and figures as it writes them, in the story's language (limits 100 to 50,000, no currency). */
function amountText(context: { loaded: Record<string, unknown> }) {
  const lang = storyI18n(context).language;
  const t = storyT(context, 'ui');
  const money = (amount: number) => formatAmount(amount, lang);
  const chip = (amount: number) => formatChipAmount(amount, lang);
  const fee = (fee: number, receive: number) => t('amountInput.fee', { fee: money(fee), receive: money(receive) });
  return { t, money, chip, fee, hint: t('amountInput.hint', { min: money(100), max: money(50000) }) };
}

const meta = {
  title: 'Forms/AmountInput',
  tags: ['any-locale'],
  component: AmountInput,
  args: {
    label: <Trans ns="common" i18nKey="sampleCashier.depositAmount" />,
    currencySymbol: '¥',
    min: 100,
    max: 50000,
    onValueChange: fn(),
  },
  argTypes: {
    label: { control: false },
    hint: { control: false },
    error: { control: false },
    fee: { control: 'number' },
  },
} satisfies Meta<typeof AmountInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { quickAmounts: [100, 500, 1000, 5000], balance: 1234.56, hasMaxChip: true },
};

/** Typing a third decimal is refused; the hint gives the limits in the UI language. */
export const Default: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const { t, hint } = amountText(context);
    const input = within(canvasElement).getByRole('textbox', { name: t('common:sampleCashier.depositAmount') });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription(hint);
    await userEvent.type(input, '12.345');
    await expect(input).toHaveValue('12.34');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12.34', 12.34);
    // Letters never reach the field.
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('12.34');
  },
};

export const WithQuickAmounts: Story = {
  tags: ['vrt'],
  args: { quickAmounts: [100, 500, 1000, 5000, 10000], balance: 2345.67, hasMaxChip: true, defaultValue: '1000' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const { t, chip } = amountText(context);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: t('common:sampleCashier.depositAmount') });
    const chips = within(canvas.getByRole('group', { name: t('amountInput.quickAmounts') }));
    await expect(chips.getByRole('button', { name: chip(1000) })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(chips.getByRole('button', { name: chip(500) }));
    await expect(input).toHaveValue('500');
    await expect(chips.getByRole('button', { name: chip(500) })).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.getByRole('button', { name: chip(1000) })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('500', 500);
    await userEvent.click(chips.getByRole('button', { name: t('amountInput.max') }));
    await expect(input).toHaveValue('2345.67');
  },
};

/** A consumer's error (react-hook-form's message) shown under the hint. */
export const WithError: Story = {
  tags: ['vrt'],
  render: function Render(args) {
    const rules = useAmountRules({ min: args.min, max: args.max });
    return <AmountInput {...args} defaultValue="50" error={rules.messageFor('belowMin')} />;
  },
  play: async (context) => {
    const { t, money, hint } = amountText(context);
    const input = within(context.canvasElement).getByRole('textbox');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(`${hint} ${t('amountInput.errors.belowMin', { min: money(100) })}`);
  },
};

/** The field's own checks after blur: below the minimum, above the maximum, zero, not a number. */
export const MinMaxValidation: Story = {
  play: async (context) => {
    const { canvasElement } = context;
    const { t, money } = amountText(context);
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '50');
    await userEvent.tab();
    await expect(await canvas.findByText(t('amountInput.errors.belowMin', { min: money(100) }))).toBeVisible();
    await expect(input).toBeInvalid();
    await userEvent.clear(input);
    await userEvent.type(input, '60000');
    await expect(await canvas.findByText(t('amountInput.errors.aboveMax', { max: money(50000) }))).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await expect(await canvas.findByText(t('amountInput.errors.zero'))).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '.');
    await expect(await canvas.findByText(t('amountInput.errors.notANumber'))).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '100');
    await expect(input).not.toBeInvalid();
  },
};

export const WithFee: Story = {
  args: {
    label: <Trans ns="common" i18nKey="sampleCashier.withdrawAmount" />,
    defaultValue: '100',
    fee: 1,
    quickAmounts: [100, 500, 1000],
  },
  play: async (context) => {
    const { chip, fee } = amountText(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText(fee(1, 99))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: chip(1000) }));
    await expect(canvas.getByText(fee(1, 999))).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '500', quickAmounts: [100, 500, 1000] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    for (const chip of canvas.getAllByRole('button')) await expect(chip).toBeDisabled();
  },
};

/** Full width on a 360 px phone: 44 px chips, the decimal keypad. */
export const Phone: Story = {
  args: { isFullWidth: true, quickAmounts: [100, 500, 1000, 5000], balance: 800, hasMaxChip: true, fee: 2.5 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async (context) => {
    const { chip, fee } = amountText(context);
    const canvas = within(context.canvasElement);
    const fiveHundred = canvas.getByRole('button', { name: chip(500) });
    await expect(fiveHundred.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(fiveHundred);
    await expect(canvas.getByText(fee(2.5, 497.5))).toBeVisible();
  },
};

function DepositForm({ onValid }: { onValid: (values: { amount: string }) => void }) {
  const { t } = useTranslation('common');
  const rules = useAmountRules({ min: 100, max: 50000 });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      style={{ display: 'grid', gap: 16, maxWidth: 360 }}
    >
      <AmountInput
        // register() first: its optional min/max (HTML strings) must not override the amount limits.
        {...register('amount', { validate: rules.validate })}
        label={t('sampleCashier.depositAmount')}
        currencySymbol="¥"
        min={100}
        max={50000}
        quickAmounts={[100, 500, 1000]}
        isFullWidth
        error={errors.amount?.message}
      />
      <Button type="submit">{t('actions.confirm')}</Button>
    </form>
  );
}

/** With react-hook-form: `register()` plus `useAmountRules().validate`, the same rules and messages. */
export const WithReactHookForm: Story = {
  render: function Render() {
    const [submitted, setSubmitted] = useState<string>();
    return (
      <div data-submitted={submitted}>
        <DepositForm onValid={(values) => setSubmitted(values.amount)} />
      </div>
    );
  },
  play: async (context) => {
    const { canvasElement } = context;
    const { t, chip } = amountText(context);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.confirm') }));
    await expect(await canvas.findByText(t('amountInput.errors.required'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: chip(500) }));
    await userEvent.click(canvas.getByRole('button', { name: t('common:actions.confirm') }));
    await expect(canvas.queryByText(t('amountInput.errors.required'))).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-submitted]')).toHaveAttribute('data-submitted', '500');
  },
};
