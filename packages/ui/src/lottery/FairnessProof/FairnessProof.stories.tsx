import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { drawMessages, type LotteryDraw } from '@croupier/contract';
import { openDraw, sampleDraws } from '../resultsShared/results.fixtures';
import { FairnessProof } from './FairnessProof';
import type { FairnessCheck } from './FairnessProof.types';
import { storyT } from '../../test/storyText';

const draw = sampleDraws('digits5')[1]!;
const passing = (d: LotteryDraw): Promise<FairnessCheck> =>
  Promise.resolve({ seedMatchesHash: true, numbers: d.numbers ?? [], numbersMatch: true });

const meta = {
  title: 'Lottery/FairnessProof',
  component: FairnessProof,
  tags: ['any-locale'],
  args: { draw, format: 'digits5', onVerify: fn(passing) },
  argTypes: { draw: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <FairnessProof {...args} />
    </div>
  ),
} satisfies Meta<typeof FairnessProof>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['!vrt'] };

/** A drawn period: the hash, the seed and the commands with the contract's first message. */
export const Default: Story = {
  // Pictured inside ResultsHistory's VerifyFairness.
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    const message = drawMessages('digits5', draw.gameCode, draw.periodNo)[0]!;
    await expect(canvas.getByText(`printf %s "${draw.seed}" | sha256sum`)).toBeVisible();
    await expect(canvas.getByText(`printf %s "${message}" | openssl dgst -sha256 -hmac "${draw.seed}"`)).toBeVisible();
    await expect(canvas.getByText(t('fairness.steps.balls', { span: 10, min: 0 }))).toBeVisible();
  },
};

/** Copy a command: the clipboard gets it and a polite status says so. */
export const CopyCommand: Story = {
  tags: ['!vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    const writes: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (writes.push(text), Promise.resolve()) },
    });
    await userEvent.click(
      canvas.getByRole('button', { name: t('fairness.copyLabel', { what: t('fairness.hashCommand') }) }),
    );
    await expect(writes).toEqual([`printf %s "${draw.seed}" | sha256sum`]);
    await expect(await canvas.findByText(t('fairness.copied'))).toBeVisible();
  },
};

/** The messages the platform sent win over the computed ones. */
export const GivenMessages: Story = {
  tags: ['!vrt'],
  args: { messages: ['ELOTT1M:20261126-0719:0'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/printf %s "ELOTT1M:20261126-0719:0"/)).toBeVisible();
  },
};

/** A mismatch is said plainly. */
export const Failed: Story = {
  tags: ['!vrt'],
  args: {
    onVerify: fn((d: LotteryDraw) =>
      Promise.resolve({
        seedMatchesHash: true,
        numbers: ['0', '0', '0', '0', '0'],
        numbersMatch: d.numbers?.join() === '0,0,0,0,0',
      }),
    ),
  },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('fairness.verify') }));
    await expect(await canvas.findByText(t('fairness.failed'))).toBeVisible();
    await expect(canvas.getByText(t('fairness.failedNumbers'))).toBeVisible();
  },
};

/** No WebCrypto: the commands remain. */
export const CheckUnavailable: Story = {
  tags: ['!vrt'],
  args: { onVerify: fn((_draw: LotteryDraw): Promise<FairnessCheck> => Promise.reject(new Error('no crypto.subtle'))) },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('fairness.verify') }));
    await expect(await canvas.findByText(t('fairness.verifyError'))).toBeVisible();
  },
};

/** Before the draw: only the hash; the check waits. */
export const BeforeTheDraw: Story = {
  tags: ['!vrt'],
  args: { draw: openDraw },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('fairness.seedHidden'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('fairness.verify') })).toBeDisabled();
  },
};

/** A Vietnam board: each prize is the value modulo 10^digits. */
export const Board: Story = {
  tags: ['!vrt'],
  args: { draw: sampleDraws('vnNorth', 'VN_HN', 1)[0]!, format: 'vnNorth' },
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'lottery');
    await expect(
      within(canvasElement).getByText(t('fairness.steps.board', { modulus: 100000, digits: 5 })),
    ).toBeVisible();
  },
};
