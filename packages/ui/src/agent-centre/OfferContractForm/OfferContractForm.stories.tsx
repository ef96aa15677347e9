import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dailyPolicy, dividendPolicy, sampleOfferable } from '../shared/contract.fixtures';
import { OfferContractForm } from './OfferContractForm';
import { storyI18n, storyT } from '../../test/storyText';

/** A rate as the form writes it (usePercent), in the story's language. */
const storyPercent = (context: { loaded: Record<string, unknown> }) => {
  const format = new Intl.NumberFormat(storyI18n(context).language, { style: 'percent', maximumFractionDigits: 2 });
  return (value: number) => format.format(value / 100);
};

/** An accessible name that holds a label (a field's name carries its required mark after it). */
const holding = (text: string) => (name: string) => name.includes(text);

const meta = {
  title: 'Agent Centre/OfferContractForm',
  component: OfferContractForm,
  tags: ['!vrt', 'any-locale'],
  args: {
    policy: dividendPolicy,
    ownRate: 25,
    offerable: sampleOfferable,
    currencySymbol: 'P',
    onSubmit: fn(async () => undefined),
  },
  argTypes: { policy: { control: false }, offerable: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfferContractForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** A dividend offer: the period to choose, the conditions filled with the policy's defaults. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const percent = storyPercent(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: holding(t('agent.contracts.offer.period')) })).toHaveValue('daily');
    await expect(canvas.getByRole('textbox', { name: holding(t('agent.contracts.offer.minActiveMembers')) })).toHaveValue('10');
    await expect(canvas.getByRole('textbox', { name: holding(t('agent.contracts.offer.minValidBet')) })).toHaveValue('50000');
    await expect(canvas.getByText(t('agent.contracts.offer.rateHint', { min: percent(1), max: percent(25) }))).toBeVisible();
  },
};

/** A rate above the agent's own (25%) is refused in place; nothing is sent. */
export const RateAboveBound: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const percent = storyPercent(context);
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: holding(t('agent.contracts.offer.downline')) }), 'hana_k');
    const rate = canvas.getByRole('textbox', { name: holding(t('agent.contracts.offer.rate')) });
    await userEvent.type(rate, '30');
    await userEvent.click(canvas.getByRole('button', { name: t('agent.contracts.offer.submit') }));
    await expect(rate).toHaveAccessibleDescription(expect.stringContaining(t('agent.contracts.offer.errors.rateRange', { min: percent(1), max: percent(25) })));
    await expect(rate).toHaveFocus();
    await userEvent.clear(rate);
    await userEvent.type(rate, '1.234');
    await userEvent.click(canvas.getByRole('button', { name: t('agent.contracts.offer.submit') }));
    await expect(rate).toHaveAccessibleDescription(expect.stringContaining(t('agent.contracts.offer.errors.rateDecimals')));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid offer is sent with numbers; the form says so and clears. */
export const Sends: Story = {
  play: async (context) => {
    const { args, canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('agent.contracts.offer.submit') }));
    await expect(canvas.getByRole('combobox', { name: holding(t('agent.contracts.offer.downline')) })).toHaveAccessibleDescription(
      expect.stringContaining(t('agent.contracts.offer.errors.downline')),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: holding(t('agent.contracts.offer.downline')) }), 'hana_k');
    await userEvent.type(canvas.getByRole('textbox', { name: holding(t('agent.contracts.offer.rate')) }), '12.5');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: holding(t('agent.contracts.offer.period')) }), 'weekly');
    await userEvent.click(canvas.getByRole('button', { name: t('agent.contracts.offer.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      downline: 'hana_k',
      rate: 12.5,
      period: 'weekly',
      minActiveMembers: 10,
      minValidBet: 50000,
    });
    await waitFor(() => expect(canvas.getByText(t('agent.contracts.offer.success', { account: 'hana_k' }))).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: holding(t('agent.contracts.offer.rate')) })).toHaveValue('');
  },
};

/** A salary has its type's period: no period to choose. */
export const Salary: Story = {
  tags: ['vrt'],
  args: { policy: dailyPolicy, ownRate: 1.5, offerable: [{ account: 'lucky88', rate: 1.2 }] },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: holding(t('agent.contracts.offer.period')) })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: holding(t('agent.contracts.offer.downline')) })).toHaveValue('lucky88');
  },
};

/** The platform's refusal shows above the form. */
export const Refused: Story = {
  args: { onSubmit: fn(async () => Promise.reject({ code: 'contract_state_invalid' })) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'centre');
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: holding(t('agent.contracts.offer.downline')) }), 'sora77');
    await userEvent.type(canvas.getByRole('textbox', { name: holding(t('agent.contracts.offer.rate')) }), '5');
    await userEvent.click(canvas.getByRole('button', { name: t('agent.contracts.offer.submit') }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' } };

export const Phone: Story = {
  globals: phone,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
};
