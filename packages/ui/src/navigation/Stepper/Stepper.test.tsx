import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Stepper } from './Stepper';

const steps = [
  { id: 'a', label: 'Amount' },
  { id: 'b', label: 'Pay', description: 'On the channel page' },
  { id: 'c', label: 'Done' },
];

describe('Stepper', () => {
  it('marks the current step and says which steps are complete, in the UI language', () => {
    renderUi(<Stepper steps={steps} currentStep={1} />, { lang: 'EN' });
    const list = screen.getByRole('list', { name: 'Progress' });
    const items = within(list).getAllByRole('listitem');
    // The marker's number is decoration (aria-hidden); the text says the same in words.
    expect(items.map((item) => item.querySelector('[data-part="Text"]')?.textContent)).toEqual([
      'Step 1 of 3 Amount completed',
      'Step 2 of 3 PayOn the channel page',
      'Step 3 of 3 Done',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[0]).toHaveAttribute('data-state', 'complete');
    expect(items[2]).toHaveAttribute('data-state', 'upcoming');
  });

  it('takes a caller label and orientation', () => {
    const { container } = renderUi(
      <Stepper steps={steps} currentStep={0} orientation="vertical" aria-label="Deposit" />,
    );
    expect(screen.getByRole('list', { name: 'Deposit' })).toBeInTheDocument();
    expect(container.querySelector('[data-component="Stepper"]')).toHaveAttribute('data-orientation', 'vertical');
  });
});
