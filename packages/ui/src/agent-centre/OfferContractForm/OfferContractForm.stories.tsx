import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { dailyPolicy, dividendPolicy, sampleOfferable } from '../shared/contract.fixtures';
import { OfferContractForm } from './OfferContractForm';

const meta = {
  title: 'Agent Centre/OfferContractForm',
  component: OfferContractForm,
  tags: ['!vrt'],
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: /支払周期/ })).toHaveValue('daily');
    await expect(canvas.getByRole('textbox', { name: /最低アクティブ人数/ })).toHaveValue('10');
    await expect(canvas.getByRole('textbox', { name: /最低有効ベット/ })).toHaveValue('50000');
    await expect(canvas.getByText('1%〜25%、小数点以下2桁まで')).toBeVisible();
  },
};

/** A rate above the agent's own (25%) is refused in place; nothing is sent. */
export const RateAboveBound: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /オファー先の代理/ }), 'hana_k');
    const rate = canvas.getByRole('textbox', { name: /料率/ });
    await userEvent.type(rate, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'オファーを送る' }));
    await expect(rate).toHaveAccessibleDescription(expect.stringContaining('料率は 1%〜25% の範囲で入力してください。'));
    await expect(rate).toHaveFocus();
    await userEvent.clear(rate);
    await userEvent.type(rate, '1.234');
    await userEvent.click(canvas.getByRole('button', { name: 'オファーを送る' }));
    await expect(rate).toHaveAccessibleDescription(expect.stringContaining('料率は小数点以下2桁までです。'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid offer is sent with numbers; the form says so and clears. */
export const Sends: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'オファーを送る' }));
    await expect(canvas.getByRole('combobox', { name: /オファー先の代理/ })).toHaveAccessibleDescription(
      expect.stringContaining('オファー先の代理を選んでください。'),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /オファー先の代理/ }), 'hana_k');
    await userEvent.type(canvas.getByRole('textbox', { name: /料率/ }), '12.5');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /支払周期/ }), 'weekly');
    await userEvent.click(canvas.getByRole('button', { name: 'オファーを送る' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      downline: 'hana_k',
      rate: 12.5,
      period: 'weekly',
      minActiveMembers: 10,
      minValidBet: 50000,
    });
    await waitFor(() => expect(canvas.getByText('hana_k に契約をオファーしました。')).toBeVisible());
    await expect(canvas.getByRole('textbox', { name: /料率/ })).toHaveValue('');
  },
};

/** A salary has its type's period: no period to choose. */
export const Salary: Story = {
  tags: ['vrt'],
  args: { policy: dailyPolicy, ownRate: 1.5, offerable: [{ account: 'lucky88', rate: 1.2 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: /支払周期/ })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: /オファー先の代理/ })).toHaveValue('lucky88');
  },
};

/** The platform's refusal shows above the form. */
export const Refused: Story = {
  args: { onSubmit: fn(async () => Promise.reject({ code: 'contract_state_invalid' })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /オファー先の代理/ }), 'sora77');
    await userEvent.type(canvas.getByRole('textbox', { name: /料率/ }), '5');
    await userEvent.click(canvas.getByRole('button', { name: 'オファーを送る' }));
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
