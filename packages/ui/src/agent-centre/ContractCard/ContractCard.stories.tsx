import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleTimeZone } from '../shared/agent.fixtures';
import { givenContracts, offeredToMe, ownContract } from '../shared/contract.fixtures';
import { ContractCard } from './ContractCard';

const meta = {
  title: 'Agent Centre/ContractCard',
  component: ContractCard,
  tags: ['!vrt'],
  args: { contract: ownContract, timeZone: sampleTimeZone, currencySymbol: 'P', onAction: fn() },
  argTypes: { contract: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContractCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/** The agent's own contract from the merchant: terms, this period's figures, the last settlement. */
export const InForce: Story = {
  tags: ['vrt'],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: /マーチャント/ });
    await expect(card).toHaveTextContent('日給契約・受けた契約');
    await expect(within(card).getByText('締結済み')).toBeVisible();
    await expect(card.querySelector('[data-part="Rate"]')).toHaveTextContent('1.5%');
    await expect(card.querySelector('[data-part="Estimated"]')).toHaveTextContent('P873.60');
    await expect(card).toHaveTextContent('P21,480.25');
    await expect(within(card).getByRole('button', { name: '解約を申請：マーチャント' })).toBeVisible();
  },
};

/** An offer to the agent: Accept and Refuse call back with the contract. */
export const Offered: Story = {
  tags: ['vrt'],
  args: { contract: offeredToMe },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('新規')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="Current"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '承諾：boss_top' }));
    await expect(args.onAction).toHaveBeenCalledWith('accept', offeredToMe);
    await userEvent.click(canvas.getByRole('button', { name: '拒否：boss_top' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('refuse', offeredToMe);
  },
};

/** The downline asked to end it: the card says who, and offers agreeing or not. */
export const TerminationAsked: Story = {
  args: { contract: givenContracts[2]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('yuki_m が解約を申請しました。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '解約に同意：yuki_m' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '解約を拒否：yuki_m' })).toBeVisible();
  },
};

/** While an action is sent its button spins and the others wait. */
export const Busy: Story = {
  args: { contract: offeredToMe, busyAction: 'accept' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '拒否：boss_top' })).toBeDisabled();
  },
};

/** A refused offer: no figures, no actions. */
export const Ended: Story = {
  args: { contract: givenContracts[3]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
    await expect(within(canvasElement).getByText('終了日時')).toBeVisible();
  },
};

export const Dark: Story = { globals: { mode: 'dark' }, args: { contract: givenContracts[0]! } };

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
