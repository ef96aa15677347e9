import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper';
import { stepperOrientations, type StepperStep } from './Stepper.types';
import { storyT } from '../../test/storyText';

const depositSteps: StepperStep[] = [
  {
    id: 'amount',
    label: <Trans ns="common" i18nKey="sampleCashier.stepAmount" />,
    description: <Trans ns="common" i18nKey="sampleCashier.stepAmountDescription" />,
  },
  {
    id: 'pay',
    label: <Trans ns="common" i18nKey="sampleCashier.stepPay" />,
    description: <Trans ns="common" i18nKey="sampleCashier.stepPayDescription" />,
  },
  {
    id: 'done',
    label: <Trans ns="common" i18nKey="sampleCashier.stepDone" />,
    description: <Trans ns="common" i18nKey="sampleCashier.stepDoneDescription" />,
  },
];

const meta = {
  title: 'Navigation/Stepper',
  tags: ['any-locale'],
  component: Stepper,
  args: { steps: depositSteps, currentStep: 1 },
  argTypes: {
    orientation: { control: 'inline-radio', options: stepperOrientations },
    currentStep: { control: { type: 'number', min: 0, max: 3 } },
    steps: { control: false },
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A deposit on its second step: Amount done, Pay current, Done ahead. */
export const Default: Story = {
  tags: ['vrt'],
  play: async (context) => {
    const { canvasElement } = context;
    const t = storyT(context, 'ui');
    const list = within(canvasElement).getByRole('list', { name: t('stepper.label') });
    const steps = within(list).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent(
      `${t('stepper.stepOf', { current: 1, total: 3 })} ${t('common:sampleCashier.stepAmount')} ${t('stepper.completed')}`,
    );
    await expect(steps[0]).not.toHaveAttribute('aria-current');
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).not.toHaveAttribute('aria-current');
    await expect(steps[0]?.querySelector('svg')).toBeInTheDocument();
  },
};

export const WithoutDescriptions: Story = {
  args: { steps: depositSteps.map(({ id, label }) => ({ id, label })), currentStep: 0 },
};

export const AllDone: Story = {
  args: { currentStep: 3 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list.querySelector('[aria-current]')).toBeNull();
    await expect(list.querySelectorAll('svg')).toHaveLength(3);
  },
};

export const Vertical: Story = {
  tags: ['vrt'],
  args: { orientation: 'vertical', currentStep: 2 },
  play: async ({ canvasElement }) => {
    const steps = within(canvasElement).getAllByRole('listitem');
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    const [first, second] = steps.map((step) => step.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
  },
};

/** The responsive default turns vertical on a 360 px phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement)
      .getAllByRole('listitem')
      .map((step) => step.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
  },
};
